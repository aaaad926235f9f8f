import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
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

export type ButtonVariant = 'text' | 'contained' | 'outlined';
export type ButtonColour = 'primary' | 'error' | 'inherit';
export type ButtonSize = 'small' | 'medium' | 'large';

const PADDING: Record<ButtonSize, Record<ButtonVariant, string>> = {
  small: { text: '4px 5px', contained: '4px 10px', outlined: '3px 9px' },
  medium: { text: '6px 8px', contained: '6px 16px', outlined: '5px 15px' },
  large: { text: '8px 11px', contained: '8px 22px', outlined: '7px 21px' },
};
const FONT_SIZE: Record<ButtonSize, number> = { small: 13, medium: 14, large: 15 };
export const ICON_SIZE: Record<ButtonSize, number> = { small: 18, medium: 20, large: 22 };

/**
 * MUI's Button (text, contained and outlined; small, medium and large; primary, error or the text's
 * colour; the theme's: no elevation, no upper case) as a plain element's look, chosen by classes:
 * `"{variant} {colour} {size}"`, `full-width`, and a `start-icon` slot. Resolved colours, so it
 * serves `styled` (PlainButton) and a table's `sx` (`.plain-button`, rows' small buttons).
 */
export const plainButton = (t: Theme) => {
  const colour = (c: ButtonColour) => (c === 'inherit' ? t.palette.text.primary : t.palette[c].main);
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
    // Lengths as strings: in `sx` a number is a multiple of the theme's spacing or radius.
    borderRadius: `${t.shape.borderRadius}px`,
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
    '& > .start-icon': { display: 'inherit', marginRight: '8px', marginLeft: '-4px', lineHeight: 0 },
    '&.small > .start-icon': { marginLeft: '-2px' },
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
    styles[`&.text.${c}:hover:not(:disabled)`] = {
      backgroundColor: alpha(main, t.palette.action.hoverOpacity),
    };
    styles[`&.outlined.${c}`] = { color: main, border: `1px solid ${alpha(main, 0.5)}` };
    styles[`&.outlined.${c}:hover:not(:disabled)`] = {
      borderColor: main,
      backgroundColor: alpha(main, t.palette.action.hoverOpacity),
    };
  }
  styles['&.contained'] = { backgroundColor: t.palette.primary.main, color: t.palette.primary.contrastText };
  styles['&.contained:hover:not(:disabled)'] = { backgroundColor: t.palette.primary.dark };
  styles['&.contained.error'] = {
    backgroundColor: t.palette.error.main,
    color: t.palette.error.contrastText,
  };
  styles['&.contained.error:hover:not(:disabled)'] = { backgroundColor: t.palette.error.dark };
  // Last, and as specific as a variant's colour, so that a disabled button is grey whatever its colour.
  styles['&.text:disabled, &.outlined:disabled, &.contained:disabled'] = {
    cursor: 'default',
    color: t.palette.action.disabled,
  };
  styles['&.contained:disabled'] = { backgroundColor: t.palette.action.disabledBackground };
  styles['&.outlined:disabled'] = { borderColor: t.palette.action.disabledBackground };
  return styles;
};

/**
 * `<button class="plain-button {variant} {colour} small">` (or a link with those classes): the
 * rows' small buttons, in a table's `sx`.
 */
const buttonStyles = (t: Theme): Styles => ({ '& .plain-button': plainButton(t) });

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
