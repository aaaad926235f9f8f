import { Alert, Box, Button, Typography } from '@mui/material';
import { errorMessage } from '@/lib/extension/errors';

/** Shown instead of a blank screen when a route fails to render or load. */
export function ErrorPage({ error, reset }: { error: unknown; reset?: () => void }) {
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Alert severity="error" sx={{ mb: 2 }}>
        {errorMessage(error)}
      </Alert>
      <Button variant="contained" onClick={() => (reset ? reset() : window.location.reload())}>
        Try again
      </Button>
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
