import { z } from 'zod';
import { Ack, noArgs, remote } from './define';
import { tolerantList } from './tolerant';
import { ActivityEventSchema, TaskSchema } from './entities';

// Spec 000 section 7: commands and the session, dashboard and subscription remote functions.

export const LimitsSchema = z.object({
  messages: z.number().default(1000),
  connectionRequests: z.number().default(100),
  profileViews: z.number().default(1000),
  engagements: z.number().default(100),
});
export type Limits = z.infer<typeof LimitsSchema>;

export const ChangelogEntrySchema = z.object({ version: z.string(), updates: z.array(z.string()) });

export const BaseDataSchema = z.object({
  code_version: z.number(),
  changelog: z.array(ChangelogEntrySchema).default([]),
  updateNoticeSeen: z.boolean().default(true),
  build: z.number().default(0),
  config: z
    .object({ limits: LimitsSchema.default(LimitsSchema.parse({})) })
    .default({ limits: LimitsSchema.parse({}) }),
});
export type BaseData = z.infer<typeof BaseDataSchema>;

export const LinkedinAccountSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  photo: z.string().nullish(),
});
export type LinkedinAccount = z.infer<typeof LinkedinAccountSchema>;

/** getData (startup): the stored token, package info and base data. */
export const ExtensionDataSchema = z.object({
  token: z.string().nullish(),
  packageInfo: z.object({ offline: z.boolean().default(false) }).default({ offline: false }),
  baseData: BaseDataSchema,
});
export type ExtensionData = z.infer<typeof ExtensionDataSchema>;

// Commands travel as { type: 'cmd', cmd, ...fields }.
export const commands = {
  login: { fields: z.object({ token: z.string(), route: z.string().optional() }), reply: Ack },
  logout: { fields: z.object({}), reply: Ack },
  getUser: {
    fields: z.object({}),
    reply: z.object({ linkedinAccount: LinkedinAccountSchema.nullish() }).loose(),
  },
  getData: { fields: z.object({}), reply: ExtensionDataSchema },
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
  stripeProductId: z.string().nullish(),
  airwallexProductId: z.string().nullish(),
  airwallexPriceId: z.string().nullish(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const ActivePlanSchema = z.object({
  plan: PlanSchema.nullable(),
  me: z.object({
    airwallexPlanEndDate: z.number().nullish(),
    airwallexAutoRenew: z.boolean().default(false),
  }),
});
export type ActivePlan = z.infer<typeof ActivePlanSchema>;

export const EventFiltersSchema = z.object({
  from: z.number().optional(),
  to: z.number().optional(),
  names: z.array(z.string()).optional(),
  /** Only this campaign's events (added; an extension that ignores it returns all, the app filters again). */
  campaignId: z.number().optional(),
});

export const sessionRemotes = {
  checkAccount: remote(noArgs, z.object({ ok: z.boolean(), message: z.string().nullish() })),
  markUpdateSeen: remote(noArgs, Ack),
  fetchCurrentLinkedinUser: remote(noArgs, LinkedinAccountSchema.nullable()),
  clearSyncConnection: remote(noArgs, Ack),
  autoSetUserPerDayLimit: remote(z.tuple([z.number()]), Ack),
  getExtensionManifestVersion: remote(noArgs, z.string()),
  getTasks: remote(noArgs, tolerantList(TaskSchema, 'task')),
  getEvents: remote(z.tuple([EventFiltersSchema]), tolerantList(ActivityEventSchema, 'event'), 30_000),
  getCountOfActiveCampaigns: remote(noArgs, z.number()),
  getCountOfConnections: remote(noArgs, z.number()),
  getUserPersonalData: remote(noArgs, z.object({ pendingInvites: z.number() }).loose()),
};

export const subscriptionRemotes = {
  'subscriptions.fetchAllSubscriptionPlans': remote(noArgs, tolerantList(PlanSchema, 'plan')),
  'subscriptions.fetchActivePlanOfCurrentUser': remote(noArgs, ActivePlanSchema),
  'payment-gateways.fetchEnabled': remote(noArgs, z.array(z.string())),
  'subscriptions.initiateAirwallexCheckout': remote(
    z.tuple([z.object({ plan: PlanSchema })]),
    z.object({ env: z.string(), checkoutUrl: z.string() }).loose(),
  ),
  'subscriptions.initiateStripeCheckout': remote(
    z.tuple([z.object({ planStripeProductId: z.string() })]),
    z.string(),
  ),
  'subscriptions.fetchSubscriptionPlanByAirwallexProductId': remote(
    z.tuple([z.object({ airwallexProductId: z.string() })]),
    PlanSchema.nullable(),
  ),
  'subscriptions.initiateSubscription': remote(
    z.tuple([z.object({ airwallexProductId: z.string(), airwallexPriceId: z.string() })]),
    z.object({ success: z.boolean(), message: z.string().nullish() }),
  ),
  'subscriptions.fetchSubscriptionPlanByStripeProductId': remote(
    z.tuple([z.object({ planStripeProductId: z.string() })]),
    PlanSchema.nullable(),
  ),
  'subscriptions.cancelCurrentAirwallexSubscription': remote(
    noArgs,
    z.object({ success: z.boolean(), message: z.string().nullish() }),
  ),
};
