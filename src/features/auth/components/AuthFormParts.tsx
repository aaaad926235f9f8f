import type { FormEventHandler, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { errorMessage } from '@/lib/extension/errors';
import { TextLink } from '@/lib/ui/routerLinks';
import { FormTextField } from './FormTextField';

/** The failure of a sign-in call, above the form. */
export function AuthErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ mb: 1 }}>
      {errorMessage(error)}
    </Alert>
  );
}

/** A sign-in form, named like its card so screen readers list it as a form landmark. */
export function AuthForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={onSubmit}>
      {children}
    </Box>
  );
}

type AuthPath = '/login' | '/register' | '/requestPasswordReset';

/** The "Don't have an account? Sign up" line under a sign-in form. */
export function AuthFooterLink({
  prompt,
  to,
  children,
  mt = 3,
}: {
  prompt: string;
  to: AuthPath;
  children: ReactNode;
  mt?: number;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'center', mt }}>
      <Typography variant="body2">{prompt}</Typography>
      <TextLink to={to} variant="body2">
        {children}
      </TextLink>
    </Box>
  );
}

/** The e-mail field of the log-in, sign-up and reset forms (each form's schema has `email`). */
export function EmailField<T extends FieldValues & { email: string }>({
  control,
  autoFocus,
}: {
  control: Control<T>;
  autoFocus?: boolean;
}) {
  return (
    <FormTextField
      control={control}
      name={'email' as FieldPath<T>}
      label="Email"
      type="email"
      autoComplete="email"
      required
      autoFocus={autoFocus}
    />
  );
}
