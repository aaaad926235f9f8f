import { alpha, type Theme } from '@mui/material/styles';

/**
 * Controls for rows of big tables as plain elements, styled once by their table: an MUI
 * IconButton, Button or Checkbox is some ten components and a style serialisation each, and a
 * row of them cost about 60 components (the CRM's first screen mounted 650 for ten rows). They
 * look like MUI's small variants and keep the browser's own roles and keyboard behaviour.
 */

/** A Material icon's path as a plain SVG (the colour is the text's). */
export function PlainIcon({ d, size = 20 }: { d: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

const focusRing = { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 } as const;

/** `<button class="plain-icon-button">`: MUI's small IconButton. */
const iconButtonStyles = {
  '& button.plain-icon-button': {
    border: 0,
    background: 'none',
    p: 0.75,
    borderRadius: '50%',
    color: 'action.active',
    cursor: 'pointer',
    lineHeight: 0,
    verticalAlign: 'middle',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': focusRing,
    '&:disabled': { color: 'action.disabled', cursor: 'default', bgcolor: 'transparent' },
  },
} as const;

/**
 * `<button class="plain-button contained|outlined [error]">`: MUI's small contained and outlined
 * Buttons (the theme's: no elevation, no upper case).
 */
const buttonStyles = (t: Theme) => ({
  '& button.plain-button': {
    ...t.typography.button,
    fontSize: t.typography.pxToRem(13),
    textTransform: 'none',
    minWidth: 64,
    padding: '3px 9px',
    border: '1px solid transparent',
    borderRadius: `${t.shape.borderRadius}px`,
    cursor: 'pointer',
    verticalAlign: 'middle',
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'default', color: t.palette.action.disabled },
  },
  '& button.plain-button.contained': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    '&:hover': { bgcolor: 'primary.dark' },
    '&:disabled': { bgcolor: 'action.disabledBackground' },
  },
  '& button.plain-button.outlined': outlined(t, 'primary'),
  '& button.plain-button.outlined.error': outlined(t, 'error'),
});

function outlined(t: Theme, colour: 'primary' | 'error') {
  const main = t.palette[colour].main;
  return {
    bgcolor: 'transparent',
    color: main,
    borderColor: alpha(main, 0.5),
    '&:hover': { bgcolor: alpha(main, t.palette.action.hoverOpacity), borderColor: main },
    '&:disabled': {
      color: t.palette.action.disabled,
      borderColor: t.palette.action.disabledBackground,
      bgcolor: 'transparent',
    },
  };
}

/** `<input type="checkbox" class="plain-checkbox">`: the browser's checkbox in the primary colour. */
const checkboxStyles = (t: Theme) => ({
  '& input.plain-checkbox': {
    width: 18,
    height: 18,
    m: 1.25,
    accentColor: t.palette.primary.main,
    cursor: 'pointer',
    verticalAlign: 'middle',
    '&:focus-visible': focusRing,
  },
});

/** `<a class="plain-link">`: MUI's Link with underline on hover. */
const linkStyles = {
  '& a.plain-link': {
    color: 'primary.main',
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
} as const;

/** Every plain control's look, for a table's `sx={(t) => ({ ...own, ...plainControlStyles(t) })}`. */
export const plainControlStyles = (t: Theme) => ({
  ...iconButtonStyles,
  ...buttonStyles(t),
  ...checkboxStyles(t),
  ...linkStyles,
});
