import type { SxProps, Theme } from '@mui/material';
import { errorMessage } from '../extension/errors';
import { PlainAlert } from './PlainAlert';
import { PlainButton, PlainSpinner } from './PlainButton';

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
    <PlainAlert
      severity="error"
      sx={sx}
      action={
        <PlainButton color="inherit" size="small" onClick={onRetry}>
          Try again
        </PlainButton>
      }
    >
      {what ? `${what}: ${errorMessage(error)}` : errorMessage(error)}
    </PlainAlert>
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
  if (query.isPending) return <PlainSpinner size={size} label={loading} sx={{ color: 'primary.main' }} />;
  if (query.isError)
    return <RetryAlert error={query.error} onRetry={() => void query.refetch()} what={what} />;
  return null;
}
