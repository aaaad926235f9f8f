import { alpha, lighten, type Theme } from '@mui/material/styles';

/**
 * Controls for rows of big tables as plain elements with classes (`plain-button`,
 * `plain-icon-button`, `plain-checkbox`, `plain-switch`, `plain-link`), drawn by one static
 * stylesheet, `plainControls.css`: an MUI IconButton, Button or Checkbox is some ten components and
 * a style serialisation each, and a row of them cost about 60 components (the CRM's first screen
 * mounted 650 for ten rows). They look like MUI's small variants and keep the browser's own roles
 * and keyboard behaviour.
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

export type ButtonVariant = 'text' | 'contained' | 'outlined';
export type ButtonColour = 'primary' | 'error' | 'inherit';
export type ButtonSize = 'small' | 'medium' | 'large';

/**
 * A button's start icon, by the button's size: PlainButton draws a path this big, and
 * plainControls.css gives a drawn icon (an MUI SvgIcon) the same (test/unit/plainThemeVariables).
 */
export const ICON_SIZE: Record<ButtonSize, number> = { small: 18, medium: 20, large: 22 };

/**
 * The theme's values that the static stylesheets (`plainControls.css`, the shell's `shell.css`)
 * use, as custom properties for :root. Alphas are resolved here, as MUI's `alpha` resolves them.
 */
export const plainThemeVariables = (t: Theme): Record<`--plain-${string}`, string> => {
  const { palette } = t;
  const tone = (name: string, main: string) => ({
    [`--plain-${name}`]: main,
    [`--plain-${name}-hover`]: alpha(main, palette.action.hoverOpacity),
    [`--plain-${name}-border`]: alpha(main, 0.5),
  });
  return {
    '--plain-font': String(t.typography.fontFamily),
    '--plain-radius': `${t.shape.borderRadius}px`,
    ...tone('primary', palette.primary.main),
    '--plain-primary-dark': palette.primary.dark,
    '--plain-primary-contrast': palette.primary.contrastText,
    '--plain-primary-underline': alpha(palette.primary.main, 0.4),
    ...tone('error', palette.error.main),
    '--plain-error-dark': palette.error.dark,
    '--plain-error-contrast': palette.error.contrastText,
    ...tone('text', palette.text.primary),
    '--plain-text-secondary': palette.text.secondary,
    '--plain-action-active': palette.action.active,
    '--plain-action-hover': palette.action.hover,
    '--plain-action-disabled': palette.action.disabled,
    '--plain-action-disabled-background': palette.action.disabledBackground,
    '--plain-switch-track': alpha(palette.common.black, 0.38),
    '--plain-switch-thumb': palette.common.white,
    '--plain-shadow-1': t.shadows[1],
    '--plain-cell-border': tableCellColour(t),
    '--plain-background': palette.background.default,
    // The shell's (src/app/layouts/shell.css).
    '--plain-paper': palette.background.paper,
    '--plain-divider': palette.divider,
    '--plain-secondary': palette.secondary.main,
    '--plain-secondary-outline': alpha(palette.secondary.main, 0.7),
    '--plain-avatar': palette.grey[400],
    '--plain-primary-selected': alpha(palette.primary.main, palette.action.selectedOpacity),
    '--plain-primary-selected-hover': alpha(
      palette.primary.main,
      palette.action.selectedOpacity + palette.action.hoverOpacity,
    ),
    '--plain-drawer-z-index': String(t.zIndex.drawer),
    '--plain-app-bar-z-index': String(t.zIndex.drawer + 1),
  };
};

/** MUI's TableCell border colour (its divider, lightened), for head and body cells alike. */
const tableCellColour = (t: Theme) => lighten(alpha(t.palette.divider, 1), 0.88);
