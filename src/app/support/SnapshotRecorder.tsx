import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
} from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import { RECORD_SNAPSHOT_EVENT } from '@/lib/query/snapshotEvent';

/** Opens the recording dialog; undefined outside the provider. */
export const SnapshotRecorderContext = createContext<(() => void) | undefined>(undefined);

interface Props {
  queryClient: QueryClient;
  /** Read when recording: the route the person is on. */
  route: () => string;
  mode: string;
  children: ReactNode;
}

/**
 * "Record snapshot" asks first. Masked is the default; a file with personal data needs a second,
 * explicit choice on a step that says what the file will then hold.
 */
export function SnapshotRecorder({ queryClient, route, mode, children }: Props) {
  const [step, setStep] = useState<'closed' | 'ask' | 'confirm-unredacted'>('closed');
  const [redact, setRedact] = useState(true);
  const id = useId();
  const open = useCallback(() => {
    setRedact(true);
    setStep('ask');
  }, []);
  const close = () => setStep('closed');
  const record = async (withRedaction: boolean) => {
    close();
    const at = route();
    // Loaded on first use: redaction and the snapshot schema stay out of the initial bundle.
    const { buildSnapshot, downloadSnapshot } = await import('@/lib/query/snapshot');
    downloadSnapshot(buildSnapshot(queryClient, { redact: withRedaction, route: at, mode }));
  };

  return (
    <SnapshotRecorderContext.Provider value={open}>
      {children}
      <Dialog open={step !== 'closed'} onClose={close} aria-labelledby={`${id}-title`} maxWidth="sm">
        {step === 'ask' ? (
          <>
            <DialogTitle id={`${id}-title`}>Record a support snapshot</DialogTitle>
            <DialogContent>
              <DialogContentText>
                The snapshot is a file with what the app has loaded and its last calls, for support to replay.
                Tokens and passwords are never written. Masked, it keeps only counts, statuses and stand-ins
                for ids: no names, e-mail addresses, links or message texts.
              </DialogContentText>
              <FormControlLabel
                sx={{ mt: 1 }}
                control={<Checkbox checked={redact} onChange={(e) => setRedact(e.target.checked)} />}
                label="Mask personal data (recommended)"
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>Cancel</Button>
              <Button
                variant="contained"
                autoFocus
                onClick={() => (redact ? void record(true) : setStep('confirm-unredacted'))}
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
              <Button color="warning" variant="contained" onClick={() => void record(false)}>
                Record with personal data
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </SnapshotRecorderContext.Provider>
  );
}

/** The QA panel's "Record snapshot" (a window event) opens the same dialog. */
export function RecordSnapshotListener() {
  const open = useContext(SnapshotRecorderContext);
  useEffect(() => {
    if (!open) return;
    window.addEventListener(RECORD_SNAPSHOT_EVENT, open);
    return () => window.removeEventListener(RECORD_SNAPSHOT_EVENT, open);
  }, [open]);
  return null;
}
