import { useCallback, useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { SUBSCRIPTION_TEXTS } from '../api';
import { pendingCheckoutFor, ReplayedReturnError, useCompletePayment, type Gateway } from '../checkout';

const dashboardRoute = getRouteApi('/shell/');

/** Done: a full reload of the dashboard at a clean address (no payment parameters). */
const reloadCleanDashboard = () => window.location.replace('/');

/** A completed return is remembered for the tab, so reloading its address does not initiate the subscription again. */
const completedKey = (gateway: Gateway, productId?: string, priceId?: string) =>
  `reachly.paymentReturn:${gateway}:${productId ?? ''}:${priceId ?? ''}`;
const readCompleted = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

/** What a person sees for a return link this tab did not start (forged, another tab's, or used before). */
export const UNRECOGNISED_RETURN = {
  title: 'Payment link not recognised',
  text: 'This payment return does not belong to a checkout started in this tab, so nothing was done. If you paid, your plan shows on the dashboard once the payment is confirmed.',
} as const;

function UnrecognisedReturnDialog() {
  return (
    <Dialog open aria-labelledby="payment-return-title" aria-describedby="payment-return-text">
      <DialogTitle id="payment-return-title">{UNRECOGNISED_RETURN.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="payment-return-text">{UNRECOGNISED_RETURN.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={reloadCleanDashboard} autoFocus>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Exported for tests. */
export function PurchaseDialog({
  gateway,
  failed,
  productId,
  priceId,
}: {
  gateway: Gateway;
  failed: boolean;
  productId?: string;
  priceId?: string;
}) {
  const key = completedKey(gateway, productId, priceId);
  const [alreadyDone] = useState(() => (failed ? null : readCompleted(key)));
  // Read once: the checkout this tab started for exactly this return, if any.
  const [pending] = useState(() => (failed ? null : pendingCheckoutFor({ gateway, productId, priceId })));
  const complete = useCompletePayment((planName) => {
    try {
      sessionStorage.setItem(key, planName);
    } catch {
      // Storage unavailable: nothing to remember.
    }
  });
  const { mutate } = complete;
  const acted = useRef(false);
  /** Once: the mutation uses the single-use nonce, then verifies (gateway B) or initiates (gateway A). */
  const act = useCallback(() => {
    if (acted.current || !pending) return;
    acted.current = true;
    mutate({ gateway, productId, priceId, nonce: pending.nonce });
  }, [pending, gateway, productId, priceId, mutate]);

  // Gateway B only reads whether the provider activated the plan: it may check at once. Gateway A's
  // initiateSubscription bills, so it waits for the person's click.
  const autoVerify = gateway === 'stripe' && !!pending && alreadyDone === null;
  useEffect(() => {
    if (autoVerify) act();
  }, [autoVerify, act]);

  const replayed = complete.error instanceof ReplayedReturnError;
  if (replayed || (!failed && alreadyDone === null && !pending)) return <UnrecognisedReturnDialog />;

  const planName = alreadyDone ?? (complete.data?.ok ? complete.data.planName : null);
  const awaitingClick = !failed && planName === null && complete.isIdle && !autoVerify;
  const waiting = !failed && planName === null && !awaitingClick && !complete.isSuccess && !complete.isError;
  const text = awaitingClick
    ? `Your payment for the ${pending?.planName ?? ''} plan went through. Activate the plan to start using it.`
    : waiting
      ? SUBSCRIPTION_TEXTS.waiting
      : planName !== null
        ? SUBSCRIPTION_TEXTS.subscribed(planName)
        : SUBSCRIPTION_TEXTS.paymentFailed;

  return (
    <Dialog open aria-labelledby="purchase-title" aria-describedby="purchase-text" aria-busy={waiting}>
      <DialogTitle id="purchase-title">{SUBSCRIPTION_TEXTS.purchaseTitle}</DialogTitle>
      <DialogContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
          {waiting && <CircularProgress size={24} aria-hidden />}
          <DialogContentText id="purchase-text" role="status">
            {text}
          </DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions>
        {awaitingClick && (
          <Button variant="contained" onClick={act} autoFocus>
            Activate plan
          </Button>
        )}
        {!waiting && !awaitingClick && (
          <Button variant="contained" onClick={reloadCleanDashboard} autoFocus>
            Done
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function PaymentCancelledDialog({ plan }: { plan: string }) {
  const navigate = useNavigate();
  return (
    <Dialog open aria-labelledby="payment-cancelled-title" aria-describedby="payment-cancelled-text">
      <DialogTitle id="payment-cancelled-title">{SUBSCRIPTION_TEXTS.cancelledTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="payment-cancelled-text">
          {SUBSCRIPTION_TEXTS.notCompleted(plan)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigate({ to: '/', search: {}, replace: true })}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => void navigate({ to: '/subscriptions', replace: true })}
          autoFocus
        >
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The dialog for a payment return's address (PaymentReturnDialogs loads it when there is one). */
export function PaymentReturnDialogView() {
  const { gateway, payment, productId, priceId, p } = dashboardRoute.useSearch();
  if (!gateway || !payment) return null;
  if (payment === 'cancel') return <PaymentCancelledDialog plan={p ?? 'the selected'} />;
  return (
    <PurchaseDialog
      key={`${gateway}:${productId}:${priceId}`}
      gateway={gateway}
      failed={payment === 'failed'}
      productId={productId}
      priceId={priceId}
    />
  );
}
