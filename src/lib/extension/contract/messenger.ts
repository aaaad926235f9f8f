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
  getPresenceStatus: remote(
    z.tuple([strings()]),
    z.record(z.string(), z.object({ availability: z.string(), lastActiveAt: z.nullish(EpochMs) })),
  ),
  getConversationsFromCampaigns: remote(z.tuple([z.array(z.number()), strings()]), strings()),
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
