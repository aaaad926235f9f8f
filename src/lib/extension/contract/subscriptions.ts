import * as z from 'zod/mini';
import { noArgs, remote } from './shared/define';
import { tolerantList } from './shared/tolerant';

// Spec 000 section 7: plans, the active plan and checkout.

const nullishString = () => z.nullish(z.string());

export const PlanSchema = z.object({
  id: z.number(),
  name: z.string(),
  billingCycle: z.string(),
  price: z.number(),
  campaignsAllowed: z.number(),
  profileViewsPerDay: z.number(),
  connectionRequestsPerDay: z.number(),
  sendMessagesPerDay: z.number(),
  autoLikeShareCommentPerDay: z.number(),
  stripeProductId: nullishString(),
  airwallexProductId: nullishString(),
  airwallexPriceId: nullishString(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const ActivePlanSchema = z.object({
  plan: z.nullable(PlanSchema),
  me: z.object({
    airwallexPlanEndDate: z.nullish(z.number()),
    airwallexAutoRenew: z._default(z.boolean(), false),
  }),
});
export type ActivePlan = z.infer<typeof ActivePlanSchema>;

const successReply = z.object({ success: z.boolean(), message: nullishString() });

export const subscriptionsRemotes = {
  'subscriptions.fetchAllSubscriptionPlans': remote(noArgs, tolerantList(PlanSchema, 'plan')),
  'subscriptions.fetchActivePlanOfCurrentUser': remote(noArgs, ActivePlanSchema),
  'payment-gateways.fetchEnabled': remote(noArgs, z.array(z.string())),
  'subscriptions.initiateAirwallexCheckout': remote(
    z.tuple([z.object({ plan: PlanSchema })]),
    z.looseObject({ env: z.string(), checkoutUrl: z.string() }),
  ),
  'subscriptions.initiateStripeCheckout': remote(
    z.tuple([z.object({ planStripeProductId: z.string() })]),
    z.string(),
  ),
  'subscriptions.fetchSubscriptionPlanByAirwallexProductId': remote(
    z.tuple([z.object({ airwallexProductId: z.string() })]),
    z.nullable(PlanSchema),
  ),
  'subscriptions.initiateSubscription': remote(
    z.tuple([z.object({ airwallexProductId: z.string(), airwallexPriceId: z.string() })]),
    successReply,
  ),
  'subscriptions.fetchSubscriptionPlanByStripeProductId': remote(
    z.tuple([z.object({ planStripeProductId: z.string() })]),
    z.nullable(PlanSchema),
  ),
  'subscriptions.cancelCurrentAirwallexSubscription': remote(noArgs, successReply),
};
