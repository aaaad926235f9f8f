import * as z from 'zod/mini';

// Form and reply schemas of signing in (spec 000 sections 2.3, 3, 5 and 7) and the fields the
// sign-up and reset forms share (./signUpSchemas); zod/mini keeps the full zod API out of /login's
// first screen.

export const PASSWORD_MIN_LENGTH = 8;

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordsDoNotMatch: 'Passwords do not match!',
} as const;

// Spec 000 section 8: the success and info texts, verbatim.
export const AUTH_SUCCESS = {
  registered: 'Registration successful. Please check your inbox for verification email',
  verified: 'Your email address is verified. You can login now',
  resetRequested: 'Link to reset password has been sent to your email address',
  passwordReset: 'Password has been reset. You can now login with new password',
} as const;

export const VERIFYING_TEXT = 'Verifying your account. Please wait';

export const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, AUTH_MESSAGES.emailRequired)),
  z.email(AUTH_MESSAGES.emailInvalid),
);
export const passwordRequired = z.minLength(1, AUTH_MESSAGES.passwordRequired);
const requiredPassword = z.string().check(passwordRequired);
export const LoginFormSchema = z.object({ email, password: requiredPassword });
export type LoginForm = z.input<typeof LoginFormSchema>;

/** Spec 000 section 3, "Login result": success, message, result.token, result.isSignUp. */
export const LoginResultSchema = z.object({
  success: z.boolean(),
  message: z.nullish(z.string()),
  result: z.optional(
    z.looseObject({ token: z.string().check(z.minLength(1)), isSignUp: z._default(z.boolean(), false) }),
  ),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** A login that worked: the token and whether this is the first sign-in after signing up. */
export interface LoginSuccess {
  token: string;
  isSignUp: boolean;
}

/**
 * The message the Google redirect page posts to its opener (our definition): the code, or why
 * there is none. Accepted only from our own origin and from the popup we opened.
 */
export const GoogleRedirectMessageSchema = z.union([
  z.object({
    type: z.literal('reachly:oauth'),
    provider: z.literal('google'),
    code: z.string().check(z.minLength(1), z.maxLength(4096)),
  }),
  z.object({
    type: z.literal('reachly:oauth'),
    provider: z.literal('google'),
    error: z.string().check(z.minLength(1), z.maxLength(500)),
  }),
]);
