import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { safeUrl } from '@/lib/safeUrl';
import type { Plan } from '@/lib/extension/contract';
import { subscriptionQueries } from './api';
import { consumeCheckout, rememberCheckout } from './pendingCheckout';

const subscriptionsContract = () =>
  import('@/lib/extension/contract/subscriptions').then((m) => m.subscriptionsRemotes);

// Buying a plan and the payment gateway's return: only the plans page and the return dialogs
// need it, so the dashboard's plan box (./api) ships without it.

export { consumeCheckout, pendingCheckoutFor } from './pendingCheckout';

/** A payment return whose checkout nonce was already used (or never issued in this tab). */
export class ReplayedReturnError extends Error {
  constructor() {
    super('This payment return was already used.');
    this.name = 'ReplayedReturnError';
  }
}

export type Gateway = 'airwallex' | 'stripe';

/** Spec 000 section 4 "Subscribe": card provider A (airwallex) when enabled, otherwise B (stripe). */
export const chooseGateway = (enabled: readonly string[]): Gateway =>
  enabled.includes('airwallex') ? 'airwallex' : 'stripe';

/** Gateway A's checkout: its reply names the environment the hosted checkout runs in. */
export function airwallexCheckoutAddress(
  reply: { env: string; checkoutUrl: string },
  origin: string,
): string {
  const url = new URL(safeUrl(reply.checkoutUrl, 'checkout', { allowLocal: __SIMULATED__, origin }));
  url.searchParams.set('env', reply.env);
  return url.toString();
}

/**
 * Starts a checkout for `plan` with the enabled gateway and returns the address to go to. The
 * address comes from the extension, so it must pass the checkout URL check (a payment gateway's
 * https page); otherwise this throws and nothing is opened.
 */
export async function startCheckout(plan: Plan, origin: string): Promise<{ gateway: Gateway; url: string }> {
  const gateway = chooseGateway(await callRemote(subscriptionsContract(), 'payment-gateways.fetchEnabled'));
  const unavailable = () =>
    new Error(`The ${plan.name} plan cannot be bought right now. Please contact admin.`);
  if (gateway === 'airwallex') {
    if (!plan.airwallexProductId) throw unavailable();
    const reply = await callRemote(subscriptionsContract(), 'subscriptions.initiateAirwallexCheckout', {
      plan,
    });
    const url = airwallexCheckoutAddress(reply, origin);
    // Only this tab's return link for this checkout may act on it.
    rememberCheckout({
      gateway,
      productId: plan.airwallexProductId,
      priceId: plan.airwallexPriceId ?? null,
      planName: plan.name,
    });
    return { gateway, url };
  }
  if (!plan.stripeProductId) throw unavailable();
  const reply = await callRemote(subscriptionsContract(), 'subscriptions.initiateStripeCheckout', {
    planStripeProductId: plan.stripeProductId,
  });
  const url = safeUrl(reply, 'checkout', { allowLocal: __SIMULATED__, origin });
  rememberCheckout({ gateway, productId: plan.stripeProductId, priceId: null, planName: plan.name });
  return { gateway, url };
}

export interface PaymentReturn {
  gateway: Gateway;
  productId?: string;
  priceId?: string;
}

export type PaymentOutcome = { ok: true; planName: string } | { ok: false };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a successful payment: gateway A's subscription is initiated by the app; gateway B's is
 * activated by the provider's webhook, so the app checks that the plan has become the user's
 * (a few times, as the webhook may lag).
 */
export async function completePayment(
  ret: PaymentReturn,
  options: { stripeTries?: number; stripeRetryMs?: number } = {},
): Promise<PaymentOutcome> {
  if (!ret.productId) return { ok: false };
  if (ret.gateway === 'airwallex') {
    if (!ret.priceId) return { ok: false };
    const plan = await callRemote(
      subscriptionsContract(),
      'subscriptions.fetchSubscriptionPlanByAirwallexProductId',
      {
        airwallexProductId: ret.productId,
      },
    );
    if (!plan) return { ok: false };
    const reply = await callRemote(subscriptionsContract(), 'subscriptions.initiateSubscription', {
      airwallexProductId: ret.productId,
      airwallexPriceId: ret.priceId,
    });
    return reply.success ? { ok: true, planName: plan.name } : { ok: false };
  }
  const plan = await callRemote(
    subscriptionsContract(),
    'subscriptions.fetchSubscriptionPlanByStripeProductId',
    {
      planStripeProductId: ret.productId,
    },
  );
  if (!plan) return { ok: false };
  const { stripeTries = 5, stripeRetryMs = 1000 } = options;
  for (let attempt = 1; attempt <= stripeTries; attempt++) {
    const active = await callRemote(subscriptionsContract(), 'subscriptions.fetchActivePlanOfCurrentUser');
    if (active.plan?.id === plan.id) return { ok: true, planName: plan.name };
    if (attempt < stripeTries) await sleep(stripeRetryMs);
  }
  return { ok: false };
}

/** Buying a plan: the browser then goes to the gateway's checkout page. */
export function useCheckout() {
  return useMutation({
    mutationKey: [...subscriptionQueries.all, 'checkout'],
    mutationFn: (plan: Plan) => startCheckout(plan, window.location.origin),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/**
 * Acting on the gateway's return. Uses up the checkout's single-use nonce first: a replayed return
 * fails with ReplayedReturnError. A completed payment refreshes the plan and calls `onCompleted`.
 */
export function useCompletePayment(onCompleted: (planName: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...subscriptionQueries.all, 'completePayment'],
    mutationFn: ({ nonce, ...ret }: PaymentReturn & { nonce: string }) => {
      if (!consumeCheckout(nonce)) throw new ReplayedReturnError();
      return completePayment(ret);
    },
    onSuccess: (outcome) => {
      if (!outcome.ok) return;
      // The plan box behind the dialog shows the new plan at once.
      void queryClient.invalidateQueries({ queryKey: subscriptionQueries.all });
      onCompleted(outcome.planName);
    },
  });
}
