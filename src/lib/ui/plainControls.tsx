import { alpha, lighten, type Theme } from '@mui/material/styles';

/**
 * Controls for rows of big tables as plain elements with classes (`plain-button`,
 * `plain-icon-button`, `plain-checkbox`, `plain-switch`, `plain-link`), drawn by one static
 * stylesheet, `plainControls.css`: an MUI IconButton, Button or Checkbox is some ten components and
 * a style serialisation each, and a row of them cost about 60 components (the CRM's first screen
 * mounted 650 for ten rows). They look like MUI's small variants and keep the browser's own roles
 * and keyboard behaviour. Everywhere else, use MUI's own components.
 */

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
    ...tone('error', palette.error.main),
    '--plain-text': palette.text.primary,
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
