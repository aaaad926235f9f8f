import * as z from 'zod/mini';
import { Ack, noArgs, orAck, remote } from './shared/define';
import { LooseNumber, tolerantList } from './shared/tolerant';
import { CampaignSchema, GroupSchema } from './shared/entities';

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

/** One connection of a searchMyConnections reply, as its name ('' when it has none); a bare text is a name. */
const ConnectionMatchSchema = z.union([
  z.pipe(
    z.looseObject({ firstName: z.nullish(z.string()), lastName: z.nullish(z.string()) }),
    z.transform((p) => [p.firstName?.trim(), p.lastName?.trim()].filter(Boolean).join(' ')),
  ),
  z.pipe(
    z.string(),
    z.transform((name) => name.trim()),
  ),
]);

/** Where a list may be wrapped: `{ results: [...] }`, `{ response: { elements: [...] } }`, … */
const WRAPPER_KEYS = [
  'results',
  'result',
  'profiles',
  'connections',
  'elements',
  'items',
  'data',
  'response',
];
const MAX_WRAPPER_DEPTH = 3;

/** The list of a reply and the total it names, if any; anything else is passed on to fail the schema. */
function unwrapMatches(reply: unknown, depth = 0): unknown {
  if (Array.isArray(reply)) return { list: reply };
  if (!reply || typeof reply !== 'object' || depth >= MAX_WRAPPER_DEPTH) return reply;
  const fields = reply as Record<string, unknown>;
  for (const key of WRAPPER_KEYS) {
    if (!(key in fields)) continue;
    const inner = unwrapMatches(fields[key], depth + 1);
    if (inner && typeof inner === 'object' && 'list' in inner)
      return { total: fields.total ?? fields.count ?? fields.totalCount, ...inner };
  }
  return reply;
}

/**
 * searchMyConnections (spec: "[query]", reply not shown): a list of profile-like objects, bare or
 * under a common wrapper key, with an optional total. Read as the names found and their count.
 */
export const ConnectionMatchesSchema = z.pipe(
  z.pipe(
    z.unknown(),
    z.transform((reply) => unwrapMatches(reply)),
  ),
  z.pipe(
    z.object({
      list: tolerantList(ConnectionMatchSchema, 'connection'),
      total: z.optional(z.catch(z.optional(LooseNumber), undefined)),
    }),
    z.transform(({ list, total }) => ({
      names: list.filter(Boolean),
      count: Math.max(list.length, total ?? 0),
    })),
  ),
);
export type ConnectionMatches = z.infer<typeof ConnectionMatchesSchema>;

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
  searchMyConnections: remote(z.tuple([z.string()]), ConnectionMatchesSchema),
};
