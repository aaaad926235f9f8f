import Button from '@mui/material/Button';
import { errorMessage } from '@/lib/extension/errors';
import { SUBSCRIPTION_TEXTS } from '../api';
import type { PaymentReturn } from '../paymentReturn';
import { PAYMENT_RETURN_TEXTS } from '../paymentReturnTexts';
import { useCheckPayment } from '../usePaymentReturn';
import { PurchaseDialogFrame } from './PurchaseDialogFrame';

/**
 * A return this tab did not start (forged, another tab's or device's, older than a day): it starts
 * nothing by itself. Check payment asks whether the returned plan is the user's now, and says
 * how to finish when it is not.
 */
export function UnmatchedReturn({ ret }: { ret: PaymentReturn }) {
  const check = useCheckPayment(ret);
  const text = check.isPending
    ? SUBSCRIPTION_TEXTS.waiting
    : check.isError
      ? PAYMENT_RETURN_TEXTS.checkFailed(errorMessage(check.error))
      : check.data
        ? SUBSCRIPTION_TEXTS.subscribed(check.data.name)
        : check.isSuccess
          ? ret.gateway === 'airwallex'
            ? PAYMENT_RETURN_TEXTS.unmatchedNotActiveA
            : PAYMENT_RETURN_TEXTS.unmatchedNotActiveB
          : PAYMENT_RETURN_TEXTS.unmatched;
  return (
    <PurchaseDialogFrame
      title={PAYMENT_RETURN_TEXTS.unmatchedTitle}
      text={text}
      waiting={check.isPending}
      actions={
        !check.data &&
        !check.isPending && (
          <Button variant="contained" onClick={() => check.mutate()} autoFocus>
            Check payment
          </Button>
        )
      }
    />
  );
}
