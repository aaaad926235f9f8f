import type { Conversation } from '@/lib/extension/contract';
import { updateWorld, world } from '../../world/store';
import { makeMessage } from '../../world/seed/people';
import { SimulatedFailure, type Remotes } from '../support';

type Names = keyof typeof import('@/lib/extension/contract/inbox').messengerRemotes;

const PAGE = 20;

const participantName = (c: Conversation) => c.participants.map((p) => `${p.firstName} ${p.lastName}`).join(' ').toLowerCase();

export const messengerRemotes: Pick<Remotes, Names> = {
  searchConversations: (query) => {
    const q = query.toLowerCase();
    return world().conversations.filter((c) => participantName(c).includes(q)).slice(0, PAGE);
  },
  fetchConversations: ({ createdBefore, filter, search }) => {
    const w = world();
    let list = w.conversations.filter((c) => (createdBefore ? c.lastActivityAt < createdBefore : true));
    if (filter.type === 'linkedin') {
      if (filter.linkedin === 'archived') list = list.filter((c) => c.archived);
      else list = list.filter((c) => !c.archived);
      if (filter.linkedin === 'unread') list = list.filter((c) => !c.read);
    } else if (filter.builtin === 'tags' && filter.tags?.length) {
      list = list.filter((c) => filter.tags!.some((t) => (w.conversationTags[c.id] ?? c.tags).includes(t)));
    }
    if (search) {
      const q = search.toLowerCase();
      list = list.filter((c) => participantName(c).includes(q));
    }
    return list.slice(0, PAGE);
  },
  fetchEvents: ({ conversationId, createdBefore }) => {
    const c = world().conversations.find((x) => x.id === conversationId);
    if (!c) throw new SimulatedFailure('Conversation not found', 404);
    return c.events.filter((e) => (createdBefore ? e.createdAt < createdBefore : true)).slice(-PAGE);
  },
  isProfilesExistInDB: () => world().profiles.length > 0,
  isConnectionsLoading: () => world().extension.connectionsLoading,
  getConversationTags: () =>
    Object.entries(world().conversationTags).map(([id, tags]) => ({
      id,
      tags,
      participants: world().conversations.find((c) => c.id === id)?.participants.map((p) => p.profileId) ?? [],
    })),
  updateConversationTags: ({ id, tags }) => updateWorld((w) => void (w.conversationTags[id] = tags)) ?? true,
  getUserProfileForMessenger: (participant) => world().profiles.find((p) => p.profileId === participant.profileId) ?? null,
  getRelatedEvents: (profileId, names) => world().events.filter((e) => e.profileId === profileId && names.includes(e.name)),
  'db.profiles.get': (id) => world().profiles.find((p) => p.id === id) ?? null,
  updateProfile: (id, changes) =>
    updateWorld((w) => {
      const p = w.profiles.find((x) => x.id === id);
      if (!p) throw new SimulatedFailure('Profile not found', 404);
      Object.assign(p, changes);
      return true;
    }),
  markConversationAsRead: (id) =>
    updateWorld((w) => {
      const c = w.conversations.find((x) => x.id === id);
      if (c) Object.assign(c, { read: true, unreadCount: 0 });
      return true;
    }),
  getPresenceStatus: (ids) => Object.fromEntries(ids.map((id, i) => [id, { availability: i % 3 === 0 ? 'ONLINE' : 'OFFLINE', lastActiveAt: Date.now() - i * 3600_000 }])),
  getConversationsFromCampaigns: (_campaignIds, conversationIds) => conversationIds,
  deleteConversations: (ids) => updateWorld((w) => void (w.conversations = w.conversations.filter((c) => !ids.includes(c.id)))) ?? true,
  archiveConversations: (ids) =>
    updateWorld((w) => w.conversations.forEach((c) => ids.includes(c.id) && (c.archived = true))) ?? true,
  unarchiveConversations: (ids) =>
    updateWorld((w) => w.conversations.forEach((c) => ids.includes(c.id) && (c.archived = false))) ?? true,
  toggleConversationReadStatus: ({ ids, read }) =>
    updateWorld((w) =>
      w.conversations.forEach((c) => {
        if (ids.includes(c.id)) Object.assign(c, { read, unreadCount: read ? 0 : 1 });
      }),
    ) ?? true,
  updateConversationValue: (ids, values) =>
    updateWorld((w) => w.conversations.forEach((c) => ids.includes(c.id) && Object.assign(c, values))) ?? true,
  resyncConversation: () => true,
  sendLinkedinMessage: ({ conversationId, message, profileId }) =>
    updateWorld((w) => {
      const c = w.conversations.find((x) => x.id === conversationId) ?? w.conversations.find((x) => x.participants.some((p) => p.profileId === profileId));
      const me = w.extension.currentLinkedinUser?.id ?? 'me';
      const now = Date.now();
      if (!c) throw new SimulatedFailure('Conversation not found', 404);
      const event = makeMessage(c.id, c.events.length, me, message, now);
      c.events.push(event);
      c.lastMessage = event;
      c.lastActivityAt = now;
      return event;
    }),
  uploadFileToLinkedin: ({ name, size, type }) => ({ name, byteSize: size, id: `file-${Date.now()}`, mediaType: type }),
  processTemplate: (template, participant) =>
    template.replace(/\{([A-Z_]+)\}/g, (whole, key: string) => {
      // Template profiles carry firstName, lastName, headline, distance, contactInfo and positions;
      // flat fields (companyName, occupation, ...) win, the current position fills the gaps.
      const position = (Array.isArray(participant.positions) ? participant.positions[0] : undefined) as Record<string, unknown> | undefined;
      const map: Record<string, unknown> = {
        FIRST_NAME: participant.firstName,
        LAST_NAME: participant.lastName,
        LOCATION: participant.location ?? position?.location,
        COMPANY_NAME: participant.companyName ?? position?.companyName,
        OCCUPATION: participant.occupation ?? position?.title ?? participant.headline,
        HEADLINE: participant.headline ?? participant.occupation,
        INDUSTRY: participant.industry ?? position?.industry,
      };
      const value = map[key];
      return typeof value === 'string' ? value : key in map ? '' : whole;
    }),
};
