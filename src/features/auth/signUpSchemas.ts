import * as z from 'zod/mini';
import { AUTH_MESSAGES, email, PASSWORD_MIN_LENGTH, passwordRequired } from './schemas';

// The sign-up and password reset forms (spec 000 sections 2.3 and 5).

/** A new password (sign-up, reset): required, and not trivially short. */
const newPassword = z
  .string()
  .check(passwordRequired, z.minLength(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort));

export const RegisterFormSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, AUTH_MESSAGES.firstNameRequired)),
  lastName: z.string().check(z.trim(), z.minLength(1, AUTH_MESSAGES.lastNameRequired)),
  email,
  password: newPassword,
});
export type RegisterForm = z.input<typeof RegisterFormSchema>;

export const RequestResetFormSchema = z.object({ email });
export type RequestResetForm = z.input<typeof RequestResetFormSchema>;

/** The retype is optional: 'Passwords do not match!' only when it is filled and differs. */
export const ResetPasswordFormSchema = z.object({ newPassword, confirmPassword: z.string() }).check(
  z.superRefine((value, ctx) => {
    if (value.confirmPassword !== '' && value.confirmPassword !== value.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDoNotMatch });
    }
  }),
);
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>;
