import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { errorMessage } from '../extension/errors';

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
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {what ? `${what}: ${errorMessage(error)}` : errorMessage(error)}
    </Alert>
  );
}
