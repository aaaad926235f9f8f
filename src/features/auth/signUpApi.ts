import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { postExpectingSuccess } from '@/lib/http/client';
import type { RegisterForm, ResetPasswordForm } from './signUpSchemas';

// The sign-up, email verification and password reset pages' calls (spec 000 section 7).

export async function registerUser(values: RegisterForm): Promise<string | null> {
  const reply = await postExpectingSuccess(
    'user/register',
    {
      email: values.email.trim(),
      password: values.password,
      details: { firstName: values.firstName.trim(), lastName: values.lastName.trim() },
    },
    z.unknown(),
  );
  return reply.message ?? null;
}

/** Spec: POST the verification page's query parameters. */
export async function verifyEmail(params: Readonly<Record<string, string>>): Promise<void> {
  await postExpectingSuccess('user/verifyEmail', params, z.unknown());
}

export async function requestPasswordReset(email: string): Promise<void> {
  await postExpectingSuccess('user/requestPasswordReset', { email: email.trim() }, z.unknown());
}

export async function resetPassword(
  link: { token: string; email: string },
  values: ResetPasswordForm,
): Promise<void> {
  await postExpectingSuccess(
    'user/resetPassword',
    {
      token: link.token,
      email: link.email,
      newPassword: values.newPassword,
      // The retype is optional; left empty, the new password stands for it.
      confirmPassword: values.confirmPassword === '' ? values.newPassword : values.confirmPassword,
    },
    z.unknown(),
  );
}

export function useRegister() {
  return useMutation({ mutationFn: registerUser });
}

/** Verifies the e-mail of a link (it works once); `onVerified` runs when it did. */
export function useVerifyEmail(onVerified: () => unknown) {
  return useMutation({ mutationFn: verifyEmail, onSuccess: onVerified });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (values: { email: string }) => requestPasswordReset(values.email) });
}

/** Sets the new password of a reset link; `onReset` runs when it did. */
export function useResetPassword(link: { token?: string; email?: string }, onReset: () => unknown) {
  return useMutation({
    mutationFn: async (values: ResetPasswordForm) => {
      await resetPassword({ token: link.token ?? '', email: link.email ?? '' }, values);
    },
    onSuccess: onReset,
  });
}
