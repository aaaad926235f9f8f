import type { Plan } from '@/lib/extension/contract';
import { updateWorld, world } from '../../world/store';
import { DAY_MS } from '../../world/worldConstants';
import { planTermDays } from '../../world/seed/account';
import type { World } from '../../world/types';
import { SimulatedFailure, signedInUser, type Handlers } from '../support';
import { now as clockNow } from '@/lib/time/clock';

/**
 * The simulated checkout page (public/sim-checkout.html). Its Pay and Cancel buttons return to
 * the dashboard with `gateway`, `payment=success|cancel`, `productId`, `priceId` and `p` (the
 * plan's name). For gateway B (stripe) its Pay button also plays the provider's webhook: it
 * activates the plan in the persisted world, exactly as `activatePlan` below does.
 */
export const checkoutUrl = (params: Record<string, string>) =>
  `/sim-checkout.html?${new URLSearchParams(params).toString()}`;

/** The server's side of a completed purchase: the plan becomes the user's, renewing automatically. */
export function activatePlan(w: World, plan: Plan, now = clockNow()): void {
  w.activePlan = { planId: plan.id, endDate: now + planTermDays(plan) * DAY_MS, autoRenew: true };
  w.pendingCheckout = null;
  const user = signedInUser(w) ?? w.server.users[0];
  if (user) user.planId = plan.id;
}

const findPlan = (predicate: (p: Plan) => boolean) => world().plans.find(predicate) ?? null;

export const subscriptionsRemotes: Handlers<
  typeof import('@/lib/extension/contract/subscriptions').subscriptionsRemotes
> = {
  'subscriptions.fetchAllSubscriptionPlans': () => world().plans,
  'subscriptions.fetchActivePlanOfCurrentUser': () => {
    const w = world();
    const plan = w.plans.find((p) => p.id === w.activePlan.planId) ?? null;
    return {
      plan,
      me: { airwallexPlanEndDate: w.activePlan.endDate, airwallexAutoRenew: w.activePlan.autoRenew },
    };
  },
  'payment-gateways.fetchEnabled': () => world().gateways,
  'subscriptions.initiateAirwallexCheckout': ({ plan }) => {
    const known = findPlan((p) => p.id === plan.id);
    if (!known?.airwallexProductId || !known.airwallexPriceId)
      throw new SimulatedFailure('This plan cannot be bought with this gateway');
    if (known.price <= 0) throw new SimulatedFailure('This plan cannot be bought');
    updateWorld((w) => void (w.pendingCheckout = { gateway: 'airwallex', planId: known.id }));
    return {
      env: 'demo',
      checkoutUrl: checkoutUrl({
        gateway: 'airwallex',
        productId: known.airwallexProductId,
        priceId: known.airwallexPriceId,
        plan: known.name,
      }),
    };
  },
  'subscriptions.initiateStripeCheckout': ({ planStripeProductId }) => {
    const plan = findPlan((p) => p.stripeProductId === planStripeProductId);
    if (!plan) throw new SimulatedFailure('Unknown plan');
    if (plan.price <= 0) throw new SimulatedFailure('This plan cannot be bought');
    updateWorld((w) => void (w.pendingCheckout = { gateway: 'stripe', planId: plan.id }));
    return checkoutUrl({ gateway: 'stripe', productId: planStripeProductId, plan: plan.name });
  },
  'subscriptions.fetchSubscriptionPlanByAirwallexProductId': ({ airwallexProductId }) =>
    findPlan((p) => p.airwallexProductId === airwallexProductId),
  'subscriptions.initiateSubscription': ({ airwallexProductId, airwallexPriceId }) => {
    const plan = findPlan(
      (p) => p.airwallexProductId === airwallexProductId && p.airwallexPriceId === airwallexPriceId,
    );
    if (!plan) return { success: false, message: 'Unknown plan' };
    updateWorld((w) => activatePlan(w, plan));
    return { success: true, message: null };
  },
  'subscriptions.fetchSubscriptionPlanByStripeProductId': ({ planStripeProductId }) =>
    findPlan((p) => p.stripeProductId === planStripeProductId),
  'subscriptions.cancelCurrentAirwallexSubscription': () => {
    const w = world();
    const plan = w.plans.find((p) => p.id === w.activePlan.planId);
    if (!plan || plan.price <= 0)
      return { success: false, message: 'You have no paid subscription to cancel' };
    if (!w.activePlan.autoRenew) return { success: false, message: 'Your subscription is already cancelled' };
    updateWorld((x) => void (x.activePlan.autoRenew = false));
    return { success: true, message: null };
  },
};
