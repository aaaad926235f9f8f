import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SendState } from '../outbox';

const NOT_CONFIRMED = 'Not confirmed yet: the extension did not answer in time.';

/**
 * What became of the conversation's send. Its details come through errorMessage, which already cuts
 * an extension's words to SHOWN_ERROR_MAX_CHARS. A timeout is never "not sent": the conversation is read
 * again and the note says what that found; only then is Send again offered, as the same message.
 */
export function SendOutcome({
  state,
  onDismiss,
  onSendAgain,
  onCheckAgain,
  onSendAsWritten,
}: {
  state: SendState | undefined;
  onDismiss: () => void;
  onSendAgain: () => void;
  onCheckAgain: () => void;
  onSendAsWritten: () => void;
}) {
  if (!state) return null;
  if (state.status === 'sending')
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2' }}>
        <CircularProgress size={14} aria-hidden /> Sending…
      </Box>
    );
  if (state.status === 'checking')
    return (
      <Alert severity="info" role="status" icon={<CircularProgress size={18} aria-hidden />}>
        {NOT_CONFIRMED} Checking the conversation…
      </Alert>
    );
  if (state.status === 'failed')
    return (
      <Alert severity="error" onClose={onDismiss}>
        The message was not sent: {state.detail}
      </Alert>
    );
  if (state.status === 'not-filled')
    return (
      <Alert
        severity="error"
        action={
          <>
            <Button color="inherit" size="small" onClick={onSendAsWritten}>
              Send as written
            </Button>
            <Button color="inherit" size="small" onClick={onDismiss}>
              Keep editing
            </Button>
          </>
        }
      >
        The message was not sent: its shortcodes could not be filled in ({state.detail}). Send it as written,
        with the shortcodes as they are?
      </Alert>
    );
  const actions = (
    <>
      <Button color="inherit" size="small" onClick={onCheckAgain}>
        Check again
      </Button>
      <Button color="inherit" size="small" onClick={onSendAgain}>
        Send again
      </Button>
    </>
  );
  return (
    <Alert severity="warning" action={actions}>
      {NOT_CONFIRMED}{' '}
      {state.found === 'absent'
        ? 'The conversation does not show the message: it may still arrive. Check again, or send it again.'
        : `The conversation could not be checked (${state.detail ?? ''}). Check again before you send it again.`}
    </Alert>
  );
}
