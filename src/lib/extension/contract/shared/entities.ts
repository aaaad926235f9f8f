import * as z from 'zod/mini';
import { SOURCE_TYPES } from './constants';
import { EpochMs, IdNumber, IdText, LooseNumber, orUnknown, TolerantQueueStatusSchema } from './tolerant';
import { LooseBoolean } from './define';

// Shapes of the data the extension holds (spec 000 and 001, section 3).
// zod/mini (functions instead of methods) so a screen's first load carries no full zod API.

const optionalString = () => z.optional(z.string());
const nullishString = () => z.nullish(z.string());
const nullishNumber = () => z.nullish(LooseNumber);
/** A date the extension may send as epoch ms or seconds, digits or an ISO text; epoch ms here. */
const nullishDate = () => z.nullish(EpochMs);
const nullishIdText = () => z.nullish(IdText);
/** A person's names; the extension may leave them out. */
const names = () => ({ firstName: z._default(z.string(), ''), lastName: z._default(z.string(), '') });

export const CAMPAIGN_MODULES = [
  'li-auto-conn',
  'li-auto-msg',
  'li-auto-view',
  'li-engage',
  'joinGroups',
] as const;
export const CampaignModuleSchema = z.enum(CAMPAIGN_MODULES);
export type CampaignModule = z.infer<typeof CampaignModuleSchema>;

export const CAMPAIGN_STATUSES = ['Added', 'Running', 'Stopped', 'Completed'] as const;
export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;

export { SOURCE_TYPES };
export const SourceTypeSchema = z.enum(SOURCE_TYPES);
export type SourceType = z.infer<typeof SourceTypeSchema>;

export const SourceSchema = z.looseObject({
  type: SourceTypeSchema,
  searchUrl: optionalString(),
  postUrl: optionalString(),
  profileUrls: optionalString(),
  groupId: optionalString(),
  pendingOnly: z.optional(z.boolean()),
  connectionSearch: optionalString(),
  inputCampaigns: z.optional(z.array(z.number())),
  inputStates: z.optional(z.array(z.number())),
  createdAfter: z.optional(z.number()),
  initialDelay: z.optional(z.number()),
  filterByCampaigns: z.optional(z.boolean()),
  filterCampaigns: z.optional(z.array(z.number())),
  /** Spec 001 §3 names it without a shape: any value is kept as it is (a guess would drop campaigns). */
  fields: z.optional(z.unknown()),
});

/** Options differ per module; the editor owns their detailed schemas, the wire keeps them open. */
export const CampaignOptionsSchema = z.looseObject({
  source: z.optional(SourceSchema),
  perDay: z.optional(z.number()),
  delay: z.optional(z.number()),
  delay2: z.optional(z.number()),
});

export const CampaignDataSchema = z.looseObject({
  members: z.optional(z.array(z.unknown())),
  lastMemberId: z.nullish(IdNumber),
  lastQueueItemId: z.nullish(IdNumber),
  doneToday: z._default(LooseNumber, 0),
  doneTotal: z._default(LooseNumber, 0),
  resultCount: z._default(LooseNumber, 0),
});

