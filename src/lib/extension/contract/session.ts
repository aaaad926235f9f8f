import * as z from 'zod/mini';
import { Ack, noArgs, remote } from './define';
import { tolerantList } from './tolerant';
import { ActivityEventSchema, TaskSchema } from './entities';

// Spec 000 section 7: commands and the session, dashboard and subscription remote functions.

const nullishString = () => z.nullish(z.string());

export const LimitsSchema = z.object({
  messages: z._default(z.number(), 1000),
  connectionRequests: z._default(z.number(), 100),
  profileViews: z._default(z.number(), 1000),
  engagements: z._default(z.number(), 100),
});
export type Limits = z.infer<typeof LimitsSchema>;

export const ChangelogEntrySchema = z.object({ version: z.string(), updates: z.array(z.string()) });

export const BaseDataSchema = z.object({
  code_version: z.number(),
  changelog: z._default(z.array(ChangelogEntrySchema), []),
  updateNoticeSeen: z._default(z.boolean(), true),
  build: z._default(z.number(), 0),
  config: z._default(z.object({ limits: z._default(LimitsSchema, () => LimitsSchema.parse({})) }), () => ({
    limits: LimitsSchema.parse({}),
  })),
});
export type BaseData = z.infer<typeof BaseDataSchema>;

export const LinkedinAccountSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  photo: nullishString(),
});
export type LinkedinAccount = z.infer<typeof LinkedinAccountSchema>;

/** getData (startup): the stored token, package info and base data. */
export const ExtensionDataSchema = z.object({
  token: nullishString(),
  packageInfo: z._default(z.object({ offline: z._default(z.boolean(), false) }), { offline: false }),
  baseData: BaseDataSchema,
});
export type ExtensionData = z.infer<typeof ExtensionDataSchema>;

const noFields = z.object({});

// Commands travel as { type: 'cmd', cmd, ...fields }.
export const commands = {
  login: { fields: z.object({ token: z.string(), route: z.optional(z.string()) }), reply: Ack },
  logout: { fields: noFields, reply: Ack },
  getUser: {
    fields: noFields,
    reply: z.looseObject({ linkedinAccount: z.nullish(LinkedinAccountSchema) }),
  },
  getData: { fields: noFields, reply: ExtensionDataSchema },
  assignAccount: { fields: z.object({ data: LinkedinAccountSchema }), reply: Ack },
} as const;

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

export const EventFiltersSchema = z.object({
  from: z.optional(z.number()),
  to: z.optional(z.number()),
  names: z.optional(z.array(z.string())),
  /** Only this campaign's events (added; an extension that ignores it returns all, the app filters again). */
  campaignId: z.optional(z.number()),
});

const successReply = z.object({ success: z.boolean(), message: nullishString() });

export const sessionRemotes = {
  checkAccount: remote(noArgs, () => z.object({ ok: z.boolean(), message: nullishString() })),
  markUpdateSeen: remote(noArgs, Ack),
  fetchCurrentLinkedinUser: remote(noArgs, () => z.nullable(LinkedinAccountSchema)),
  clearSyncConnection: remote(noArgs, Ack),
  autoSetUserPerDayLimit: remote(() => z.tuple([z.number()]), Ack),
  getExtensionManifestVersion: remote(noArgs, () => z.string()),
  getTasks: remote(noArgs, () => tolerantList(TaskSchema, 'task')),
  getEvents: remote(
    () => z.tuple([EventFiltersSchema]),
    () => tolerantList(ActivityEventSchema, 'event'),
    30_000,
  ),
  getCountOfActiveCampaigns: remote(noArgs, () => z.number()),
  getCountOfConnections: remote(noArgs, () => z.number()),
  getUserPersonalData: remote(noArgs, () => z.looseObject({ pendingInvites: z.number() })),
};

export const subscriptionRemotes = {
  'subscriptions.fetchAllSubscriptionPlans': remote(noArgs, () => tolerantList(PlanSchema, 'plan')),
  'subscriptions.fetchActivePlanOfCurrentUser': remote(noArgs, ActivePlanSchema),
  'payment-gateways.fetchEnabled': remote(noArgs, () => z.array(z.string())),
  'subscriptions.initiateAirwallexCheckout': remote(
    () => z.tuple([z.object({ plan: PlanSchema })]),
    () => z.looseObject({ env: z.string(), checkoutUrl: z.string() }),
  ),
  'subscriptions.initiateStripeCheckout': remote(
    () => z.tuple([z.object({ planStripeProductId: z.string() })]),
    () => z.string(),
  ),
  'subscriptions.fetchSubscriptionPlanByAirwallexProductId': remote(
    () => z.tuple([z.object({ airwallexProductId: z.string() })]),
    () => z.nullable(PlanSchema),
  ),
  'subscriptions.initiateSubscription': remote(
    () => z.tuple([z.object({ airwallexProductId: z.string(), airwallexPriceId: z.string() })]),
    successReply,
  ),
  'subscriptions.fetchSubscriptionPlanByStripeProductId': remote(
    () => z.tuple([z.object({ planStripeProductId: z.string() })]),
    () => z.nullable(PlanSchema),
  ),
  'subscriptions.cancelCurrentAirwallexSubscription': remote(noArgs, successReply),
};
