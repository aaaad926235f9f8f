import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';

/** A large full-width button that keeps its name while it works: disabled, with a small spinner. */
export function BusyButton({
  pending,
  startIcon,
  disabled,
  ...rest
}: {
  pending: boolean;
  children: ReactNode;
  variant: 'contained' | 'outlined';
  startIcon?: ReactNode;
  disabled?: boolean;
  type?: 'button' | 'submit';
  onClick?: () => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Button
      {...rest}
      size="large"
      fullWidth
      disabled={pending || disabled}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : startIcon}
    />
  );
}
