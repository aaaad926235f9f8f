import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/** Styles by selector, to spread into a table's `sx`. */
type Styles = Record<string, SystemStyleObject<Theme>>;

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

/**
 * The plain controls' keyboard focus ring (an outline, as the keyboard e2e test reads it), in the
 * theme's primary colour. A function of the theme, so it serves `styled` (call it) and `sx` (as a
 * value: sx calls it with the theme). A palette path such as 'primary.main' resolves in `sx` only:
 * in `styled` it was dropped, and the ring took the text's colour (white on the current page).
 */
export const focusRing = (t: Theme) => ({ outline: `2px solid ${t.palette.primary.main}`, outlineOffset: 1 });

/** A focus ring drawn inside the control (text fields' and tabs' boxes), like MUI's focused border. */
export const insetFocusRing = (t: Theme) => ({
  outline: `2px solid ${t.palette.primary.main}`,
  outlineOffset: -2,
});

/** MUI's outlined text-field box (drawn by a plain element's own border): colour, radius, hover. */
export const outlinedFieldBox = (t: Theme) => ({
  border: `1px solid ${t.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'}`,
  borderRadius: t.shape.borderRadius,
  '&:hover': { borderColor: t.palette.text.primary },
});

/**
 * MUI's IconButton as a plain button's look (small by default; `padding: 8` is the medium size),
 * in resolved colours so that it serves `styled` (PlainAlert's close button, the paging arrows,
 * both in their text's colour) as well as `sx`.
 */
export const plainIconButton = (
  t: Theme,
  { color = t.palette.action.active, padding = 5 }: { color?: string; padding?: number } = {},
) => ({
  border: 0,
  background: 'none',
  padding: `${padding}px`,
  borderRadius: '50%',
  color,
  cursor: 'pointer',
  lineHeight: 0,
  verticalAlign: 'middle',
  '&:hover': { backgroundColor: t.palette.action.hover },
  '&:focus-visible': focusRing(t),
  '&:disabled': { color: t.palette.action.disabled, cursor: 'default', backgroundColor: 'transparent' },
});

/** `<button class="plain-icon-button">` (alone, for a table with no other plain control). */
export const plainIconButtonStyles = (t: Theme): Styles => ({
  '& button.plain-icon-button': plainIconButton(t),
});

/**
 * `<button class="plain-button contained|outlined [error]">` (or a link with those classes): MUI's
 * small contained and outlined Buttons (the theme's: no elevation, no upper case).
 */
const buttonStyles = (t: Theme): Styles => ({
  '& .plain-button': {
    ...t.typography.button,
    display: 'inline-block',
    textDecoration: 'none',
    textAlign: 'center',
    fontSize: t.typography.pxToRem(13),
    textTransform: 'none',
    minWidth: 64,
    padding: '3px 9px',
    border: '1px solid transparent',
    borderRadius: `${t.shape.borderRadius}px`,
    cursor: 'pointer',
    verticalAlign: 'middle',
    '&:focus-visible': focusRing(t),
    '&:disabled': { cursor: 'default', color: t.palette.action.disabled },
  },
  '& .plain-button.contained': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    '&:hover': { bgcolor: 'primary.dark' },
    '&:disabled': { bgcolor: 'action.disabledBackground' },
  },
  '& .plain-button.outlined': outlined(t, 'primary'),
  '& .plain-button.outlined.error': outlined(t, 'error'),
});

function outlined(t: Theme, colour: 'primary' | 'error'): SystemStyleObject<Theme> {
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
const checkboxStyles = (t: Theme): Styles => ({
  '& input.plain-checkbox': {
    width: 18,
    height: 18,
    m: 1.25,
    accentColor: t.palette.primary.main,
    cursor: 'pointer',
    verticalAlign: 'middle',
    '&:focus-visible': focusRing(t),
  },
});

/** `<input type="checkbox" role="switch" class="plain-switch">`: MUI's Switch (track and thumb). */
const switchStyles = (t: Theme): Styles => ({
  '& input.plain-switch': {
    appearance: 'none',
    position: 'relative',
    width: 34,
    height: 14,
    m: 1.5,
    borderRadius: 7,
    bgcolor: alpha(t.palette.common.black, 0.38),
    cursor: 'pointer',
    verticalAlign: 'middle',
    transition: t.transitions.create('background-color', { duration: t.transitions.duration.shortest }),
    '&::before': {
      content: '""',
      position: 'absolute',
      top: -3,
      left: -3,
      width: 20,
      height: 20,
      borderRadius: '50%',
      bgcolor: t.palette.common.white,
      boxShadow: t.shadows[1],
      transition: t.transitions.create(['transform', 'background-color'], {
        duration: t.transitions.duration.shortest,
      }),
    },
    '&:checked': { bgcolor: alpha(t.palette.primary.main, 0.5) },
    '&:checked::before': { transform: 'translateX(20px)', bgcolor: 'primary.main' },
    '&:disabled': { cursor: 'default', opacity: 0.5 },
    '&:focus-visible': { ...focusRing(t), outlineOffset: 4 },
  },
});

/**
 * `<a class="plain-link">`: MUI's Link with underline on hover; `underlined` always (MUI's default
 * Link, as on the public pages); `body2` in the smaller text.
 */
export const plainLinkStyles = {
  '& a.plain-link': {
    color: 'primary.main',
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
  '& a.plain-link.underlined': {
    textDecoration: 'underline',
    textDecorationColor: (t: Theme) => alpha(t.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
  '& a.plain-link.body2': { typography: 'body2' },
} as const;

/** Every plain control's look, for a table's `sx={(t) => ({ ...own, ...plainControlStyles(t) })}`. */
export const plainControlStyles = (t: Theme): Styles => ({
  ...plainIconButtonStyles(t),
  ...buttonStyles(t),
  ...checkboxStyles(t),
  ...switchStyles(t),
  ...plainLinkStyles,
});
