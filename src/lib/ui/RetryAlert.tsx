import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { errorMessage } from '../extension/errors';

/** The "Try again" action of an alert. */
export function TryAgainButton({ onClick }: { onClick: () => void }) {
  return (
    <Button color="inherit" size="small" onClick={onClick}>
      Try again
    </Button>
  );
}

/** A failed load: what went wrong, in words, and a way to try again. */
export function RetryAlert({
  error,
  onRetry,
  what,
  sx,
}: {
  error: unknown;
  onRetry: () => void;
  what?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert severity="error" sx={sx} action={<TryAgainButton onClick={onRetry} />}>
      {what ? `${what}: ${errorMessage(error)}` : errorMessage(error)}
    </Alert>
  );
}

/** A query shown in a panel: a small spinner while it loads, RetryAlert when it failed, else nothing. */
export function QueryStatus({
  query,
  loading,
  what,
  size = 20,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  /** The spinner's accessible name. */
  loading: string;
  what: string;
  size?: number;
}) {
  if (query.isPending) return <CircularProgress size={size} aria-label={loading} />;
  if (query.isError)
    return <RetryAlert error={query.error} onRetry={() => void query.refetch()} what={what} />;
  return null;
}
