import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { activePlanQuery } from '@/lib/queries/account';
import type { ActivePlan, Plan } from '@/lib/extension/contract';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { safeUrl } from '@/lib/safeUrl';
import { consumeCheckout, rememberCheckout } from './pendingCheckout';

export { consumeCheckout, pendingCheckoutFor, type PendingCheckout } from './pendingCheckout';

/** A payment return whose checkout nonce was already used (or never issued in this tab). */
export class ReplayedReturnError extends Error {
  constructor() {
    super('This payment return was already used.');
    this.name = 'ReplayedReturnError';
  }
}

export type { ActivePlan, Plan };

const PLANS_STALE_MS = 5 * 60_000;

/** Query factories of the subscriptions feature; the dashboard reads the active plan through them too. */
export const subscriptionQueries = {
  all: [QUERY_ROOTS.subscriptions] as const,
  plans: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, 'plans'],
      queryFn: () => callRemote('subscriptions.fetchAllSubscriptionPlans'),
      staleTime: PLANS_STALE_MS,
    }),
  /** Shared with the dashboard and Account safety: one cache entry (src/lib/queries/account.ts). */
  activePlan: activePlanQuery,
  gateways: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, 'gateways'],
      queryFn: () => callRemote('payment-gateways.fetchEnabled'),
    }),
};

/** Spec 000 section 5: only plans with a nonzero price are offered. */
export const purchasablePlans = (plans: readonly Plan[]): Plan[] => plans.filter((p) => p.price > 0);

export const isPaidPlan = (plan: Pick<Plan, 'price'> | null | undefined): boolean => !!plan && plan.price > 0;

export const billingCycleLabel = (cycle: string): string =>
  cycle ? cycle.charAt(0).toUpperCase() + cycle.slice(1) : cycle;

/** The five counts every plan card (and the dashboard's plan box) lists. */
export const planLimits = (plan: Plan): { label: string; value: number }[] => [
  { label: 'Campaigns allowed', value: plan.campaignsAllowed },
  { label: 'Profile views per day', value: plan.profileViewsPerDay },
  { label: 'Connection requests per day', value: plan.connectionRequestsPerDay },
  { label: 'Send messages per day', value: plan.sendMessagesPerDay },
  { label: 'Auto like/share/comment per day', value: plan.autoLikeShareCommentPerDay },
];

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
  const gateway = chooseGateway(await callRemote('payment-gateways.fetchEnabled'));
  const unavailable = () =>
    new Error(`The ${plan.name} plan cannot be bought right now. Please contact admin.`);
  if (gateway === 'airwallex') {
    if (!plan.airwallexProductId) throw unavailable();
    const reply = await callRemote('subscriptions.initiateAirwallexCheckout', { plan });
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
  const reply = await callRemote('subscriptions.initiateStripeCheckout', {
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
    const plan = await callRemote('subscriptions.fetchSubscriptionPlanByAirwallexProductId', {
      airwallexProductId: ret.productId,
    });
    if (!plan) return { ok: false };
    const reply = await callRemote('subscriptions.initiateSubscription', {
      airwallexProductId: ret.productId,
      airwallexPriceId: ret.priceId,
    });
    return reply.success ? { ok: true, planName: plan.name } : { ok: false };
  }
  const plan = await callRemote('subscriptions.fetchSubscriptionPlanByStripeProductId', {
    planStripeProductId: ret.productId,
  });
  if (!plan) return { ok: false };
  const { stripeTries = 5, stripeRetryMs = 1000 } = options;
  for (let attempt = 1; attempt <= stripeTries; attempt++) {
    const active = await callRemote('subscriptions.fetchActivePlanOfCurrentUser');
    if (active.plan?.id === plan.id) return { ok: true, planName: plan.name };
    if (attempt < stripeTries) await sleep(stripeRetryMs);
  }
  return { ok: false };
}

export const subscriptionMutations = {
  checkout: () =>
    mutationOptions({
      mutationKey: [...subscriptionQueries.all, 'checkout'],
      mutationFn: (plan: Plan) => startCheckout(plan, window.location.origin),
    }),
  /** Uses up the checkout's single-use nonce first: a replayed return fails with ReplayedReturnError. */
  completePayment: () =>
    mutationOptions({
      mutationKey: [...subscriptionQueries.all, 'completePayment'],
      mutationFn: ({ nonce, ...ret }: PaymentReturn & { nonce: string }) => {
        if (!consumeCheckout(nonce)) throw new ReplayedReturnError();
        return completePayment(ret);
      },
    }),
  cancel: () =>
    mutationOptions({
      mutationKey: [...subscriptionQueries.all, 'cancel'],
      mutationFn: async () => {
        const reply = await callRemote('subscriptions.cancelCurrentAirwallexSubscription');
        if (!reply.success) throw new Error(reply.message || 'The subscription could not be cancelled');
        return reply;
      },
    }),
};

// The spec's texts (000 sections 2.5, 4 and 8), verbatim.
export const SUBSCRIPTION_TEXTS = {
  forfeitConfirm: 'Your current plan will be forfeited with no refund.',
  cancelConfirm: 'Are you sure you want to cancel your subscription?',
  cancelled: 'Successfully cancelled subscription',
  waiting: 'Please wait, while we verify and initiate subscription...',
  subscribed: (name: string) => `You have successfully subscribed plan: ${name}`,
  paymentFailed: 'But there was some issue subscribing plan. Please contact admin.',
  purchaseTitle: 'Thank you for your purchase!',
  cancelledTitle: 'Payment Cancelled',
  notCompleted: (plan: string) => `Your subscription to ${plan} Plan was not completed.`,
  activeBadge: 'Active subscription',
} as const;
