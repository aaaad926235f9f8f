import { OrDivider } from './AuthCard';
import { BusyButton } from './BusyButton';
import type { useGoogleSignIn } from '../api';

/** Material's Google icon. */
const GOOGLE_ICON_PATH =
  'M12.545,10.239v3.821h5.445c-0.712,2.315-2.647,3.972-5.445,3.972c-3.332,0-6.033-2.701-6.033-6.032s2.701-6.032,6.033-6.032c1.498,0,2.866,0.549,3.921,1.453l2.814-2.814C17.503,2.988,15.139,2,12.545,2C7.021,2,2.543,6.477,2.543,12s4.478,10,10.002,10c8.396,0,10.249-7.85,9.426-11.748L12.545,10.239z';

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
        startIcon={GOOGLE_ICON_PATH}
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
