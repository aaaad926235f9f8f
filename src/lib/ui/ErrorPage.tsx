import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/extension/errors';
import { PlainAlert } from './PlainAlert';
import { PlainButton } from './PlainButton';

/**
 * Shown instead of a blank screen when a route fails to render or load, or the app fails to start.
 * Plain controls: every screen preloads the route error view, which brought MUI's Button, Alert
 * and their ripple with it. They are drawn by plainControls.css with the theme's custom
 * properties: render it inside the app's ThemeProvider.
 */
export function ErrorPage({
  error,
  reset,
  children,
}: {
  error: unknown;
  reset?: () => void;
  /** More actions beside 'Try again'. */
  children?: ReactNode;
}) {
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <PlainAlert severity="error" sx={{ mb: 2 }}>
        {errorMessage(error)}
      </PlainAlert>
      <Stack direction="row" spacing={1}>
        <PlainButton variant="contained" onClick={() => (reset ? reset() : window.location.reload())}>
          Try again
        </PlainButton>
        {children}
      </Stack>
    </Box>
  );
}

export function NotFoundPage({ title = 'Not found', message }: { title?: string; message: string }) {
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <PlainAlert severity="warning">{message}</PlainAlert>
    </Box>
  );
}
