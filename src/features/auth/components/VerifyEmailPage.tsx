import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router';
import { errorMessage } from '@/lib/extension/errors';
import { useVerifyEmail } from '../signUpApi';
import { AUTH_SUCCESS, VERIFYING_TEXT } from '../schemas';
import { AuthCard } from './AuthCard';

/** /verifyEmail?token=...&email=... (or any other parameters of the link): verifies at once, then on to /login. */
export function VerifyEmailPage() {
  const search = useSearch({ from: '/public/verifyEmail' });
  const navigate = useNavigate();
  const verify = useVerifyEmail(() =>
    navigate({ to: '/login', replace: true, state: { authNotice: AUTH_SUCCESS.verified } }),
  );
  const { mutate } = verify;

  // A verification link works once: never send it twice (StrictMode runs effects twice in dev).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(search);
  }, [mutate, search]);

  return (
    <AuthCard title="Verify your email">
      {verify.isError ? (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(verify.error)}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth>
            Go to log in
          </Button>
        </>
      ) : verify.isSuccess ? (
        <Alert severity="success">{AUTH_SUCCESS.verified}</Alert>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{VERIFYING_TEXT}</Typography>
        </Box>
      )}
    </AuthCard>
  );
}
