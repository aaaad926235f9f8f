import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { formatNumber } from '@/lib/format/numbers';
import type { RemoveProgress } from '../hooks/useRemoval';

export const removedProgress = (removed: number, total: number) =>
  `removed ${formatNumber(removed)} of ${formatNumber(total)}`;

/**
 * 'Removing connections: removed 1 of 2', then the result; closable once finished. A timeout
 * says "not confirmed yet" with what was found, keeps counting, and offers Try again.
 */
export function RemoveProgressAlert({
  progress,
  onClose,
  onRetry,
}: {
  progress: RemoveProgress;
  onClose: () => void;
  onRetry?: () => void;
}) {
  const succeeded = progress.finished && !progress.error;
  const { unconfirmed } = progress;
  const waiting = !progress.finished && !unconfirmed;
  return (
    <Alert
      severity={progress.error ? 'error' : succeeded ? 'success' : unconfirmed ? 'warning' : 'info'}
      icon={waiting ? <CircularProgress size={20} aria-hidden /> : undefined}
      onClose={waiting ? undefined : onClose}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
      sx={{ mb: 2 }}
      role="status"
    >
      {unconfirmed && `${unconfirmed} `}
      {succeeded ? 'Connections removed: ' : unconfirmed ? 'So far: ' : 'Removing connections: '}
      {removedProgress(progress.removed, progress.total)}
      {progress.error ? `. It stopped: ${progress.error}` : ''}
    </Alert>
  );
}
