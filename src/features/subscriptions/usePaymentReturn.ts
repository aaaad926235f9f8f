import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionQueries } from './api';
import type { PendingCheckout } from './pendingCheckout';
import { activePlanFor, completePayment, type PaymentReturn } from './paymentReturn';

/**
 * The return of the checkout this tab started: one mutation per try (the first on arrival, then
 * Try again), each with the checkout's nonce and action key. A started plan refreshes the plan box
 * and calls `onSubscribed` (registered here, so it runs even if the dialog has gone).
 */
export function useCompletePayment(
  ret: PaymentReturn,
  checkout: PendingCheckout,
  onSubscribed: (planName: string) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...subscriptionQueries.all, 'completePayment'],
    mutationFn: () => completePayment(ret, checkout),
    onSuccess: (outcome) => {
      if (outcome.kind !== 'subscribed') return;
      void queryClient.invalidateQueries({ queryKey: subscriptionQueries.all });
      onSubscribed(outcome.planName);
    },
  });
}

/** A return this tab cannot match: asks the server whether the returned plan is the user's now. */
export function useCheckPayment(ret: PaymentReturn) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...subscriptionQueries.all, 'checkPayment'],
    mutationFn: () => activePlanFor(ret),
    onSuccess: (plan) => {
      if (plan) void queryClient.invalidateQueries({ queryKey: subscriptionQueries.all });
    },
  });
}
