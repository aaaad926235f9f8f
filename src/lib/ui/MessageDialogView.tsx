import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export interface MessageDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  /** Without `onCancel` the dialog is an alert with a single button. */
  onCancel?: () => void;
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmColor?: 'primary' | 'error';
  /** Whether the confirm button takes the focus (Enter confirms); else the dialog has it. */
  focusConfirm?: boolean;
}

/** The dialog itself (MessageDialog loads it on its first opening). */
export function MessageDialogView({
  open,
  title,
  text,
  onCancel,
  onConfirm,
  confirmLabel = onCancel ? 'Yes' : 'OK',
  cancelLabel = 'No',
  confirmColor = 'primary',
  focusConfirm = true,
}: MessageDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel ?? onConfirm}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {onCancel && <Button onClick={onCancel}>{cancelLabel}</Button>}
        <Button variant="contained" color={confirmColor} onClick={onConfirm} autoFocus={focusConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
