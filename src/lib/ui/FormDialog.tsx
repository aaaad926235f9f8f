import { useId, type FormEventHandler, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material';

/** The shell of a small form in a dialog: title, fields, Cancel and a submit button. */
export function FormDialog({
  title,
  onClose,
  onCancel = onClose,
  onSubmit,
  submitting,
  submitLabel = 'Save',
  fieldsSx,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  /** What Cancel does; closing by Escape or the backdrop uses onClose. */
  onCancel?: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel?: string;
  fieldsSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={fieldsSx}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
