import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** Spec: editing a running campaign pauses it first, after this question. */
export function PauseDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="pause-title">
      <DialogTitle id="pause-title">Campaign will be paused</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Editing a Campaign will put it on pause until further activation. Are you sure?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onConfirm}>
          Pause Campaign to Edit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
