import Alert from '@mui/material/Alert';
import { errorMessage } from '../extension/errors';
import { isNotConfirmed } from '../query/personAction';

/** "The item could not be saved: <why>" above a form, once its call failed. */
export function SaveFailedAlert({ error, what }: { error: unknown; what: string }) {
  if (!error) return null;
  // A save the extension did not answer in time is not a failure: the message says what a re-read found.
  if (isNotConfirmed(error)) return <Alert severity="warning">{errorMessage(error)}</Alert>;
  return (
    <Alert severity="error">
      {what}: {errorMessage(error)}
    </Alert>
  );
}
