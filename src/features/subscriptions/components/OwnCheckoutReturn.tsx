import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import { errorMessage } from '@/lib/extension/errors';
import { SUBSCRIPTION_TEXTS } from '../api';
import type { PendingCheckout } from '../pendingCheckout';
import type { PaymentReturn, ReturnOutcome } from '../paymentReturn';
import { PAYMENT_RETURN_TEXTS } from '../paymentReturnTexts';
import { useCompletePayment } from '../usePaymentReturn';
import { PurchaseDialogFrame } from './PurchaseDialogFrame';

function textOf(outcome: ReturnOutcome): string {
  switch (outcome.kind) {
    case 'subscribed':
      return SUBSCRIPTION_TEXTS.subscribed(outcome.planName);
    case 'refused':
      return SUBSCRIPTION_TEXTS.paymentFailed;
    case 'retry':
      return outcome.unconfirmed
        ? PAYMENT_RETURN_TEXTS.notConfirmed
        : PAYMENT_RETURN_TEXTS.notStarted(outcome.message);
    case 'activationPending':
      return PAYMENT_RETURN_TEXTS.activationPending;
  }
}

/**
 * The return of the checkout this tab started: the subscription starts on arrival, as spec 000
 * says. A try that did not end in the server's answer offers Try again with the same checkout.
 */
export function OwnCheckoutReturn({
  ret,
  checkout,
  onSubscribed,
}: {
  ret: PaymentReturn;
  checkout: PendingCheckout;
  onSubscribed: (planName: string) => void;
}) {
  const { mutate, data, error, isPending, isIdle } = useCompletePayment(ret, checkout, onSubscribed);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  const outcome: ReturnOutcome | null = error
    ? { kind: 'retry', unconfirmed: false, message: errorMessage(error) }
    : (data ?? null);
  if (isPending || isIdle || !outcome)
    return <PurchaseDialogFrame text={SUBSCRIPTION_TEXTS.waiting} waiting />;

  const again = outcome.kind === 'retry' || outcome.kind === 'activationPending';
  return (
    <PurchaseDialogFrame
      text={textOf(outcome)}
      actions={
        again && (
          <Button variant="contained" onClick={() => mutate()} autoFocus>
            {outcome.kind === 'retry' ? 'Try again' : 'Check again'}
          </Button>
        )
      }
    />
  );
}
