import Alert from '@mui/material/Alert';
import { errorMessage } from '../extension/errors';

/** A refresh failed but older rows are still shown: say so, and why. */
export function StaleDataAlert({ error, what }: { error: unknown; what: string }) {
  if (!error) return null;
  return (
    <Alert severity="warning" sx={{ mx: 2, mb: 2 }}>
      Showing the last {what} received: {errorMessage(error)}
    </Alert>
  );
}
