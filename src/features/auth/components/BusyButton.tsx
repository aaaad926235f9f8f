import type { ReactNode } from 'react';
import { alpha, keyframes, styled, type SxProps, type Theme } from '@mui/material/styles';
import { focusRing } from '@/lib/ui/plainControls';

/**
 * MUI's large, full-width contained and outlined Buttons (the theme's: no elevation, no upper
 * case) as a plain button: Button, ButtonBase, its ripple and CircularProgress cost the sign-in
 * screens 10 KB gzip.
 */
const Button = styled('button')(({ theme: t }) => ({
  ...t.typography.button,
  textTransform: 'none',
  fontSize: t.typography.pxToRem(15),
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 64,
  margin: 0,
  padding: '8px 22px',
  border: 0,
  borderRadius: t.shape.borderRadius,
  cursor: 'pointer',
  userSelect: 'none',
  transition: t.transitions.create(['background-color', 'border-color', 'color'], {
    duration: t.transitions.duration.short,
  }),
  '&:focus-visible': { ...focusRing(t), outlineOffset: 2 },
  '&:disabled': { cursor: 'default', color: t.palette.action.disabled },
  '&.contained': { backgroundColor: t.palette.primary.main, color: t.palette.primary.contrastText },
  '&.contained:hover:enabled': { backgroundColor: t.palette.primary.dark },
  '&.contained:disabled': { backgroundColor: t.palette.action.disabledBackground },
  '&.outlined': {
    padding: '7px 21px',
    background: 'none',
    color: t.palette.primary.main,
    border: `1px solid ${alpha(t.palette.primary.main, 0.5)}`,
  },
  '&.outlined:hover:enabled': {
    borderColor: t.palette.primary.main,
    backgroundColor: alpha(t.palette.primary.main, t.palette.action.hoverOpacity),
  },
  '&.outlined:disabled': {
    color: t.palette.action.disabled,
    borderColor: t.palette.action.disabledBackground,
  },
  // MUI's startIcon slot (large: 22 px icons).
  '& > .start-icon': { display: 'inherit', marginRight: 8, marginLeft: -4, lineHeight: 0 },
  '& > .start-icon > *': { fontSize: 22 },
}));

const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });

/** CircularProgress's look at 18 px (an arc that turns), in the text's colour. */
const Spinner = styled('svg')({ animation: `${spin} 1.4s linear infinite` });

/** A button that keeps its name while it works: disabled, with a small spinner. */
export function BusyButton({
  pending,
  children,
  startIcon,
  disabled,
  variant,
  type = 'button',
  onClick,
  sx,
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
  const icon = pending ? (
    <Spinner viewBox="22 22 44 44" width={18} height={18} aria-hidden focusable="false">
      <circle
        cx="44"
        cy="44"
        r="20.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.6"
        strokeDasharray="80 200"
      />
    </Spinner>
  ) : (
    startIcon
  );
  return (
    <Button type={type} className={variant} disabled={pending || disabled} onClick={onClick} sx={sx}>
      {icon && <span className="start-icon">{icon}</span>}
      {children}
    </Button>
  );
}
