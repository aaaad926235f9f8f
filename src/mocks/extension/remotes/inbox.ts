import type { Conversation, Profile } from '@/lib/extension/contract';
import { updateWorld, world } from '../../world/store';
import { makeMessage } from '../../world/seed/people';
import { SimulatedFailure, type Remotes } from '../support';

type Names = keyof typeof import('@/lib/extension/contract/inbox').messengerRemotes | keyof typeof import('@/lib/extension/contract/inbox').listRemotes;

const PAGE = 20;

const participantName = (c: Conversation) => c.participants.map((p) => `${p.firstName} ${p.lastName}`).join(' ').toLowerCase();

function matchesProfileFilters(p: Profile, f: Parameters<Remotes['getProfiles']>[0]['filters']) {
  if (f.search) {
    const q = f.search.toLowerCase();
    if (!`${p.firstName} ${p.lastName} ${p.occupation ?? ''} ${p.companyName ?? ''}`.toLowerCase().includes(q)) return false;
  }
  if (f.tags?.length && !f.tags.some((t) => p.tags.includes(t))) return false;
  if (f.industries?.length && !f.industries.includes(p.industry ?? '')) return false;
  if (f.companies?.length && !f.companies.includes(p.companyName ?? '')) return false;
  if (f.hasNote === 'yes' && !p.notes) return false;
  if (f.hasNote === 'no' && p.notes) return false;
  const contacted = f.contacted ?? 'all';
  const isHidden = f.isHidden ?? 'no';
  if (contacted !== 'all' && p.distance !== Number(contacted.charAt(0))) return false;
  if (isHidden === 'yes' && !p.hidden) return false;
  if (isHidden === 'no' && p.hidden) return false;
  return true;
}

export const inboxRemotes: Pick<Remotes, Names> = {
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
  saveListItem: ({ listType, item }) =>
    updateWorld((w) => {
      const list = (w.lists[listType] ??= []);
      const existing = item.id !== undefined ? list.find((x) => x.id === item.id) : undefined;
      if (existing) {
        Object.assign(existing, item);
        return existing;
      }
      const created = { id: Math.max(0, ...list.map((x) => Number(x.id) || 0)) + 1, name: item.name ?? '', data: item.data ?? {} };
      list.push(created);
      return created;
    }),
  removeListItem: ({ listType, id }) => updateWorld((w) => void (w.lists[listType] = (w.lists[listType] ?? []).filter((x) => x.id !== id))) ?? true,
  getData: () => world().lists,
  getAllProfileTags: () => [...new Set(world().profiles.flatMap((p) => p.tags))].sort(),
  addTagsToProfiles: ({ profiles, tags }) =>
    updateWorld((w) => w.profiles.forEach((p) => profiles.includes(p.id) && (p.tags = [...new Set([...p.tags, ...tags])]))) ?? true,
  removeTagsFromProfiles: ({ profiles, tags }) =>
    updateWorld((w) => w.profiles.forEach((p) => profiles.includes(p.id) && (p.tags = p.tags.filter((t) => !tags.includes(t))))) ?? true,
  getProfiles: ({ filters, page, sorting }) => {
    const list = world().profiles.filter((p) => matchesProfileFilters(p, filters));
    const dir = sorting.order === 'ASC' ? 1 : -1;
    list.sort((a, b) =>
      sorting.field === 'firstName' ? a.firstName.localeCompare(b.firstName) * dir : ((a.createdAt ?? 0) - (b.createdAt ?? 0)) * dir,
    );
    const start = (page.current - 1) * page.size;
    return { profiles: list.slice(start, start + page.size), total: list.length };
  },
  bulkUpdateProfiles: ({ ids, updates }) => updateWorld((w) => w.profiles.forEach((p) => ids.includes(p.id) && Object.assign(p, updates))) ?? true,
  downloadProfiles: ({ filters }) => world().profiles.filter((p) => matchesProfileFilters(p, filters)),
};
