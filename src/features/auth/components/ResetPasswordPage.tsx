import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useResetPassword } from '../signUpApi';
import { AUTH_SUCCESS, PASSWORD_MIN_LENGTH } from '../schemas';
import { ResetPasswordFormSchema, type ResetPasswordForm } from '../signUpSchemas';
import { AuthCard } from './AuthCard';
import { FormTextField } from './FormTextField';
import { BusyButton } from './BusyButton';
import { AuthErrorAlert, AuthFooterLink, AuthForm } from './AuthFormParts';

/** /resetPassword?resetToken=...&email=...: the link from the reset e-mail. */
export function ResetPasswordPage() {
  const { resetToken, email } = useSearch({ from: '/public/resetPassword' });
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  // Spec 000 section 4, "Password reset": success leads to /login.
  const reset = useResetPassword({ token: resetToken, email }, () =>
    navigate({ to: '/login', replace: true, state: { authNotice: AUTH_SUCCESS.passwordReset } }),
  );
  const linkIncomplete = !resetToken || !email;

  return (
    <AuthCard title="Set a new password" subtitle={email ? `For ${email}` : undefined}>
      {linkIncomplete && (
        <Alert severity="error" sx={{ mb: 1 }}>
          This password reset link is incomplete. Open the link from the email again, or{' '}
          <Link component={RouterLink} to="/requestPasswordReset">
            request a new one
          </Link>
          .
        </Alert>
      )}
      <AuthErrorAlert error={reset.error} />
      <AuthForm
        label="Set a new password"
        onSubmit={(event) => void handleSubmit((values) => reset.mutate(values))(event)}
      >
        <FormTextField
          control={control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label="Retype new password (optional)"
          type="password"
          autoComplete="new-password"
        />
        <BusyButton
          type="submit"
          variant="contained"
          pending={reset.isPending || reset.isSuccess}
          disabled={linkIncomplete}
          sx={{ mt: 2 }}
        >
          Reset password
        </BusyButton>
      </AuthForm>
      <AuthFooterLink prompt="Link expired?" to="/requestPasswordReset">
        Request a new one
      </AuthFooterLink>
    </AuthCard>
  );
}
