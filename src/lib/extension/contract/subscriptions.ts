import * as z from 'zod/mini';
import { noArgs, remote } from './shared/define';
import { LooseBoolean } from './shared/define';
import { EpochMs, IdNumber, LooseNumber, tolerantList, VerdictSchema } from './shared/tolerant';

// Spec 000 section 7: plans, the active plan and checkout.

const nullishString = () => z.nullish(z.string());

export const PlanSchema = z.object({
  id: IdNumber,
  name: z.string(),
  billingCycle: z.string(),
  price: LooseNumber,
  campaignsAllowed: LooseNumber,
  profileViewsPerDay: LooseNumber,
  connectionRequestsPerDay: LooseNumber,
  sendMessagesPerDay: LooseNumber,
  autoLikeShareCommentPerDay: LooseNumber,
  stripeProductId: nullishString(),
  airwallexProductId: nullishString(),
  airwallexPriceId: nullishString(),
});
export type Plan = z.infer<typeof PlanSchema>;

/** Spec: "plan, and me with airwallexPlanEndDate and airwallexAutoRenew"; the end date in any date form. */
export const ActivePlanSchema = z.object({
  plan: z._default(z.nullable(PlanSchema), null),
  me: z._default(
    z.object({
      airwallexPlanEndDate: z.nullish(EpochMs),
      airwallexAutoRenew: z._default(LooseBoolean, false),
    }),
    { airwallexAutoRenew: false },
  ),
});
export type ActivePlan = z.infer<typeof ActivePlanSchema>;

/** `true` / `false` or `{ success, message }` (VerdictSchema), as `{ success, message }`. */
const successReply = z.pipe(
  VerdictSchema,
  z.transform(({ ok, message }) => ({ success: ok, message })),
);

/**
 * Spec: the reply's `env` is used; the rest is "not shown". The app needs the address to go to:
 * `{ env, checkoutUrl }`, `{ env, url }` or the bare address; `env` may be left out (null).
 */
const AirwallexCheckoutSchema = z.union([
  z.pipe(
    z.looseObject({ env: z.nullish(z.string()), checkoutUrl: z.string() }),
    z.transform((r) => ({ env: r.env ?? null, checkoutUrl: r.checkoutUrl })),
  ),
  z.pipe(
    z.looseObject({ env: z.nullish(z.string()), url: z.string() }),
    z.transform((r) => ({ env: r.env ?? null, checkoutUrl: r.url })),
  ),
  z.pipe(
    z.string(),
    z.transform((checkoutUrl) => ({ env: null, checkoutUrl })),
  ),
]);

export const subscriptionsRemotes = {
  'subscriptions.fetchAllSubscriptionPlans': remote(noArgs, tolerantList(PlanSchema, 'plan')),
  'subscriptions.fetchActivePlanOfCurrentUser': remote(noArgs, ActivePlanSchema),
  'payment-gateways.fetchEnabled': remote(noArgs, z.array(z.string())),
  'subscriptions.initiateAirwallexCheckout': remote(
    z.tuple([z.object({ plan: PlanSchema })]),
    AirwallexCheckoutSchema,
  ),
  'subscriptions.initiateStripeCheckout': remote(
    z.tuple([z.object({ planStripeProductId: z.string() })]),
    // The URL to go to, bare or as `{ url }`.
    z.union([
      z.string(),
      z.pipe(
        z.looseObject({ url: z.string() }),
        z.transform((r) => r.url),
      ),
    ]),
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
