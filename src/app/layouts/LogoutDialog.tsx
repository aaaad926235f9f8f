import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { UnsentDraft } from '@/lib/unsentDrafts';

export interface LogoutDialogProps {
  open: boolean;
  drafts: UnsentDraft[];
  onCancel: () => void;
  onConfirm: () => void;
}

/** Logout with unsent drafts: names each one (what, where, how it begins) before they are deleted. */
export function LogoutDialog({ open, drafts, onCancel, onConfirm }: LogoutDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>Delete your unsent drafts?</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          Logging out deletes {drafts.length === 1 ? 'this draft' : `these ${drafts.length} drafts`} from this
          browser:
        </DialogContentText>
        <ul aria-label="Unsent drafts">
          {drafts.map((draft, i) => (
            <li key={i}>
              <strong>{draft.what}</strong> in {draft.where}
              {draft.about && ` (${draft.about})`}
              {draft.excerpt && <>: “{draft.excerpt}”</>}
            </li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Stay signed in
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm}>
          Delete drafts and log out
        </Button>
      </DialogActions>
    </Dialog>
  );
}
