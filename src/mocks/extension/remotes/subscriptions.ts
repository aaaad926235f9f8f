import { updateWorld, world } from '../../world/store';
import { DAY_MS } from '../../world/random';
import { SimulatedFailure, type Remotes } from '../support';

type Names = Extract<keyof Remotes, `subscriptions.${string}` | `payment-gateways.${string}`>;

/** The simulated checkout page (served from public/) that returns to the dashboard. */
export const checkoutUrl = (params: Record<string, string>) => `/sim-checkout.html?${new URLSearchParams(params).toString()}`;

export const subscriptionRemotes: Pick<Remotes, Names> = {
  'subscriptions.fetchAllSubscriptionPlans': () => world().plans,
  'subscriptions.fetchActivePlanOfCurrentUser': () => {
    const w = world();
    const plan = w.plans.find((p) => p.id === w.activePlan.planId) ?? null;
    return { plan, me: { airwallexPlanEndDate: w.activePlan.endDate, airwallexAutoRenew: w.activePlan.autoRenew } };
  },
  'payment-gateways.fetchEnabled': () => world().gateways,
  'subscriptions.initiateAirwallexCheckout': ({ plan }) => {
    if (!plan.airwallexProductId || !plan.airwallexPriceId) throw new SimulatedFailure('This plan cannot be bought with this gateway');
    updateWorld((w) => void (w.pendingCheckout = { gateway: 'airwallex', planId: plan.id }));
    return {
      env: 'demo',
      checkoutUrl: checkoutUrl({ gateway: 'airwallex', productId: plan.airwallexProductId, priceId: plan.airwallexPriceId, plan: plan.name }),
    };
  },
  'subscriptions.initiateStripeCheckout': ({ planStripeProductId }) => {
    const plan = world().plans.find((p) => p.stripeProductId === planStripeProductId);
    if (!plan) throw new SimulatedFailure('Unknown plan');
    updateWorld((w) => void (w.pendingCheckout = { gateway: 'stripe', planId: plan.id }));
    return checkoutUrl({ gateway: 'stripe', productId: planStripeProductId, plan: plan.name });
  },
  'subscriptions.fetchSubscriptionPlanByAirwallexProductId': ({ airwallexProductId }) =>
    world().plans.find((p) => p.airwallexProductId === airwallexProductId) ?? null,
  'subscriptions.initiateSubscription': ({ airwallexProductId, airwallexPriceId }) => {
    const plan = world().plans.find((p) => p.airwallexProductId === airwallexProductId && p.airwallexPriceId === airwallexPriceId);
    if (!plan) return { success: false, message: 'Unknown plan' };
    updateWorld((w) => {
      w.activePlan = { planId: plan.id, endDate: Date.now() + (plan.billingCycle === 'yearly' ? 365 : 30) * DAY_MS, autoRenew: true };
      w.pendingCheckout = null;
      const user = w.server.users[0];
      if (user) user.planId = plan.id;
    });
    return { success: true, message: null };
  },
  'subscriptions.fetchSubscriptionPlanByStripeProductId': ({ planStripeProductId }) =>
    world().plans.find((p) => p.stripeProductId === planStripeProductId) ?? null,
  'subscriptions.cancelCurrentAirwallexSubscription': () => {
    updateWorld((w) => void (w.activePlan.autoRenew = false));
    return { success: true, message: null };
  },
};
