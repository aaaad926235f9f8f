import { z } from 'zod';
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
  allowed: z.number().optional(),
});

/** add/update reply: the saved campaign, or an error (plan_limit_reached carries `allowed`). */
export const SaveCampaignReplySchema = z.object({
  error: SaveErrorSchema.nullish(),
  campaign: CampaignSchema.nullish(),
});

export const CampaignDataPageSchema = z.object({
  campaign: CampaignSchema,
  items: tolerantList(QueueItemSchema, 'queue item'),
  total: z.number(),
  /** Items per status code over the whole queue (ignores search); optional, newer extensions send it. */
  counts: z.record(z.string(), z.number()).optional(),
});

export const campaignRemotes = {
  manageCampaign: remote(
    z.tuple([z.object({ action: CampaignActionSchema, campaignId: z.number() })]),
    z.object({
      error: z.boolean().default(false),
      message: z.string().nullish(),
      campaign: CampaignSchema.nullish(),
    }),
  ),
  getCampaigns: remote(
    z.tuple([z.object({ id: z.number().optional(), search: z.string().optional() }).optional()]),
    z.object({ result: tolerantList(CampaignSchema, 'campaign'), count: z.number() }),
  ),
  getActiveCampaigns: remote(noArgs, tolerantList(CampaignSchema, 'campaign')),
  'db.campaigns.get': remote(z.tuple([z.number()]), CampaignSchema.nullable()),
  getMiniCampaigns: remote(noArgs, tolerantList(MiniCampaignSchema, 'campaign')),
  addCampaign: remote(
    z.tuple([z.object({ data: z.record(z.string(), z.unknown()) })]),
    SaveCampaignReplySchema,
  ),
  updateCampaign: remote(
    z.tuple([z.object({ data: z.record(z.string(), z.unknown()), campaignId: z.number() })]),
    SaveCampaignReplySchema,
  ),
  updateData: remote(
    z.tuple([z.object({ campaignId: z.number(), options: z.record(z.string(), z.unknown()) })]),
    Ack,
  ),
  /** One page of a campaign's queue: {id, page (0-based), size, search?}. */
  getCampaignData: remote(
    z.tuple([
      z.object({
        id: z.number(),
        page: z.number().int().min(0).default(0),
        size: z.number().int().min(1).default(10),
        search: z.string().optional(),
      }),
    ]),
    CampaignDataPageSchema,
  ),
  searchCampaignData: remote(
    z.tuple([z.object({ campaignId: z.number(), search: z.string() })]),
    tolerantList(QueueItemSchema, 'queue item'),
  ),
  removeCampaignQueueItem: remote(z.tuple([z.object({ id: z.number(), campaignId: z.number() })]), Ack),
  resetFailed: remote(z.tuple([z.object({ id: z.number() })]), z.object({ counter: z.number() })),
  importCampaignMembers: remote(
    z.tuple([z.number(), z.array(z.object({ id: z.number(), status: z.number() }).loose())]),
    z.object({ imported: z.number(), skipped: z.number().default(0) }),
    60_000,
  ),
  updateMember: remote(z.tuple([ProfileSchema.partial().extend({ id: z.number() })]), Ack),
  getMyGroups: remote(
    noArgs,
    z.object({ response: z.object({ elements: tolerantList(GroupSchema, 'group') }) }),
  ),
  searchMyConnections: remote(z.tuple([z.string()]), tolerantList(ProfileSchema, 'profile')),
};
