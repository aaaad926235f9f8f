import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

/** A dialog that shows something and closes: its title names it, one 'Close' button ends it. */
export function InfoDialog({
  open,
  onClose,
  title,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The paper's width in px (at most 95% of the window); MUI's 'sm' width by default. */
  width?: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={id}
      maxWidth={width ? false : 'sm'}
      fullWidth={!width}
      slotProps={width ? { paper: { sx: { width, maxWidth: '95vw' } } } : undefined}
    >
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
