import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/lib/extension/errors';
import { PRODUCT_NAME } from '@/lib/constants';
import { loginWithPassword } from '../api';
import { LoginFormSchema, type LoginForm } from '../schemas';
import { AuthCard, OrDivider } from './AuthCard';
import { FormTextField } from './FormTextField';
import { GoogleButton } from './GoogleButton';
import { BusyButton } from './BusyButton';
import { useAuthNotice, useCompleteLogin, useGoogleSignIn } from './hooks';

export function LoginPage() {
  const notice = useAuthNotice();
  const finishLogin = useCompleteLogin();
  const { control, handleSubmit } = useForm<LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: async (values: LoginForm) => finishLogin(await loginWithPassword(values)),
  });
  const google = useGoogleSignIn();
  const busy = login.isPending || google.isPending;
  const error = login.error ?? google.error;

  return (
    <AuthCard title="Log in" subtitle={`Welcome back. Log in to your ${PRODUCT_NAME} account.`}>
      {notice && !error && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {notice}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(error)}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        aria-label="Log in"
        onSubmit={(event) =>
          void handleSubmit((values) => {
            google.reset();
            login.mutate(values);
          })(event)
        }
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
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Box sx={{ textAlign: 'right', mb: 2 }}>
          <Link component={RouterLink} to="/requestPasswordReset" variant="body2">
            Forgot password?
          </Link>
        </Box>
        <BusyButton type="submit" variant="contained" pending={login.isPending} disabled={busy}>
          Log in
        </BusyButton>
      </Box>
      <OrDivider />
      <GoogleButton
        label="Sign in with Google"
        pending={google.isPending}
        disabled={login.isPending}
        onClick={() => {
          login.reset();
          google.mutate();
        }}
      />
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center', mt: 3 }}>
        <Typography variant="body2">Don&apos;t have an account?</Typography>
        <Link component={RouterLink} to="/register" variant="body2">
          Sign up
        </Link>
      </Stack>
    </AuthCard>
  );
}
