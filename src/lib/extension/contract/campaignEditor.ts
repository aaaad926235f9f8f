import * as z from 'zod/mini';
import { Ack, noArgs, orAck, remote } from './shared/define';
import { LooseNumber, tolerantList } from './shared/tolerant';
import { CampaignSchema, GroupSchema, ProfileSchema } from './shared/entities';

// Spec 001 section 7 "Campaigns": creating and editing a campaign.

/** A save's error: `{ code, message, allowed? }`, or its words alone. */
export const SaveErrorSchema = z.union([
  z.object({
    code: z.optional(z.union([z.string(), z.number()])),
    message: z._default(z.string(), ''),
    allowed: z.optional(LooseNumber),
  }),
  z.pipe(
    z.string(),
    z.transform((message) => ({ code: undefined, message, allowed: undefined })),
  ),
]);

/**
 * add/update reply (spec: "not shown"): the saved campaign, or an error (plan_limit_reached carries
 * `allowed`); or a bare acknowledgement, which saved it without sending it back.
 */
export const SaveCampaignReplySchema = z.pipe(
  orAck(z.object({ error: z.nullish(SaveErrorSchema), campaign: z.nullish(CampaignSchema) })),
  z.transform((reply) => reply ?? { error: null, campaign: null }),
);

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
