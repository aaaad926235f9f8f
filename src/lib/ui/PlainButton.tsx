import type { ComponentProps, ReactNode } from 'react';
import { keyframes, styled, type SxProps, type Theme } from '@mui/material/styles';
import { createLink } from '@tanstack/react-router';
import {
  ICON_SIZE,
  PlainIcon,
  type ButtonColour,
  type ButtonSize,
  type ButtonVariant,
} from './plainControls';

/**
 * MUI's Button as a plain `<button>` or router link, drawn by plainControls.css (`.plain-button`).
 * On a first screen MUI's Button brings ButtonBase, its ripple and their styles: some 7 KB gzip
 * for a few buttons. Only a button given an `sx` goes through emotion.
 */
const SxButton = styled('button')({});

interface Look {
  variant?: ButtonVariant;
  color?: ButtonColour;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** An icon's SVG path (as in ICON_PATHS), or a drawn icon. */
  startIcon?: string | ReactNode;
}

const lookClass = ({ variant = 'text', color = 'primary', size = 'medium', fullWidth }: Look) =>
  `plain-button ${variant} ${color} ${size}${fullWidth ? ' full-width' : ''}`;

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
  sx,
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  ...attributes
}: Look &
  Omit<ComponentProps<'button'>, 'className' | 'color' | 'type'> & {
    children: ReactNode;
    type?: 'button' | 'submit';
    sx?: SxProps<Theme>;
  }) {
  const look = { variant, color, size, fullWidth, startIcon };
  const props = { ...attributes, type, className: lookClass(look) };
  const content = (
    <>
      {startIconOf(look)}
      {children}
    </>
  );
  return sx ? (
    <SxButton {...props} sx={sx}>
      {content}
    </SxButton>
  ) : (
    <button {...props}>{content}</button>
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
    <a {...props} className={lookClass(look)}>
      {startIconOf(look)}
      {children}
    </a>
  );
}

/** A router link drawn as MUI's Button. */
export const PlainLinkButton = createLink(Anchor);

const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });
// Still for a person who asks for reduced motion, as MUI's CircularProgress is (motion: 'system').
const SpinnerSvg = styled('svg')({
  animation: `${spin} 1.4s linear infinite`,
  verticalAlign: 'middle',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

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
