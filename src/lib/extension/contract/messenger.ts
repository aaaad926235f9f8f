import { z } from 'zod';
import { Ack, LooseBoolean, noArgs, remote } from './define';
import { tolerantList } from './tolerant';
import {
  ActivityEventSchema,
  ConversationSchema,
  MessageEventSchema,
  ParticipantSchema,
  ProfileSchema,
} from './entities';

// Spec 001 section 7 "Messenger".

export const ConversationFilterSchema = z.object({
  type: z.enum(['linkedin', 'builtin']).default('linkedin'),
  linkedin: z.enum(['all', 'archived', 'connections', 'unread', 'inmail', 'spam']).default('all'),
  builtin: z.enum(['tags', 'campaigns']).optional(),
  tags: z.array(z.string()).optional(),
  campaigns: z.array(z.number()).optional(),
});
export type ConversationFilter = z.infer<typeof ConversationFilterSchema>;

const ids = z.tuple([z.array(z.string())]);

export const messengerRemotes = {
  searchConversations: remote(z.tuple([z.string()]), tolerantList(ConversationSchema, 'conversation')),
  fetchConversations: remote(
    z.tuple([
      z.object({
        createdBefore: z.number().nullish(),
        filter: ConversationFilterSchema,
        search: z.string().optional(),
      }),
    ]),
    tolerantList(ConversationSchema, 'conversation'),
  ),
  fetchEvents: remote(
    z.tuple([z.object({ conversationId: z.string(), createdBefore: z.number().nullish() })]),
    tolerantList(MessageEventSchema, 'message'),
  ),
  isProfilesExistInDB: remote(noArgs, LooseBoolean),
  isConnectionsLoading: remote(noArgs, LooseBoolean),
  getConversationTags: remote(
    noArgs,
    z.array(z.object({ id: z.string(), tags: z.array(z.string()), participants: z.array(z.string()) })),
  ),
  updateConversationTags: remote(
    z.tuple([z.object({ participants: z.array(z.string()), id: z.string(), tags: z.array(z.string()) })]),
    Ack,
  ),
  getUserProfileForMessenger: remote(z.tuple([ParticipantSchema]), ProfileSchema.nullable()),
  /** The profile as getUserProfileForMessenger answered it, and the event names to keep. */
  getRelatedEvents: remote(
    z.tuple([ProfileSchema, z.array(z.string())]),
    tolerantList(ActivityEventSchema, 'event'),
  ),
  'db.profiles.get': remote(z.tuple([z.number()]), ProfileSchema.nullable()),
  updateProfile: remote(
    z.tuple([z.number(), z.object({ tags: z.array(z.string()).optional(), notes: z.string().optional() })]),
    Ack,
  ),
  markConversationAsRead: remote(z.tuple([z.string()]), Ack),
  getPresenceStatus: remote(
    z.tuple([z.array(z.string())]),
    z.record(z.string(), z.object({ availability: z.string(), lastActiveAt: z.number().nullish() })),
  ),
  getConversationsFromCampaigns: remote(
    z.tuple([z.array(z.number()), z.array(z.string())]),
    z.array(z.string()),
  ),
  deleteConversations: remote(ids, Ack),
  archiveConversations: remote(ids, Ack),
  unarchiveConversations: remote(ids, Ack),
  toggleConversationReadStatus: remote(
    z.tuple([z.object({ ids: z.array(z.string()), read: z.boolean() })]),
    Ack,
  ),
  updateConversationValue: remote(z.tuple([z.array(z.string()), z.record(z.string(), z.unknown())]), Ack),
  resyncConversation: remote(z.tuple([z.string()]), Ack),
  sendLinkedinMessage: remote(
    z.tuple([
      z.object({
        profileId: z.string(),
        message: z.string().min(1),
        conversationId: z.string().nullish(),
        attachments: z
          .array(z.object({ name: z.string(), byteSize: z.number(), id: z.string(), mediaType: z.string() }))
          .default([]),
      }),
    ]),
    MessageEventSchema,
  ),
  uploadFileToLinkedin: remote(
    z.tuple([z.object({ size: z.number(), name: z.string(), type: z.string(), data: z.string() })]),
    z.object({ name: z.string(), byteSize: z.number(), id: z.string(), mediaType: z.string() }),
    60_000,
  ),
  processTemplate: remote(z.tuple([z.string(), z.record(z.string(), z.unknown())]), z.string()),
};
