import GoogleIcon from '@mui/icons-material/Google';
import { OrDivider } from './AuthCard';
import { BusyButton } from './BusyButton';
import type { useGoogleSignIn } from '../api';

/**
 * "or", then 'Sign in with Google' / 'Sign up with Google' under a sign-in form. Starting it clears the
 * form's own call (`other`), whose pending state disables it.
 */
export function OrGoogleButton({
  label,
  google,
  other,
}: {
  label: string;
  google: ReturnType<typeof useGoogleSignIn>;
  other: { isPending: boolean; reset: () => void };
}) {
  return (
    <>
      <OrDivider />
      <BusyButton
        variant="outlined"
        startIcon={<GoogleIcon />}
        pending={google.isPending}
        disabled={other.isPending}
        onClick={() => {
          other.reset();
          google.mutate();
        }}
      >
        {label}
      </BusyButton>
    </>
  );
}
