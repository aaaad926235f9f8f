import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { SLOW_EXTENSION_MESSAGE } from '../constants';

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
    <Alert
      severity="warning"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={tryAgain}>
          Try again
        </Button>
      }
    >
      {SLOW_EXTENSION_MESSAGE}
    </Alert>
  );
}
