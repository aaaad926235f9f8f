import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { PlainButton, PlainSpinner } from '@/lib/ui/PlainButton';

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
  /** An icon's SVG path, or a drawn icon. */
  startIcon?: string | ReactNode;
  disabled?: boolean;
  type?: 'button' | 'submit';
  onClick?: () => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <PlainButton
      {...rest}
      size="large"
      fullWidth
      disabled={pending || disabled}
      startIcon={pending ? <PlainSpinner size={18} /> : startIcon}
    />
  );
}
