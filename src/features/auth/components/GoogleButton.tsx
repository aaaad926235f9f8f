import GoogleIcon from '@mui/icons-material/Google';
import { BusyButton } from './BusyButton';

/** 'Sign in with Google' / 'Sign up with Google'; the caller owns the mutation. */
export function GoogleButton({
  label,
  pending,
  disabled,
  onClick,
}: {
  label: string;
  pending: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <BusyButton
      variant="outlined"
      startIcon={<GoogleIcon />}
      pending={pending}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </BusyButton>
  );
}
