import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  // Transitions and ripples follow the person's prefers-reduced-motion setting.
  motion: { reducedMotion: 'system' },
  palette: {
    primary: { main: '#4a148c' },
    secondary: { main: '#00897b' },
    background: { default: '#f6f5fa' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
  },
});
