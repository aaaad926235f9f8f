import { z } from 'zod';
import { orUnknown, TolerantQueueStatusSchema } from './tolerant';

// Shapes of the data the extension holds (spec 000 and 001, section 3).

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

export const SOURCE_TYPES = [
  'PEOPLE_SEARCH',
  'POST_COMMENTS',
  'POST_REACTIONS',
  'PROFILE_URLS',
  'GROUP_MEMBERS',
  'CONNECTIONS',
  'NEW_CONNECTIONS',
  'OTHER_CAMPAIGNS',
] as const;
export const SourceTypeSchema = z.enum(SOURCE_TYPES);
export type SourceType = z.infer<typeof SourceTypeSchema>;

export const SourceSchema = z
  .object({
    type: SourceTypeSchema,
    searchUrl: z.string().optional(),
    postUrl: z.string().optional(),
    profileUrls: z.string().optional(),
    groupId: z.string().optional(),
    pendingOnly: z.boolean().optional(),
    connectionSearch: z.string().optional(),
    inputCampaigns: z.array(z.number()).optional(),
    inputStates: z.array(z.number()).optional(),
    createdAfter: z.number().optional(),
    initialDelay: z.number().optional(),
    filterByCampaigns: z.boolean().optional(),
    filterCampaigns: z.array(z.number()).optional(),
    fields: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();

/** Options differ per module; the editor owns their detailed schemas, the wire keeps them open. */
export const CampaignOptionsSchema = z
  .object({
    source: SourceSchema.optional(),
    perDay: z.number().optional(),
    delay: z.number().optional(),
    delay2: z.number().optional(),
  })
  .loose();

export const CampaignDataSchema = z
  .object({
    members: z.array(z.unknown()).optional(),
    lastMemberId: z.number().nullish(),
    lastQueueItemId: z.number().nullish(),
    doneToday: z.number().default(0),
    doneTotal: z.number().default(0),
    resultCount: z.number().default(0),
  })
  .loose();

export const CampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  module: CampaignModuleSchema,
  status: CampaignStatusSchema,
  progress: z.number().nullish(),
  lastRunDate: z.number().nullish(),
  created: z.number(),
  updated: z.number().nullish(),
  message: z.object({ text: z.string().optional() }).loose().nullish(),
  options: CampaignOptionsSchema.default({}),
  data: CampaignDataSchema.default({ doneToday: 0, doneTotal: 0, resultCount: 0 }),
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const MiniCampaignSchema = z.object({
  id: z.number(),
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
  createdAt: z.number(),
  conversationId: z.string().nullish(),
  profileId: z.string().nullish(),
  profilePublicId: z.string().nullish(),
  campaignId: z.object({ id: z.number(), name: z.string() }).nullish(),
});
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;

export const ProfileSchema = z
  .object({
    id: z.number(),
    profileId: z.string(),
    firstName: z.string().default(''),
    lastName: z.string().default(''),
    occupation: z.string().nullish(),
    companyName: z.string().nullish(),
    industry: z.string().nullish(),
    location: z.string().nullish(),
    picture: z.string().nullish(),
    publicIdentifier: z.string().nullish(),
    objectUrn: z.string().nullish(),
    distance: z.number().int().min(1).max(3).nullish(),
    tags: z.array(z.string()).default([]),
    notes: z.string().nullish(),
    hidden: z.boolean().default(false),
    trackingId: z.string().nullish(),
    isConnected: z.boolean().nullish(),
    createdAt: z.number().nullish(),
    connectedAt: z.number().nullish(),
    pulledAt: z.number().nullish(),
    events: z.array(ActivityEventSchema).optional(),
  })
  .loose();
export type Profile = z.infer<typeof ProfileSchema>;

export const QueueItemSchema = z.object({
  id: z.number(),
  /** An unknown status code parses into UNKNOWN_QUEUE_STATUS (logged), shown as 'Unknown'. */
  status: TolerantQueueStatusSchema,
  sentTime: z.number().nullish(),
  status_reason: z.string().nullish(),
  data: z.object({ firstName: z.string().nullish(), lastName: z.string().nullish() }).loose().default({}),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const ListItemSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  data: z
    .object({
      message: z.string().optional(),
      subject: z.string().optional(),
      keywords: z.string().optional(),
    })
    .loose()
    .default({}),
});
export type ListItem = z.infer<typeof ListItemSchema>;

export const GroupSchema = z.object({
  groupUrn: z.string(),
  name: z.object({ text: z.string() }),
  memberCount: z.number(),
  viewerGroupMembership: z.object({ status: z.string() }),
});
export type Group = z.infer<typeof GroupSchema>;

export const MessageEventSchema = z
  .object({
    createdAt: z.number(),
    entityUrn: z.string(),
    from: z.string(),
    eventContent: z
      .object({
        attributedBody: z.object({ text: z.string() }).loose().nullish(),
        attachments: z
          .array(z.object({ name: z.string(), mediaType: z.string(), reference: z.string() }).loose())
          .optional(),
      })
      .loose(),
  })
  .loose();
export type MessageEvent = z.infer<typeof MessageEventSchema>;

export const ParticipantSchema = z
  .object({
    profileId: z.string(),
    firstName: z.string().default(''),
    lastName: z.string().default(''),
    occupation: z.string().nullish(),
    picture: z.string().nullish(),
    publicIdentifier: z.string().nullish(),
  })
  .loose();
export type Participant = z.infer<typeof ParticipantSchema>;

export const ConversationSchema = z
  .object({
    id: z.string(),
    entityUrn: z.string(),
    participants: z.array(ParticipantSchema),
    events: z.array(MessageEventSchema).default([]),
    lastMessage: MessageEventSchema.nullish(),
    tags: z.array(z.string()).default([]),
    read: z.boolean(),
    unreadCount: z.number().default(0),
    lastActivityAt: z.number(),
    archived: z.boolean().optional(),
    receipts: z
      .object({ seenReceipt: z.object({ eventUrn: z.string(), seenAt: z.number() }).nullish() })
      .loose()
      .nullish(),
  })
  .loose();
export type Conversation = z.infer<typeof ConversationSchema>;

export const WithdrawalStateSchema = z.object({
  running: z.boolean(),
  counter: z.number().default(0),
  skipCounter: z.number().default(0),
  message: z.string().nullish(),
  days: z.number().nullish(),
  lastPerson: z.string().nullish(),
  currentPage: z.number().nullish(),
  error: z.string().nullish(),
  delay: z.tuple([z.number(), z.number()]).nullish(),
  invitations: z.number().nullish(),
});
export type WithdrawalState = z.infer<typeof WithdrawalStateSchema>;

export const TaskSchema = z.object({
  name: z.string(),
  running: z.boolean(),
  campaignId: z.number().nullish(),
  message: z.string().nullish(),
});
export type Task = z.infer<typeof TaskSchema>;
