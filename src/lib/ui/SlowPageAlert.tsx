import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { SLOW_EXTENSION_MESSAGE } from '../constants';
import { TryAgainButton } from './RetryAlert';
import { StaleDataAlert } from './StaleDataAlert';

/**
 * A new page of a table or list, or a dashboard period (useShownPage), is past the loader deadline:
 * say so above what is still shown. Try again drops the waiting call, so the page asks the
 * extension again.
 */
export function SlowPageAlert({
  overdue,
  queryKey,
  waitAgain,
  sx = { mx: 2, mb: 2 },
}: {
  overdue: boolean;
  queryKey: QueryKey;
  waitAgain: () => void;
  /** Margins (inside a table's paper by default). */
  sx?: SxProps<Theme>;
}) {
  const queryClient = useQueryClient();
  if (!overdue) return null;
  const tryAgain = () => {
    waitAgain();
    void queryClient.cancelQueries({ queryKey, exact: true });
  };
  return (
    <Alert severity="warning" sx={sx} action={<TryAgainButton onClick={tryAgain} />}>
      {SLOW_EXTENSION_MESSAGE}
    </Alert>
  );
}

/** Above a table that still shows an older page: a refresh that failed, and a new page past the deadline. */
export function ShownPageAlerts({
  error,
  what,
  ...slow
}: {
  /** The failed refresh's error, if any. */
  error: unknown;
  /** What the rows are ("contacts"), for "Showing the last contacts received". */
  what: string;
  overdue: boolean;
  queryKey: QueryKey;
  waitAgain: () => void;
}) {
  return (
    <>
      <StaleDataAlert error={error} what={what} />
      <SlowPageAlert {...slow} />
    </>
  );
}
