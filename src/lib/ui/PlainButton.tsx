import type { ComponentProps, MouseEventHandler, ReactNode } from 'react';
import { alpha, keyframes, styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import { createLink } from '@tanstack/react-router';
import { focusRing, PlainIcon } from './plainControls';

/**
 * MUI's Button (text, contained and outlined; small, medium and large; the theme's: no elevation,
 * no upper case) as a plain `<button>` or router link. On a first screen MUI's Button brings
 * ButtonBase, its ripple and their styles: some 7 KB gzip for a few buttons.
 */
type Variant = 'text' | 'contained' | 'outlined';
type Colour = 'primary' | 'error' | 'inherit';
type Size = 'small' | 'medium' | 'large';

const PADDING: Record<Size, Record<Variant, string>> = {
  small: { text: '4px 5px', contained: '4px 10px', outlined: '3px 9px' },
  medium: { text: '6px 8px', contained: '6px 16px', outlined: '5px 15px' },
  large: { text: '8px 11px', contained: '8px 22px', outlined: '7px 21px' },
};
const FONT_SIZE: Record<Size, number> = { small: 13, medium: 14, large: 15 };
const ICON_SIZE: Record<Size, number> = { small: 18, medium: 20, large: 22 };

const buttonStyles = (t: Theme) => {
  const colour = (c: Colour) => (c === 'inherit' ? t.palette.text.primary : t.palette[c].main);
  const styles: CSSObject = {
    ...t.typography.button,
    textTransform: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 64,
    margin: 0,
    border: 0,
    borderRadius: t.shape.borderRadius,
    background: 'none',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    transition: t.transitions.create(['background-color', 'border-color', 'color'], {
      duration: t.transitions.duration.short,
    }),
    '&:focus-visible': { ...focusRing(t), outlineOffset: 2 },
    '&.full-width': { width: '100%' },
    // MUI's startIcon slot.
    '& > .start-icon': { display: 'inherit', marginRight: 8, marginLeft: -4, lineHeight: 0 },
    '&.small > .start-icon': { marginLeft: -2 },
  };
  for (const size of ['small', 'medium', 'large'] as const) {
    styles[`&.${size}`] = { fontSize: t.typography.pxToRem(FONT_SIZE[size]) };
    // A drawn icon (an MUI SvgIcon) takes the slot's size, as in MUI's Button.
    styles[`&.${size} > .start-icon > *`] = { fontSize: ICON_SIZE[size] };
    for (const variant of ['text', 'contained', 'outlined'] as const)
      styles[`&.${size}.${variant}`] = { padding: PADDING[size][variant] };
  }
  for (const c of ['primary', 'error', 'inherit'] as const) {
    const main = colour(c);
    styles[`&.text.${c}`] = { color: c === 'inherit' ? 'inherit' : main };
    styles[`&.text.${c}:hover:enabled, a&.text.${c}:hover`] = {
      backgroundColor: alpha(main, t.palette.action.hoverOpacity),
    };
    styles[`&.outlined.${c}`] = { color: main, border: `1px solid ${alpha(main, 0.5)}` };
    styles[`&.outlined.${c}:hover:enabled, a&.outlined.${c}:hover`] = {
      borderColor: main,
      backgroundColor: alpha(main, t.palette.action.hoverOpacity),
    };
  }
  styles['&.contained'] = { backgroundColor: t.palette.primary.main, color: t.palette.primary.contrastText };
  styles['&.contained:hover:enabled, a&.contained:hover'] = { backgroundColor: t.palette.primary.dark };
  styles['&.contained.error'] = {
    backgroundColor: t.palette.error.main,
    color: t.palette.error.contrastText,
  };
  styles['&.contained.error:hover:enabled'] = { backgroundColor: t.palette.error.dark };
  // Last, and as specific as a variant's colour, so that a disabled button is grey whatever its colour.
  styles['&.text:disabled, &.outlined:disabled, &.contained:disabled'] = {
    cursor: 'default',
    color: t.palette.action.disabled,
  };
  styles['&.contained:disabled'] = { backgroundColor: t.palette.action.disabledBackground };
  styles['&.outlined:disabled'] = { borderColor: t.palette.action.disabledBackground };
  return styles;
};

const Root = styled('button')(({ theme }) => buttonStyles(theme));
const AnchorRoot = styled('a')(({ theme }) => buttonStyles(theme));

interface Look {
  variant?: Variant;
  color?: Colour;
  size?: Size;
  fullWidth?: boolean;
  /** An icon's SVG path (as in ICON_PATHS), or a drawn icon. */
  startIcon?: string | ReactNode;
}

const lookClass = ({ variant = 'text', color = 'primary', size = 'medium', fullWidth }: Look) =>
  `${variant} ${color} ${size}${fullWidth ? ' full-width' : ''}`;

const startIconOf = ({ startIcon, size = 'medium' }: Look) =>
  startIcon ? (
    <span className="start-icon">
      {typeof startIcon === 'string' ? <PlainIcon d={startIcon} size={ICON_SIZE[size]} /> : startIcon}
    </span>
  ) : null;

/** A plain `<button>` drawn as MUI's Button. */
export function PlainButton({
  children,
  type = 'button',
  onClick,
  disabled,
  sx,
  ...look
}: Look & {
  children: ReactNode;
  type?: 'button' | 'submit';
  onClick?: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Root type={type} className={lookClass(look)} onClick={onClick} disabled={disabled} sx={sx}>
      {startIconOf(look)}
      {children}
    </Root>
  );
}

function Anchor({
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  children,
  ...props
}: ComponentProps<'a'> & Look & { children: ReactNode }) {
  const look = { variant, color, size, fullWidth, startIcon };
  return (
    <AnchorRoot {...props} className={lookClass(look)}>
      {startIconOf(look)}
      {children}
    </AnchorRoot>
  );
}

/** A router link drawn as MUI's Button. */
export const PlainLinkButton = createLink(Anchor);

const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });
const SpinnerSvg = styled('svg')({ animation: `${spin} 1.4s linear infinite`, verticalAlign: 'middle' });

/**
 * CircularProgress's look (an arc that turns) in the text's colour: a progressbar named `label`, or
 * hidden from screen readers inside a control that says it is busy.
 */
export function PlainSpinner({ size, label, sx }: { size: number; label?: string; sx?: SxProps<Theme> }) {
  return (
    <SpinnerSvg
      sx={sx}
      viewBox="22 22 44 44"
      width={size}
      height={size}
      focusable="false"
      {...(label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle
        cx="44"
        cy="44"
        r="20.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.6"
        strokeDasharray="80 200"
      />
    </SpinnerSvg>
  );
}
