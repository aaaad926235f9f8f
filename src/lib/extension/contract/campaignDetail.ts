import * as z from 'zod/mini';
import { Ack, orAck, remote } from './shared/define';
import { bareOrField, LooseNumber, tolerantList } from './shared/tolerant';
import { CampaignSchema, ProfileSchema, QueueItemSchema } from './shared/entities';

// Spec 001 section 7 "Campaigns": a campaign's queue and its members.

const QueueItemsSchema = tolerantList(QueueItemSchema, 'queue item');

/** What we ask for (added): one page of the queue with the total and, optionally, the counts. */
export const CampaignDataPageSchema = z.object({
  campaign: CampaignSchema,
  items: QueueItemsSchema,
  total: LooseNumber,
  /** Items per status code over the whole queue (ignores search); optional, newer extensions send it. */
  counts: z.optional(z.record(z.string(), LooseNumber)),
});

/** The spec's reading, wrapped: the campaign beside its whole queue (`items`, `queueItems` or `members`). */
const WrappedQueueSchema = z.object({
  campaign: CampaignSchema,
  items: z.optional(QueueItemsSchema),
  queueItems: z.optional(QueueItemsSchema),
  members: z.optional(QueueItemsSchema),
});

/** The spec's reading, bare: the campaign itself, its queue in `data.members` (or `queueItems`). */
const BareCampaignSchema = z.extend(CampaignSchema, {
  queueItems: z.optional(QueueItemsSchema),
  items: z.optional(QueueItemsSchema),
});

type CampaignDataWire =
  | z.input<typeof CampaignDataPageSchema>
  | z.input<typeof WrappedQueueSchema>
  | z.input<typeof BareCampaignSchema>;

/** A queue page, or the whole queue (`total` its length); features/campaign-detail/wholeQueue.ts tells which. */
export type CampaignDataReply = z.output<typeof CampaignDataPageSchema>;

type Issues = z.core.$ZodRawIssue[];

function parsedAs<S extends z.ZodMiniType>(schema: S, raw: unknown, issues: Issues): z.output<S> | null {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) issues.push({ ...issue, input: raw } as z.core.$ZodRawIssue);
  return null;
}

function campaignDataOf(raw: CampaignDataWire, issues: Issues): CampaignDataReply | null {
  if ('campaign' in raw && 'total' in raw) {
    return parsedAs(CampaignDataPageSchema, raw, issues);
  }
  if ('campaign' in raw) {
    const whole = parsedAs(WrappedQueueSchema, raw, issues);
    if (!whole) return null;
    const items = whole.items ?? whole.queueItems ?? whole.members ?? [];
    return { campaign: whole.campaign, items, total: items.length };
  }
  const bare = parsedAs(BareCampaignSchema, raw, issues);
  if (!bare) return null;
  const { queueItems, items: listed, ...campaign } = bare;
  const items = queueItems ?? listed ?? parsedAs(QueueItemsSchema, bare.data.members ?? [], issues);
  if (!items) return null;
  return {
    campaign: { ...campaign, data: { ...campaign.data, members: undefined } },
    items,
    total: items.length,
  };
}

/**
 * getCampaignData's reply, in each form: the page we ask for (`{ campaign, items, total, counts? }`),
 * or what the spec says, "campaign data": the whole queue beside the campaign or inside it.
 */
export const CampaignDataReplySchema = z.pipe(
  z.custom<CampaignDataWire>((v) => typeof v === 'object' && v !== null && !Array.isArray(v)),
  z.transform((raw, ctx) => campaignDataOf(raw, ctx.issues as Issues) ?? z.NEVER),
);

export const campaignDetailRemotes = {
  /**
   * Spec: getCampaignData {id} → the campaign data. We also send page (0-based), size and search:
   * an extension that pages answers one page; one that follows the spec ignores them and answers
   * the whole queue, which the app then pages, searches and counts itself.
   */
  getCampaignData: remote(
    z.tuple([
      z.object({
        id: z.number(),
        page: z._default(z.int().check(z.minimum(0)), 0),
        size: z._default(z.int().check(z.minimum(1)), 10),
        search: z.optional(z.string()),
      }),
    ]),
    CampaignDataReplySchema,
  ),
  searchCampaignData: remote(
    z.tuple([z.object({ campaignId: z.number(), search: z.string() })]),
    QueueItemsSchema,
  ),
  removeCampaignQueueItem: remote(z.tuple([z.object({ id: z.number(), campaignId: z.number() })]), Ack),
  /** Spec: "returns counter": `{ counter }` or the bare number. */
  resetFailed: remote(z.tuple([z.object({ id: z.number() })]), bareOrField('counter')),
  importCampaignMembers: remote(
    z.tuple([z.number(), z.array(z.looseObject({ id: z.number(), status: z.number() }))]),
    // Spec: "not shown". The counts, or a bare acknowledgement (null: every row sent went in).
    orAck(z.object({ imported: LooseNumber, skipped: z._default(LooseNumber, 0) })),
    60_000,
  ),
  updateMember: remote(z.tuple([z.extend(z.partial(ProfileSchema), { id: z.number() })]), Ack),
};
