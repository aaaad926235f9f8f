import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { SUBSCRIPTION_TEXTS } from '../api';

/** Done: a full reload of the dashboard at a clean address (no payment parameters). */
export const reloadCleanDashboard = () => window.location.replace('/');

/**
 * The payment return's dialog: its text is a live status; while `waiting` a spinner shows and
 * Done is hidden (spec 000 section 2.5). `actions` come before Done.
 */
export function PurchaseDialogFrame({
  title = SUBSCRIPTION_TEXTS.purchaseTitle,
  text,
  waiting = false,
  actions,
}: {
  title?: string;
  text: string;
  waiting?: boolean;
  actions?: ReactNode;
}) {
  return (
    <Dialog open aria-labelledby="purchase-title" aria-describedby="purchase-text" aria-busy={waiting}>
      <DialogTitle id="purchase-title">{title}</DialogTitle>
      <DialogContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
          {waiting && <CircularProgress size={24} aria-hidden />}
          <DialogContentText id="purchase-text" role="status">
            {text}
          </DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions>
        {actions}
        {!waiting && (
          <Button
            variant={actions ? 'text' : 'contained'}
            onClick={reloadCleanDashboard}
            autoFocus={!actions}
          >
            Done
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
