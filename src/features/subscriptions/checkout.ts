import { useMutation } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { safeUrl } from '@/lib/safeUrl';
import type { Plan } from '@/lib/extension/contract';
import { subscriptionQueries } from './api';
import { rememberCheckout } from './pendingCheckout';
import type { Gateway } from './paymentReturn';

const subscriptionsContract = () =>
  import('@/lib/extension/contract/subscriptions').then((m) => m.subscriptionsRemotes);

// Buying a plan: only the plans page needs it, so the dashboard's plan box (./api) ships without it.
// The gateway's return is ./paymentReturn.

/** Spec 000 section 4 "Subscribe": card provider A (airwallex) when enabled, otherwise B (stripe). */
export const chooseGateway = (enabled: readonly string[]): Gateway =>
  enabled.includes('airwallex') ? 'airwallex' : 'stripe';

/** Gateway A's checkout: its reply names the environment the hosted checkout runs in (when it does). */
export function airwallexCheckoutAddress(
  reply: { env: string | null; checkoutUrl: string },
  origin: string,
): string {
  const url = new URL(safeUrl(reply.checkoutUrl, 'checkout', { allowLocal: __SIMULATED__, origin }));
  if (reply.env) url.searchParams.set('env', reply.env);
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

/** Buying a plan: the browser then goes to the gateway's checkout page. */
export function useCheckout() {
  return useMutation({
    mutationKey: [...subscriptionQueries.all, 'checkout'],
    mutationFn: (plan: Plan) => startCheckout(plan, window.location.origin),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
