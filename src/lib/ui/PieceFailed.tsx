import Alert from '@mui/material/Alert';
import { TryAgainButton } from './RetryAlert';

/** A lazy piece that could not be downloaded: what, and Try again, where it would have been. */
export function PieceFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: 'snackbar', maxWidth: 'calc(100vw - 32px)' }}
      action={<TryAgainButton onClick={onRetry} />}
    >
      {what} could not be loaded. Check the connection and try again.
    </Alert>
  );
}
