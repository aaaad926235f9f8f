import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { PRODUCT_NAME } from '@/lib/constants';
import { useRegister } from '../signUpApi';
import { useGoogleSignIn } from '../api';
import { AUTH_SUCCESS, PASSWORD_MIN_LENGTH } from '../schemas';
import { RegisterFormSchema, type RegisterForm } from '../signUpSchemas';
import { AuthCard } from './AuthCard';
import { FormTextField } from './FormTextField';
import { OrGoogleButton } from './GoogleButton';
import { BusyButton } from './BusyButton';
import { AuthErrorAlert, AuthFooterLink, AuthForm, EmailField } from './AuthFormParts';

export function RegisterPage() {
  const navigate = useNavigate();
  const { control, handleSubmit, getValues } = useForm<RegisterForm>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const register = useRegister();
  const google = useGoogleSignIn();
  const error = register.error ?? google.error;

  if (register.isSuccess) {
    // Spec 000 section 4, "Registration": the inbox prompt, then on to /assignLinkedinAccount.
    return (
      <AuthCard title="Check your inbox">
        <Alert severity="success" sx={{ mb: 2 }}>
          {AUTH_SUCCESS.registered}
        </Alert>
        <Typography variant="body2" sx={{ mb: 3 }}>
          We sent a verification link to <strong>{getValues('email').trim()}</strong>. Open it to activate
          your account, then log in.
        </Typography>
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={() => void navigate({ to: '/assignLinkedinAccount' })}
        >
          Continue
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign Up" subtitle={`Create your ${PRODUCT_NAME} account.`}>
      <AuthErrorAlert error={error} />
      <AuthForm
        label="Sign Up"
        onSubmit={(event) =>
          void handleSubmit((values) => {
            google.reset();
            register.mutate(values);
          })(event)
        }
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <FormTextField
            control={control}
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
            autoFocus
          />
          <FormTextField
            control={control}
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            required
          />
        </Stack>
        <EmailField control={control} />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
        />
        <BusyButton
          type="submit"
          variant="contained"
          pending={register.isPending}
          disabled={google.isPending}
          sx={{ mt: 2 }}
        >
          Sign Up
        </BusyButton>
      </AuthForm>
      <OrGoogleButton label="Sign up with Google" google={google} other={register} />
      <Typography variant="caption" component="p" color="textSecondary" sx={{ mt: 2, textAlign: 'center' }}>
        By signing up you agree to our{' '}
        <Link component={RouterLink} to="/terms">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link component={RouterLink} to="/privacyPolicy">
          Privacy Policy
        </Link>
        .
      </Typography>
      <AuthFooterLink prompt="Already have an account?" to="/login" mt={2}>
        Log in
      </AuthFooterLink>
    </AuthCard>
  );
}
