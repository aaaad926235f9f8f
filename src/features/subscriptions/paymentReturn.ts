import { callRemote, callRemoteAction } from '@/lib/extension/client';
import { errorMessage, isExtensionError } from '@/lib/extension/errors';
import { isUnconfirmed } from '@/lib/extension/actions';
import type { Plan } from '@/lib/extension/contract';
import { finishCheckout, markCheckoutInFlight, type PendingCheckout } from './pendingCheckout';

const subscriptionsContract = () =>
  import('@/lib/extension/contract/subscriptions').then((m) => m.subscriptionsRemotes);

// What the payment gateway's return does (spec 000 section 4 "Payment return"): gateway A's
// subscription is started by the app, gateway B's by the provider's webhook, which the app waits for.

export type Gateway = 'airwallex' | 'stripe';

export interface PaymentReturn {
  gateway: Gateway;
  productId?: string;
  priceId?: string;
}

export type ReturnOutcome =
  /** The plan is the user's. */
  | { kind: 'subscribed'; planName: string }
  /** The server said no (an unknown plan, `success: false`): the spec's "contact admin". */
  | { kind: 'refused' }
  /** Not started, or not confirmed (`unconfirmed`: a timeout or an unreadable answer): Try again. */
  | { kind: 'retry'; unconfirmed: boolean; message: string }
  /** Gateway B: paid, and the provider's confirmation has not arrived within the wait. */
  | { kind: 'activationPending' };

/** Every try of one checkout's activation carries this key, so the extension starts the plan once. */
export const subscriptionActionKey = (checkout: Pick<PendingCheckout, 'nonce'>): string =>
  `initiateSubscription:${checkout.nonce}`;

const planByProduct = (gateway: Gateway, productId: string): Promise<Plan | null> =>
  gateway === 'airwallex'
    ? callRemote(subscriptionsContract(), 'subscriptions.fetchSubscriptionPlanByAirwallexProductId', {
        airwallexProductId: productId,
      })
    : callRemote(subscriptionsContract(), 'subscriptions.fetchSubscriptionPlanByStripeProductId', {
        planStripeProductId: productId,
      });

/** The returned product's plan when it is the user's active plan now; null when it is not. */
export async function activePlanFor(ret: PaymentReturn): Promise<Plan | null> {
  if (!ret.productId) return null;
  const [plan, active] = await Promise.all([
    planByProduct(ret.gateway, ret.productId),
    callRemote(subscriptionsContract(), 'subscriptions.fetchActivePlanOfCurrentUser'),
  ]);
  return plan && active.plan?.id === plan.id ? plan : null;
}

const activeOrNull = (ret: PaymentReturn) => activePlanFor(ret).catch(() => null);

/** A try that did not end in an answer: the plan may have started all the same, so look first. */
async function afterFailedTry(
  ret: PaymentReturn,
  checkout: PendingCheckout,
  e: unknown,
): Promise<ReturnOutcome> {
  const active = await activeOrNull(ret);
  if (active) {
    finishCheckout(checkout.nonce);
    return { kind: 'subscribed', planName: active.name };
  }
  const unconfirmed = isUnconfirmed(e) || (isExtensionError(e) && e.kind === 'malformed');
  return { kind: 'retry', unconfirmed, message: errorMessage(e) };
}

/**
 * Gateway A: verifies the plan and initiates the subscription. The checkout's entry is marked in
 * flight first and removed only once the server has answered; every try sends the same action key.
 */
export async function activateAirwallexPlan(
  ret: PaymentReturn,
  checkout: PendingCheckout,
): Promise<ReturnOutcome> {
  const productId = ret.productId;
  const priceId = ret.priceId ?? checkout.priceId;
  const refuse = (): ReturnOutcome => {
    finishCheckout(checkout.nonce);
    return { kind: 'refused' };
  };
  if (!productId || !priceId) return refuse();
  // An earlier try whose answer was lost (a reload mid-call) may have started the plan.
  if (checkout.inFlight) {
    const active = await activeOrNull(ret);
    if (active) {
      finishCheckout(checkout.nonce);
      return { kind: 'subscribed', planName: active.name };
    }
  }
  markCheckoutInFlight(checkout.nonce);
  try {
    const plan = await planByProduct('airwallex', productId);
    if (!plan) return refuse();
    const reply = await callRemoteAction(
      subscriptionsContract(),
      'subscriptions.initiateSubscription',
      subscriptionActionKey(checkout),
      { airwallexProductId: productId, airwallexPriceId: priceId },
    );
    if (!reply.success) return refuse();
    finishCheckout(checkout.nonce);
    return { kind: 'subscribed', planName: plan.name };
  } catch (e) {
    return afterFailedTry(ret, checkout, e);
  }
}

/** Gateway B's checks of the active plan: at once, then backing off, about 60 s in all. */
export const STRIPE_WAIT_DELAYS_MS: readonly number[] = [0, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Gateway B: the provider's webhook starts the subscription; this waits for the plan to become
 * the user's. A check that fails is one check; the wait ends in `activationPending`, never in a
 * failure, since the payment went through.
 */
export async function awaitStripeActivation(
  ret: PaymentReturn,
  checkout: PendingCheckout,
  delaysMs: readonly number[] = STRIPE_WAIT_DELAYS_MS,
): Promise<ReturnOutcome> {
  for (const delay of delaysMs) {
    if (delay) await sleep(delay);
    const active = await activeOrNull(ret);
    if (active) {
      finishCheckout(checkout.nonce);
      return { kind: 'subscribed', planName: active.name };
    }
  }
  return { kind: 'activationPending' };
}

/** The return of the checkout this tab started: the plan starts (A) or is waited for (B) at once. */
export const completePayment = (ret: PaymentReturn, checkout: PendingCheckout): Promise<ReturnOutcome> =>
  ret.gateway === 'airwallex' ? activateAirwallexPlan(ret, checkout) : awaitStripeActivation(ret, checkout);