export const CampaignSchema = z.object({
  id: IdNumber,
  name: z.string(),
  module: CampaignModuleSchema,
  status: CampaignStatusSchema,
  progress: nullishNumber(),
  lastRunDate: nullishDate(),
  created: EpochMs,
  updated: nullishDate(),
  message: z.nullish(z.looseObject({ text: optionalString() })),
  options: z._default(CampaignOptionsSchema, {}),
  data: z._default(CampaignDataSchema, { doneToday: 0, doneTotal: 0, resultCount: 0 }),
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const MiniCampaignSchema = z.object({
  id: IdNumber,
  name: z.string(),
  module: CampaignModuleSchema,
});

export const EventNameSchema = z.enum([
  'messageSeen',
  'messageRecieved',
  'newConnection',
  'profileViewed',
  'connectionRequestSent',
  'messageSent',
  'ilike',
  'ishare',
  'icomment',
]);
export type EventName = z.infer<typeof EventNameSchema>;

export const ActivityEventSchema = z.object({
  /** An unknown event name parses into 'unknown' (logged). */
  name: orUnknown(EventNameSchema, 'event name'),
  createdAt: EpochMs,
  conversationId: nullishIdText(),
  profileId: nullishIdText(),
  profilePublicId: nullishString(),
  campaignId: z.nullish(z.object({ id: IdNumber, name: z.string() })),
});
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;

export const ProfileSchema = z.looseObject({
  id: IdNumber,
  profileId: IdText,
  ...names(),
  occupation: nullishString(),
  companyName: nullishString(),
  industry: nullishString(),
  location: nullishString(),
  picture: nullishString(),
  publicIdentifier: nullishString(),
  objectUrn: nullishString(),
  distance: z.nullish(z.int().check(z.minimum(1), z.maximum(3))),
  tags: z._default(z.array(z.string()), []),
  notes: nullishString(),
  hidden: z._default(z.boolean(), false),
  trackingId: nullishString(),
  isConnected: z.nullish(z.boolean()),
  createdAt: nullishDate(),
  connectedAt: nullishDate(),
  pulledAt: nullishDate(),
  events: z.optional(z.array(ActivityEventSchema)),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const QueueItemSchema = z.object({
  id: IdNumber,
  /** An unknown status code parses into UNKNOWN_QUEUE_STATUS (logged), shown as 'Unknown'. */
  status: TolerantQueueStatusSchema,
  sentTime: nullishDate(),
  status_reason: nullishString(),
  data: z._default(z.looseObject({ firstName: nullishString(), lastName: nullishString() }), {}),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const ListItemSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  data: z._default(
    z.looseObject({ message: optionalString(), subject: optionalString(), keywords: optionalString() }),
    {},
  ),
});
export type ListItem = z.infer<typeof ListItemSchema>;

export const GroupSchema = z.object({
  groupUrn: z.string(),
  name: z.object({ text: z.string() }),
  memberCount: z.number(),
  viewerGroupMembership: z.object({ status: z.string() }),
});
export type Group = z.infer<typeof GroupSchema>;

export const MessageEventSchema = z.looseObject({
  createdAt: EpochMs,
  entityUrn: z.string(),
  from: z.string(),
  eventContent: z.looseObject({
    attributedBody: z.nullish(z.looseObject({ text: z.string() })),
    attachments: z.optional(
      z.array(z.looseObject({ name: z.string(), mediaType: z.string(), reference: z.string() })),
    ),
  }),
});
export type MessageEvent = z.infer<typeof MessageEventSchema>;

export const ParticipantSchema = z.looseObject({
  profileId: IdText,
  ...names(),
  occupation: nullishString(),
  picture: nullishString(),
  publicIdentifier: nullishString(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const ConversationSchema = z.looseObject({
  id: IdText,
  entityUrn: z.string(),
  participants: z.array(ParticipantSchema),
  events: z._default(z.array(MessageEventSchema), []),
  lastMessage: z.nullish(MessageEventSchema),
  tags: z._default(z.array(z.string()), []),
  read: z.boolean(),
  unreadCount: z._default(LooseNumber, 0),
  lastActivityAt: EpochMs,
  archived: z.optional(z.boolean()),
  receipts: z.nullish(
    z.looseObject({ seenReceipt: z.nullish(z.object({ eventUrn: z.string(), seenAt: EpochMs })) }),
  ),
});
export type Conversation = z.infer<typeof ConversationSchema>;

// The withdrawal state: spec 001 names its fields, not their forms. Each is read by what the
// banner and the form need; a field in a form not foreseen is none, never a broken tool.

/** A field the screen can do without: none (null) when it is missing or in an unforeseen form. */
const orNone = <T extends z.ZodMiniType>(schema: T) => z.catch(z.nullish(schema), null);

const fullName = (p: { name?: unknown; fullName?: unknown; firstName?: unknown; lastName?: unknown }) => {
  const text = [p.name, p.fullName, [p.firstName, p.lastName].filter(Boolean).join(' ')].find(
    (v) => typeof v === 'string' && v.trim(),
  );
  return typeof text === 'string' ? text : null;
};

/** The last person handled: a name, or the person (`{ firstName, lastName }`, `{ name }`). */
const PersonNameSchema = z.union([z.string(), z.pipe(z.looseObject({}), z.transform(fullName))]);

const REPORTED_ERROR = 'The extension reported an error';

/** The error: its words, `{ message }`, or a flag (`true`: an error without words; `false`: none). */
const ErrorTextSchema = z.union([
  z.string(),
  z.pipe(
    z.boolean(),
    z.transform((failed) => (failed ? REPORTED_ERROR : null)),
  ),
  z.pipe(
    z.looseObject({ message: z.optional(z.string()) }),
    z.transform((e) => e.message || REPORTED_ERROR),
  ),
]);

/** The rate range: `[min, max]` or `{ min, max }`, numbers or digits. */
const RangeSchema = z.union([
  z.tuple([LooseNumber, LooseNumber]),
  z.pipe(
    z.looseObject({ min: LooseNumber, max: LooseNumber }),
    z.transform((r): [number, number] => [r.min, r.max]),
  ),
]);

/** The invitations to check: their count, or the list of them. */
const CountOrListSchema = z.union([
  LooseNumber,
  z.pipe(
    z.array(z.unknown()),
    z.transform((list) => list.length),
  ),
]);

export const WithdrawalStateSchema = z.object({
  running: LooseBoolean,
  counter: z.catch(z._default(LooseNumber, 0), 0),
  skipCounter: z.catch(z._default(LooseNumber, 0), 0),
  message: orNone(z.string()),
  days: orNone(LooseNumber),
  lastPerson: orNone(PersonNameSchema),
  currentPage: orNone(LooseNumber),
  error: orNone(ErrorTextSchema),
  delay: orNone(RangeSchema),
  invitations: orNone(CountOrListSchema),
});
export type WithdrawalState = z.infer<typeof WithdrawalStateSchema>;

export const TaskSchema = z.object({
  name: z.string(),
  running: z.boolean(),
  campaignId: z.nullish(IdNumber),
  message: nullishString(),
});
export type Task = z.infer<typeof TaskSchema>;
