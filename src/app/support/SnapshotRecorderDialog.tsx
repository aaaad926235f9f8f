import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';

interface Props {
  onClose: () => void;
  record: (withRedaction: boolean) => void;
}

/**
 * "Record snapshot" asks first. Masked is the default; a file with personal data needs a second,
 * explicit choice on a step that says what the file will then hold. Mounted only while open, so
 * each opening starts masked.
 */
export function SnapshotRecorderDialog({ onClose, record }: Props) {
  const [step, setStep] = useState<'ask' | 'confirm-unredacted'>('ask');
  const [redact, setRedact] = useState(true);
  const id = useId();

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm">
      {step === 'ask' ? (
        <>
          <DialogTitle id={`${id}-title`}>Record a support snapshot</DialogTitle>
          <DialogContent>
            <DialogContentText>
              The snapshot is a file with what the app has loaded and its last calls, for support to replay.
              Tokens and passwords are never written. Masked, it keeps only counts, statuses and stand-ins for
              ids: no names, e-mail addresses, links or message texts.
            </DialogContentText>
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={redact} onChange={(e) => setRedact(e.target.checked)} />}
              label="Mask personal data (recommended)"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              variant="contained"
              autoFocus
              onClick={() => (redact ? record(true) : setStep('confirm-unredacted'))}
            >
              {redact ? 'Record snapshot' : 'Continue'}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogTitle id={`${id}-title`}>Record with personal data?</DialogTitle>
          <DialogContent>
            <Alert severity="warning">
              The file will hold the names, e-mail addresses, profile links, notes and message texts of you
              and your contacts. Send it only to support, and delete it afterwards.
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setStep('ask')} autoFocus>
              Back
            </Button>
            <Button color="warning" variant="contained" onClick={() => record(false)}>
              Record with personal data
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
