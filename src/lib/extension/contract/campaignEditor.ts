import * as z from 'zod/mini';
import { Ack, noArgs, remote } from './shared/define';
import { tolerantList } from './shared/tolerant';
import { CampaignSchema, GroupSchema, ProfileSchema } from './shared/entities';

// Spec 001 section 7 "Campaigns": creating and editing a campaign.

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

const campaignData = z.record(z.string(), z.unknown());

export const campaignEditorRemotes = {
  addCampaign: remote(z.tuple([z.object({ data: campaignData })]), SaveCampaignReplySchema),
  updateCampaign: remote(
    z.tuple([z.object({ data: campaignData, campaignId: z.number() })]),
    SaveCampaignReplySchema,
  ),
  updateData: remote(z.tuple([z.object({ campaignId: z.number(), options: campaignData })]), Ack),
  getMyGroups: remote(
    noArgs,
    z.object({ response: z.object({ elements: tolerantList(GroupSchema, 'group') }) }),
  ),
  searchMyConnections: remote(z.tuple([z.string()]), tolerantList(ProfileSchema, 'profile')),
};
