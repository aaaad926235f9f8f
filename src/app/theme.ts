import { createTheme } from '@mui/material/styles';

function releaseFocus(node: HTMLElement): void {
  const focused = node.ownerDocument.activeElement;
  if (focused instanceof HTMLElement && node.contains(focused)) focused.blur();
}

// Every text/background pair of this palette passes WCAG AA (4.5:1): test/unit/theme.contrast.test.ts.
// MUI's default secondary, warning and info mains are too light for white text or text on white.
export const theme = createTheme({
  // Transitions and ripples follow the person's prefers-reduced-motion setting.
  motion: { reducedMotion: 'system' },
  // MUI's keyboard focus ring (2px primary outline, inset inside menus and tabs) on every control.
  focusVisible: true,
  palette: {
    primary: { main: '#4a148c' },
    secondary: { main: '#00796b' },
    warning: { main: '#b45309' },
    info: { main: '#01579b' },
    background: { default: '#f6f5fa' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // The app's own transitions (not only MUI's) stop for people who ask for less motion.
        // None at all, not a short one: transition-property is `all` by default, so a duration on
        // every element made every style change a transition (a virtualised list's spacer row
        // on each scrolled frame), each restyled and laid out again on the next frame.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transition: 'none !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    // A closing dialog gives up the focus at once, not at the end of its fade: a key pressed right
    // after Esc belongs to the screen (MUI then returns the focus to what opened the dialog).
    MuiDialog: {
      defaultProps: { slotProps: { transition: { onExit: releaseFocus } } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    // A disabled field's helper text still says why it is disabled.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }),
      },
    },
  },
});
