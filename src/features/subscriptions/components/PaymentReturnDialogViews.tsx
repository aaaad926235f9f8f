import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { SUBSCRIPTION_TEXTS } from '../api';
import { pendingCheckoutFor } from '../pendingCheckout';
import type { Gateway } from '../paymentReturn';
import { OwnCheckoutReturn } from './OwnCheckoutReturn';
import { PurchaseDialogFrame } from './PurchaseDialogFrame';
import { UnmatchedReturn } from './UnmatchedReturn';

const dashboardRoute = getRouteApi('/shell/');

/** A completed return is remembered for the tab, so reloading its address shows it without asking again. */
const completedKey = (gateway: Gateway, productId?: string, priceId?: string) =>
  `reachly.paymentReturn:${gateway}:${productId ?? ''}:${priceId ?? ''}`;
const readCompleted = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
const rememberCompleted = (key: string, planName: string) => {
  try {
    sessionStorage.setItem(key, planName);
  } catch {
    // Storage unavailable: nothing to remember.
  }
};

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
  // Read once: a completed return of this address, or the checkout this tab started for it.
  const [alreadyDone] = useState(() => (failed ? null : readCompleted(key)));
  const [checkout] = useState(() => (failed ? null : pendingCheckoutFor({ gateway, productId, priceId })));

  if (failed) return <PurchaseDialogFrame text={SUBSCRIPTION_TEXTS.paymentFailed} />;
  if (alreadyDone !== null) return <PurchaseDialogFrame text={SUBSCRIPTION_TEXTS.subscribed(alreadyDone)} />;
  const ret = { gateway, productId, priceId };
  if (!checkout) return <UnmatchedReturn ret={ret} />;
  return (
    <OwnCheckoutReturn
      ret={ret}
      checkout={checkout}
      onSubscribed={(planName) => rememberCompleted(key, planName)}
    />
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
