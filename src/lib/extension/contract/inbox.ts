import { z } from 'zod';
import { Ack, LooseBoolean, noArgs, remote } from './define';
import { tolerantList } from './tolerant';
import {
  ActivityEventSchema,
  ConversationSchema,
  ListItemSchema,
  MessageEventSchema,
  ParticipantSchema,
  ProfileSchema,
} from './entities';

// Spec 001 section 7 "Messenger" and "Lists".

export const ConversationFilterSchema = z.object({
  type: z.enum(['linkedin', 'builtin']).default('linkedin'),
  linkedin: z.enum(['all', 'archived', 'connections', 'unread', 'inmail', 'spam']).default('all'),
  builtin: z.enum(['tags', 'campaigns']).optional(),
  tags: z.array(z.string()).optional(),
  campaigns: z.array(z.number()).optional(),
});
export type ConversationFilter = z.infer<typeof ConversationFilterSchema>;

const ids = z.tuple([z.array(z.string())]);

export const ProfileFiltersSchema = z.object({
  search: z.string().optional(),
  campaigns: z.array(z.number()).optional(),
  tags: z.array(z.string()).optional(),
  industries: z.array(z.string()).optional(),
  companies: z.array(z.string()).optional(),
  hasNote: z.enum(['all', 'yes', 'no']).default('all'),
  contacted: z.enum(['all', '1st', '2nd', '3rd']).default('all'),
  isHidden: z.enum(['all', 'no', 'yes']).default('no'),
});
export type ProfileFilters = z.infer<typeof ProfileFiltersSchema>;

export const PageSchema = z.object({
  current: z.number().int().min(1),
  size: z.number().int().min(1),
  total: z.number().optional(),
});
export const SortingSchema = z.object({
  field: z.enum(['createdAt', 'firstName']),
  order: z.enum(['ASC', 'DESC']),
});

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
  getRelatedEvents: remote(
    z.tuple([z.string(), z.array(z.string())]),
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

export const LIST_TYPES = ['cannedResponses', 'keywords', 'messages'] as const;
export const ListTypeSchema = z.enum(LIST_TYPES);
export type ListType = z.infer<typeof ListTypeSchema>;

export const listRemotes = {
  saveListItem: remote(
    z.tuple([z.object({ listType: ListTypeSchema, item: ListItemSchema.partial({ id: true }) })]),
    ListItemSchema,
  ),
  removeListItem: remote(
    z.tuple([z.object({ listType: ListTypeSchema, id: z.union([z.number(), z.string()]) })]),
    Ack,
  ),
  /** getData ['lists'] as a remote function: every saved list by type. */
  getData: remote(
    z.tuple([z.literal('lists')]),
    z.record(z.string(), tolerantList(ListItemSchema, 'list item')),
  ),
  getAllProfileTags: remote(noArgs, z.array(z.string())),
  addTagsToProfiles: remote(
    z.tuple([z.object({ profiles: z.array(z.number()), tags: z.array(z.string()) })]),
    Ack,
  ),
  removeTagsFromProfiles: remote(
    z.tuple([z.object({ profiles: z.array(z.number()), tags: z.array(z.string()) })]),
    Ack,
  ),
  getProfiles: remote(
    z.tuple([z.object({ filters: ProfileFiltersSchema, page: PageSchema, sorting: SortingSchema })]),
    z.object({ profiles: tolerantList(ProfileSchema, 'profile'), total: z.number() }),
  ),
  bulkUpdateProfiles: remote(
    z.tuple([z.object({ ids: z.array(z.number()), updates: z.object({ hidden: z.boolean() }) })]),
    Ack,
  ),
  downloadProfiles: remote(
    z.tuple([z.object({ filters: ProfileFiltersSchema })]),
    tolerantList(ProfileSchema, 'profile'),
    60_000,
  ),
};
