import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/extension/errors';

/** Shown instead of a blank screen when a route fails to render or load, or the app fails to start. */
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
      <Alert severity="error" sx={{ mb: 2 }}>
        {errorMessage(error)}
      </Alert>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => (reset ? reset() : window.location.reload())}>
          Try again
        </Button>
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
      <Alert severity="warning">{message}</Alert>
    </Box>
  );
}
