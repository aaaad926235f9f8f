import * as z from 'zod/mini';
import { noArgs, remote } from './shared/define';
import { tolerantList } from './shared/tolerant';
import { CampaignSchema, MiniCampaignSchema } from './shared/entities';

// Spec 001 section 7 "Campaigns": the list and its commands.

export const CAMPAIGN_ACTIONS = ['run', 'stop', 'remove', 'reset', 'duplicate', 'markAsComplete'] as const;
export const CampaignActionSchema = z.enum(CAMPAIGN_ACTIONS);
export type CampaignAction = z.infer<typeof CampaignActionSchema>;

export const campaignsRemotes = {
  manageCampaign: remote(
    z.tuple([z.object({ action: CampaignActionSchema, campaignId: z.number() })]),
    z.object({
      error: z._default(z.boolean(), false),
      message: z.nullish(z.string()),
      campaign: z.nullish(CampaignSchema),
    }),
  ),
  getCampaigns: remote(
    z.tuple([z.optional(z.object({ id: z.optional(z.number()), search: z.optional(z.string()) }))]),
    z.object({ result: tolerantList(CampaignSchema, 'campaign'), count: z.number() }),
  ),
  getActiveCampaigns: remote(noArgs, tolerantList(CampaignSchema, 'campaign')),
  'db.campaigns.get': remote(z.tuple([z.number()]), z.nullable(CampaignSchema)),
  getMiniCampaigns: remote(noArgs, tolerantList(MiniCampaignSchema, 'campaign')),
};
