import * as z from 'zod/mini';
import { Ack, remote } from './shared/define';
import { tolerantList } from './shared/tolerant';
import { CampaignSchema, ProfileSchema, QueueItemSchema } from './shared/entities';

// Spec 001 section 7 "Campaigns": a campaign's queue and its members.

export const CampaignDataPageSchema = z.object({
  campaign: CampaignSchema,
  items: tolerantList(QueueItemSchema, 'queue item'),
  total: z.number(),
  /** Items per status code over the whole queue (ignores search); optional, newer extensions send it. */
  counts: z.optional(z.record(z.string(), z.number())),
});

export const campaignDetailRemotes = {
  /** One page of a campaign's queue: {id, page (0-based), size, search?}. */
  getCampaignData: remote(
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
    z.tuple([z.object({ campaignId: z.number(), search: z.string() })]),
    tolerantList(QueueItemSchema, 'queue item'),
  ),
  removeCampaignQueueItem: remote(z.tuple([z.object({ id: z.number(), campaignId: z.number() })]), Ack),
  resetFailed: remote(z.tuple([z.object({ id: z.number() })]), z.object({ counter: z.number() })),
  importCampaignMembers: remote(
    z.tuple([z.number(), z.array(z.looseObject({ id: z.number(), status: z.number() }))]),
    z.object({ imported: z.number(), skipped: z._default(z.number(), 0) }),
    60_000,
  ),
  updateMember: remote(z.tuple([z.extend(z.partial(ProfileSchema), { id: z.number() })]), Ack),
};
