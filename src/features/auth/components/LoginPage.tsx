import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PRODUCT_NAME } from '@/lib/constants';
import { TextLink } from '@/lib/ui/routerLinks';
import { useGoogleSignIn, usePasswordLogin } from '../api';
import { LoginFormSchema, type LoginForm } from '../schemas';
import { AuthCard } from './AuthCard';
import { FormTextField } from './FormTextField';
import { OrGoogleButton } from './GoogleButton';
import { BusyButton } from './BusyButton';
import { AuthErrorAlert, AuthFooterLink, AuthForm, EmailField } from './AuthFormParts';
import { useAuthNotice } from './hooks';

export function LoginPage() {
  const notice = useAuthNotice();
  const { control, handleSubmit } = useForm<LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = usePasswordLogin();
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
      <AuthErrorAlert error={error} />
      <AuthForm
        label="Log in"
        onSubmit={(event) =>
          void handleSubmit((values) => {
            google.reset();
            login.mutate(values);
          })(event)
        }
      >
        <EmailField control={control} autoFocus />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Box sx={{ textAlign: 'right', mb: 2 }}>
          <TextLink to="/requestPasswordReset" variant="body2">
            Forgot password?
          </TextLink>
        </Box>
        <BusyButton type="submit" variant="contained" pending={login.isPending} disabled={busy}>
          Log in
        </BusyButton>
      </AuthForm>
      <OrGoogleButton label="Sign in with Google" google={google} other={login} />
      <AuthFooterLink prompt="Don't have an account?" to="/register">
        Sign up
      </AuthFooterLink>
    </AuthCard>
  );
}
