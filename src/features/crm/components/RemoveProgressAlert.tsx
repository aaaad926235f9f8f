import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { formatNumber } from '@/lib/format/numbers';
import type { RemoveProgress } from '../hooks/useRemoval';

export const removedProgress = (removed: number, total: number) =>
  `removed ${formatNumber(removed)} of ${formatNumber(total)}`;

/** 'Removing connections: removed 1 of 2', then the result; closable once finished. */
export function RemoveProgressAlert({
  progress,
  onClose,
}: {
  progress: RemoveProgress;
  onClose: () => void;
}) {
  const succeeded = progress.finished && !progress.error;
  return (
    <Alert
      severity={progress.error ? 'error' : progress.finished ? 'success' : 'info'}
      icon={progress.finished ? undefined : <CircularProgress size={20} aria-hidden />}
      onClose={progress.finished ? onClose : undefined}
      sx={{ mb: 2 }}
      role="status"
    >
      {succeeded ? 'Connections removed: ' : 'Removing connections: '}
      {removedProgress(succeeded ? progress.ids.size : progress.removed.size, progress.ids.size)}
      {progress.error ? `. It stopped: ${progress.error}` : ''}
    </Alert>
  );
}
