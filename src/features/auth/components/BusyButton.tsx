import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ButtonProps } from '@mui/material';

/** A button that keeps its name while it works: disabled, with a small spinner. */
export function BusyButton({
  pending,
  children,
  startIcon,
  disabled,
  ...rest
}: ButtonProps & { pending: boolean; children: ReactNode }) {
  return (
    <Button
      size="large"
      fullWidth
      {...rest}
      disabled={pending || disabled}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : startIcon}
    >
      {children}
    </Button>
  );
}
