import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useRequestPasswordReset } from '../signUpApi';
import { AUTH_SUCCESS } from '../schemas';
import { RequestResetFormSchema, type RequestResetForm } from '../signUpSchemas';
import { AuthCard } from './AuthCard';
import { BusyButton } from './BusyButton';
import { AuthErrorAlert, AuthFooterLink, AuthForm, EmailField } from './AuthFormParts';

export function RequestPasswordResetPage() {
  const { control, handleSubmit } = useForm<RequestResetForm>({
    resolver: zodResolver(RequestResetFormSchema),
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email address of your account and we will send you a link to set a new password."
    >
      <AuthErrorAlert error={request.error} />
      {request.isSuccess && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {AUTH_SUCCESS.resetRequested}
        </Alert>
      )}
      <AuthForm
        label="Reset your password"
        onSubmit={(event) => void handleSubmit((values) => request.mutate(values))(event)}
      >
        <EmailField control={control} autoFocus />
        <BusyButton type="submit" variant="contained" pending={request.isPending} sx={{ mt: 2 }}>
          Send
        </BusyButton>
      </AuthForm>
      <AuthFooterLink prompt="Remembered it?" to="/login">
        Back to log in
      </AuthFooterLink>
    </AuthCard>
  );
}
