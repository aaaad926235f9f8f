import { useEffect, useRef, useState } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import {
  subscriptionMutations,
  subscriptionQueries,
  SUBSCRIPTION_TEXTS,
  type Gateway,
} from '@/features/subscriptions/api';

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

function PurchaseDialog({
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
  const queryClient = useQueryClient();
  const complete = useMutation({
    ...subscriptionMutations.completePayment(),
    onSuccess: (outcome) => {
      if (!outcome.ok) return;
      // The plan box behind the dialog shows the new plan at once.
      void queryClient.invalidateQueries({ queryKey: subscriptionQueries.all });
      try {
        sessionStorage.setItem(key, outcome.planName);
      } catch {
        // Storage unavailable: nothing to remember.
      }
    },
  });
  const { mutate } = complete;
  const started = useRef(false);
  useEffect(() => {
    // Once per page: initiating a subscription twice would bill twice.
    if (failed || alreadyDone !== null || started.current) return;
    started.current = true;
    mutate({ gateway, productId, priceId });
  }, [failed, alreadyDone, gateway, productId, priceId, mutate]);

  const planName = alreadyDone ?? (complete.data?.ok ? complete.data.planName : null);
  const waiting = !failed && planName === null && !complete.isSuccess && !complete.isError;
  const text = waiting
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
        {!waiting && (
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

/**
 * Spec 000 section 4 "Payment return": the checkout pages send the user back to the dashboard
 * with gateway, payment (success, cancel or failed), productId, priceId and p (the plan's name).
 */
export function PaymentReturnDialogs() {
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
