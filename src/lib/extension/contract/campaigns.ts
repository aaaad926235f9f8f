import * as z from 'zod/mini';
import { noArgs, remote } from './shared/define';
import { LooseNumber, noneIfFalsy, tolerantList } from './shared/tolerant';
import { CampaignSchema, MiniCampaignSchema } from './shared/entities';

// Spec 001 section 7 "Campaigns": the list and its commands.

export const CAMPAIGN_ACTIONS = ['run', 'stop', 'remove', 'reset', 'duplicate', 'markAsComplete'] as const;
export const CampaignActionSchema = z.enum(CAMPAIGN_ACTIONS);
export type CampaignAction = z.infer<typeof CampaignActionSchema>;

/** The words of an error sent as a text or as `{ message }`. */
const errorText = (error: unknown): string | null => {
  const text = typeof error === 'object' && error ? (error as { message?: unknown }).message : error;
  return typeof text === 'string' && text.trim() ? text : null;
};

export const campaignsRemotes = {
  manageCampaign: remote(
    z.tuple([z.object({ action: CampaignActionSchema, campaignId: z.number() })]),
    z.pipe(
      z.object({
        // Spec: "returns error and campaign"; the error may be a flag, a text or an object.
        error: z.optional(z.unknown()),
        message: z.nullish(z.string()),
        campaign: z.nullish(CampaignSchema),
      }),
      z.transform(({ error, message, campaign }) => ({
        error: !!error && error !== 'false',
        message: message ?? errorText(error),
        campaign,
      })),
    ),
  ),
  getCampaigns: remote(
    z.tuple([z.optional(z.object({ id: z.optional(z.number()), search: z.optional(z.string()) }))]),
    z.object({ result: tolerantList(CampaignSchema, 'campaign'), count: LooseNumber }),
  ),
  getActiveCampaigns: remote(noArgs, tolerantList(CampaignSchema, 'campaign')),
  'db.campaigns.get': remote(z.tuple([z.number()]), noneIfFalsy(CampaignSchema)),
  getMiniCampaigns: remote(noArgs, tolerantList(MiniCampaignSchema, 'campaign')),
};
