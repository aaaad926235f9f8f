import * as z from 'zod/mini';
import { Ack, noArgs, remote } from './define';
import { tolerantList } from './tolerant';
import { CampaignSchema, GroupSchema, MiniCampaignSchema, ProfileSchema, QueueItemSchema } from './entities';

// Spec 001 section 7 "Campaigns".

export const CAMPAIGN_ACTIONS = ['run', 'stop', 'remove', 'reset', 'duplicate', 'markAsComplete'] as const;
export const CampaignActionSchema = z.enum(CAMPAIGN_ACTIONS);
export type CampaignAction = z.infer<typeof CampaignActionSchema>;

export const SaveErrorSchema = z.object({
  code: z.union([z.string(), z.number()]),
  message: z.string(),
  allowed: z.optional(z.number()),
});

/** add/update reply: the saved campaign, or an error (plan_limit_reached carries `allowed`). */
export const SaveCampaignReplySchema = z.object({
  error: z.nullish(SaveErrorSchema),
  campaign: z.nullish(CampaignSchema),
});

export const CampaignDataPageSchema = z.object({
  campaign: CampaignSchema,
  items: tolerantList(QueueItemSchema, 'queue item'),
  total: z.number(),
  /** Items per status code over the whole queue (ignores search); optional, newer extensions send it. */
  counts: z.optional(z.record(z.string(), z.number())),
});

const campaignData = z.record(z.string(), z.unknown());

export const campaignRemotes = {
  manageCampaign: remote(
    () => z.tuple([z.object({ action: CampaignActionSchema, campaignId: z.number() })]),
    () =>
      z.object({
        error: z._default(z.boolean(), false),
        message: z.nullish(z.string()),
        campaign: z.nullish(CampaignSchema),
      }),
  ),
  getCampaigns: remote(
    () => z.tuple([z.optional(z.object({ id: z.optional(z.number()), search: z.optional(z.string()) }))]),
    () => z.object({ result: tolerantList(CampaignSchema, 'campaign'), count: z.number() }),
  ),
  getActiveCampaigns: remote(noArgs, () => tolerantList(CampaignSchema, 'campaign')),
  'db.campaigns.get': remote(
    () => z.tuple([z.number()]),
    () => z.nullable(CampaignSchema),
  ),
  getMiniCampaigns: remote(noArgs, () => tolerantList(MiniCampaignSchema, 'campaign')),
  addCampaign: remote(() => z.tuple([z.object({ data: campaignData })]), SaveCampaignReplySchema),
  updateCampaign: remote(
    () => z.tuple([z.object({ data: campaignData, campaignId: z.number() })]),
    SaveCampaignReplySchema,
  ),
  updateData: remote(() => z.tuple([z.object({ campaignId: z.number(), options: campaignData })]), Ack),
  /** One page of a campaign's queue: {id, page (0-based), size, search?}. */
  getCampaignData: remote(
    () =>
      z.tuple([
        z.object({
          id: z.number(),
          page: z._default(z.int().check(z.minimum(0)), 0),
          size: z._default(z.int().check(z.minimum(1)), 10),
          search: z.optional(z.string()),
        }),
      ]),
    CampaignDataPageSchema,
  ),
  searchCampaignData: remote(
    () => z.tuple([z.object({ campaignId: z.number(), search: z.string() })]),
    () => tolerantList(QueueItemSchema, 'queue item'),
  ),
  removeCampaignQueueItem: remote(() => z.tuple([z.object({ id: z.number(), campaignId: z.number() })]), Ack),
  resetFailed: remote(
    () => z.tuple([z.object({ id: z.number() })]),
    () => z.object({ counter: z.number() }),
  ),
  importCampaignMembers: remote(
    () => z.tuple([z.number(), z.array(z.looseObject({ id: z.number(), status: z.number() }))]),
    () => z.object({ imported: z.number(), skipped: z._default(z.number(), 0) }),
    60_000,
  ),
  updateMember: remote(() => z.tuple([z.extend(z.partial(ProfileSchema), { id: z.number() })]), Ack),
  getMyGroups: remote(noArgs, () =>
    z.object({ response: z.object({ elements: tolerantList(GroupSchema, 'group') }) }),
  ),
  searchMyConnections: remote(
    () => z.tuple([z.string()]),
    () => tolerantList(ProfileSchema, 'profile'),
  ),
};
