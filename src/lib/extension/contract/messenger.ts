import * as z from 'zod/mini';
import { Ack, LooseBoolean, noArgs, orAck, remote } from './shared/define';
import { EpochMs, IdText, noneIfFalsy, tolerantList } from './shared/tolerant';
import {
  ActivityEventSchema,
  ConversationSchema,
  MessageEventSchema,
  ParticipantSchema,
  ProfileSchema,
} from './shared/entities';

// Spec 001 section 7 "Messenger".

export const ConversationFilterSchema = z.object({
  type: z._default(z.enum(['linkedin', 'builtin']), 'linkedin'),
  linkedin: z._default(z.enum(['all', 'archived', 'connections', 'unread', 'inmail', 'spam']), 'all'),
  builtin: z.optional(z.enum(['tags', 'campaigns'])),
  tags: z.optional(z.array(z.string())),
  campaigns: z.optional(z.array(z.number())),
});
export type ConversationFilter = z.infer<typeof ConversationFilterSchema>;

const strings = () => z.array(z.string());
const ids = z.tuple([strings()]);
const AttachmentSchema = z.object({
  name: z.string(),
  byteSize: z.number(),
  id: z.string(),
  mediaType: z.string(),
});

/** A presence: `{ availability, lastActiveAt? }` (spec 001 section 3) or the availability alone. */
const PresenceSchema = z.union([
  z.pipe(
    z.object({ availability: z.string(), lastActiveAt: z.catch(z.nullish(EpochMs), null) }),
    z.transform(({ availability, lastActiveAt }) => ({ availability, lastActiveAt: lastActiveAt ?? null })),
  ),
  z.pipe(
    z.string(),
    z.transform((availability) => ({ availability, lastActiveAt: null })),
  ),
]);
type Presence = z.output<typeof PresenceSchema>;

/** One profile's presence; `id` null when the reply is one presence without an id (the one asked for). */
export type PresenceEntry = Presence & { id: string | null };

const PresenceItemSchema = z.pipe(
  z.looseObject({ id: z.optional(IdText), profileId: z.optional(IdText), entityUrn: z.optional(z.string()) }),
  z.transform((item, ctx): PresenceEntry => {
    const presence = PresenceSchema.safeParse(item);
    if (presence.success)
      return { ...presence.data, id: item.profileId ?? item.id ?? item.entityUrn ?? null };
    ctx.issues.push({ code: 'custom', message: 'Expected a presence', input: item });
    return z.NEVER;
  }),
);

/**
 * getPresenceStatus [profile ids]: the reply is not shown. A map by id (`{ [id]: presence }`, the
 * presence bare or as its availability), a list of presences naming their profile, or, for one
 * id, the presence alone.
 */
const PresenceReplySchema = z.union([
  z.pipe(
    PresenceSchema,
    z.transform((presence): PresenceEntry[] => [{ ...presence, id: null }]),
  ),
  tolerantList(PresenceItemSchema, 'presence'),
  z.pipe(
    z.record(z.string(), z.catch(z.nullable(PresenceSchema), null)),
    z.transform((byId): PresenceEntry[] =>
      Object.entries(byId).flatMap(([id, presence]) => (presence ? [{ ...presence, id }] : [])),
    ),
  ),
]);

/** A conversation that came from the campaigns, or its id: the id either way. */
const ConversationIdSchema = z.union([
  IdText,
  z.pipe(
    z.looseObject({ id: IdText }),
    z.transform((c) => c.id),
  ),
]);

export const messengerRemotes = {
  searchConversations: remote(z.tuple([z.string()]), tolerantList(ConversationSchema, 'conversation')),
  fetchConversations: remote(
    z.tuple([
      z.object({
        createdBefore: z.nullish(z.number()),
        filter: ConversationFilterSchema,
        search: z.optional(z.string()),
      }),
    ]),
    tolerantList(ConversationSchema, 'conversation'),
  ),
  fetchEvents: remote(
    z.tuple([z.object({ conversationId: z.string(), createdBefore: z.nullish(z.number()) })]),
    tolerantList(MessageEventSchema, 'message'),
  ),
  isProfilesExistInDB: remote(noArgs, LooseBoolean),
  isConnectionsLoading: remote(noArgs, LooseBoolean),
  getConversationTags: remote(
    noArgs,
    tolerantList(
      z.object({ id: IdText, tags: strings(), participants: z.array(IdText) }),
      'tagged conversation',
    ),
  ),
  updateConversationTags: remote(
    z.tuple([z.object({ participants: strings(), id: z.string(), tags: strings() })]),
    Ack,
  ),
  getUserProfileForMessenger: remote(z.tuple([ParticipantSchema]), noneIfFalsy(ProfileSchema)),
  /** The profile as getUserProfileForMessenger answered it, and the event names to keep. */
  getRelatedEvents: remote(z.tuple([ProfileSchema, strings()]), tolerantList(ActivityEventSchema, 'event')),
  'db.profiles.get': remote(z.tuple([z.number()]), noneIfFalsy(ProfileSchema)),
  updateProfile: remote(
    z.tuple([z.number(), z.object({ tags: z.optional(strings()), notes: z.optional(z.string()) })]),
    Ack,
  ),
  markConversationAsRead: remote(z.tuple([z.string()]), Ack),
  getPresenceStatus: remote(z.tuple([strings()]), PresenceReplySchema),
  /** Spec: [campaign ids, conversations]; the reply (not shown): the ones that came from them, or their ids. */
  getConversationsFromCampaigns: remote(
    z.tuple([z.array(z.number()), z.array(z.looseObject({ id: z.string() }))]),
    tolerantList(ConversationIdSchema, 'conversation id'),
  ),
  deleteConversations: remote(ids, Ack),
  archiveConversations: remote(ids, Ack),
  unarchiveConversations: remote(ids, Ack),
  toggleConversationReadStatus: remote(z.tuple([z.object({ ids: strings(), read: z.boolean() })]), Ack),
  updateConversationValue: remote(z.tuple([strings(), z.record(z.string(), z.unknown())]), Ack),
  resyncConversation: remote(z.tuple([z.string()]), Ack),
  sendLinkedinMessage: remote(
    z.tuple([
      z.object({
        profileId: z.string(),
        message: z.string().check(z.minLength(1)),
        conversationId: z.nullish(z.string()),
        attachments: z._default(z.array(AttachmentSchema), []),
      }),
    ]),
    // Spec: "not shown". The sent message, or a bare acknowledgement (the thread is then read again).
    orAck(MessageEventSchema),
    // LinkedIn takes seconds per message, more with attachments on a slow link (as uploads do).
    60_000,
  ),
  uploadFileToLinkedin: remote(
    z.tuple([z.object({ size: z.number(), name: z.string(), type: z.string(), data: z.string() })]),
    AttachmentSchema,
    60_000,
  ),
  processTemplate: remote(z.tuple([z.string(), z.record(z.string(), z.unknown())]), z.string()),
};
