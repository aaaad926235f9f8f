import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  AUTH_MESSAGES,
  GoogleRedirectMessageSchema,
  LoginFormSchema,
  LoginResultSchema,
} from '@/features/auth/schemas';
import {
  RegisterFormSchema,
  RequestResetFormSchema,
  ResetPasswordFormSchema,
} from '@/features/auth/signUpSchemas';

/** The first message per field, as the form shows it. */
function messages(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

describe('login form', () => {
  it('requires email and password with our own messages', () => {
    expect(messages(LoginFormSchema, { email: '', password: '' })).toEqual({
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
    expect(messages(LoginFormSchema, { email: '   ', password: 'x' })).toEqual({
      email: 'Email is required',
    });
  });

  it('rejects a malformed address and trims a good one', () => {
    expect(messages(LoginFormSchema, { email: 'alex@', password: 'x' })).toEqual({
      email: 'Enter a valid email address',
    });
    expect(LoginFormSchema.parse({ email: '  alex.morgan@example.com ', password: ' p ' })).toEqual({
      email: 'alex.morgan@example.com',
      password: ' p ',
    });
  });
});

describe('sign-up form', () => {
  it("uses the spec's messages for the names", () => {
    expect(messages(RegisterFormSchema, { firstName: '', lastName: ' ', email: '', password: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('asks for a password of at least 8 characters', () => {
    const base = { firstName: 'Nora', lastName: 'Newman', email: 'nora@example.com' };
    expect(messages(RegisterFormSchema, { ...base, password: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(RegisterFormSchema.safeParse({ ...base, password: 'long-enough' }).success).toBe(true);
  });
});

describe('request reset form', () => {
  it('needs one valid email', () => {
    expect(messages(RequestResetFormSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(RequestResetFormSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
  });
});

describe('reset password form', () => {
  it('accepts an empty retype: it is optional', () => {
    expect(
      ResetPasswordFormSchema.safeParse({ newPassword: 'N3w-password', confirmPassword: '' }).success,
    ).toBe(true);
  });

  it("says 'Passwords do not match!' only when the retype is filled and differs", () => {
    expect(
      messages(ResetPasswordFormSchema, { newPassword: 'N3w-password', confirmPassword: 'N3w-passwor' }),
    ).toEqual({
      confirmPassword: 'Passwords do not match!',
    });
    expect(
      ResetPasswordFormSchema.safeParse({ newPassword: 'N3w-password', confirmPassword: 'N3w-password' })
        .success,
    ).toBe(true);
  });

  it('requires the new password', () => {
    expect(messages(ResetPasswordFormSchema, { newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'Password is required',
    });
  });
});

describe('login result', () => {
  it('reads success, message, token and isSignUp', () => {
    expect(
      LoginResultSchema.parse({ success: true, message: 'ok', result: { token: 't', isSignUp: true } }),
    ).toEqual({
      success: true,
      message: 'ok',
      result: { token: 't', isSignUp: true },
    });
    expect(LoginResultSchema.parse({ success: true, result: { token: 't' } }).result?.isSignUp).toBe(false);
    expect(
      LoginResultSchema.parse({ success: false, message: 'Invalid email or password' }).result,
    ).toBeUndefined();
  });

  it('refuses a result without a token', () => {
    expect(LoginResultSchema.safeParse({ success: true, result: { token: '' } }).success).toBe(false);
  });
});

describe('Google redirect message', () => {
  it('accepts a code or an error in our shape only', () => {
    expect(
      GoogleRedirectMessageSchema.safeParse({ type: 'reachly:oauth', provider: 'google', code: 'abc' })
        .success,
    ).toBe(true);
    expect(
      GoogleRedirectMessageSchema.safeParse({
        type: 'reachly:oauth',
        provider: 'google',
        error: 'access_denied',
      }).success,
    ).toBe(true);
    for (const bad of [
      'sim-google-a@b.co',
      { code: 'abc' },
      { type: 'oauth', provider: 'google', code: 'abc' },
      { type: 'reachly:oauth', provider: 'github', code: 'abc' },
      { type: 'reachly:oauth', provider: 'google', code: '' },
      { type: 'reachly:oauth', provider: 'google', code: 42 },
      null,
    ]) {
      expect(GoogleRedirectMessageSchema.safeParse(bad).success).toBe(false);
    }
  });
});
