import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/lib/extension/errors';
import { requestPasswordReset } from '../api';
import { AUTH_SUCCESS, RequestResetFormSchema, type RequestResetForm } from '../schemas';
import { AuthCard } from './AuthCard';
import { FormTextField } from './FormTextField';
import { BusyButton } from './BusyButton';

export function RequestPasswordResetPage() {
  const { control, handleSubmit } = useForm<RequestResetForm>({
    resolver: zodResolver(RequestResetFormSchema),
    defaultValues: { email: '' },
  });
  const request = useMutation({
    mutationFn: (values: RequestResetForm) => requestPasswordReset(values.email),
  });

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email address of your account and we will send you a link to set a new password."
    >
      {request.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(request.error)}
        </Alert>
      )}
      {request.isSuccess && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {AUTH_SUCCESS.resetRequested}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        aria-label="Reset your password"
        onSubmit={(event) => void handleSubmit((values) => request.mutate(values))(event)}
      >
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          autoFocus
        />
        <BusyButton type="submit" variant="contained" pending={request.isPending} sx={{ mt: 2 }}>
          Send
        </BusyButton>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center', mt: 3 }}>
        <Typography variant="body2">Remembered it?</Typography>
        <Link component={RouterLink} to="/login" variant="body2">
          Back to log in
        </Link>
      </Stack>
    </AuthCard>
  );
}
