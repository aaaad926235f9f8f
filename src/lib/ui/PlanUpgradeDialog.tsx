import { useCallback, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { FEATURE_NOT_LICENSED, useFeatureGate, type PlanFeature } from '../session/featureGate';

export const PLAN_UPGRADE_TITLE = 'Plan upgrade required';
export const UPGRADE_TARGET = '/account';

interface PlanUpgradeDialogProps {
  open: boolean;
  /** The gate's message; defaults to the spec's 'feature required' notice. */
  message?: string;
  /** Called before either button acts; without it a click outside does not close the dialog. */
  onClose?: () => void;
}

/**
 * 'Plan upgrade required': 'Go back' returns one page (to the dashboard when there is no page
 * to return to), 'Upgrade now' opens /account.
 */
export function PlanUpgradeDialog({ open, message = FEATURE_NOT_LICENSED, onClose }: PlanUpgradeDialogProps) {
  const router = useRouter();
  const navigate = useNavigate();
  const goBack = () => {
    onClose?.();
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/' });
  };
  const upgrade = () => {
    onClose?.();
    void navigate({ to: UPGRADE_TARGET });
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="plan-upgrade-title"
      aria-describedby="plan-upgrade-text"
    >
      <DialogTitle id="plan-upgrade-title">{PLAN_UPGRADE_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="plan-upgrade-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={goBack}>Go back</Button>
        <Button variant="contained" onClick={upgrade} autoFocus>
          Upgrade now
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * For actions inside a screen: `requireFeature('dripCampaign', DRIP_NOT_IN_PLAN)` answers
 * whether the plan has it and, if not, opens the upgrade dialog; render `dialog` once.
 */
export function usePlanUpgrade(): {
  requireFeature: (feature: PlanFeature, message?: string) => boolean;
  dialog: ReactNode;
} {
  const allowed = useFeatureGate();
  const [message, setMessage] = useState<string | null>(null);
  const requireFeature = useCallback(
    (feature: PlanFeature, text: string = FEATURE_NOT_LICENSED) => {
      if (allowed(feature)) return true;
      setMessage(text);
      return false;
    },
    [allowed],
  );
  const dialog = (
    <PlanUpgradeDialog
      open={message !== null}
      message={message ?? undefined}
      onClose={() => setMessage(null)}
    />
  );
  return { requireFeature, dialog };
}
