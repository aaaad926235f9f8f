import type { Conversation } from '@/lib/extension/contract';
import { updateWorld, world } from '../../world/store';
import { makeMessage } from '../../world/seed/people';
import { requireUser, SimulatedFailure, type Handlers } from '../support';
import { pushEvent } from '../pushes';
import { now as clockNow } from '@/lib/time/clock';

const PAGE = 20;

/** How long the simulated contact takes to read and to answer a message you send. */
export const SIMULATED_SEEN_MS = 1500;
export const SIMULATED_REPLY_MS = 4000;
const REPLIES = [
  'Thanks for your message!',
  'Sounds good, let us talk next week.',
  'Interesting, tell me more.',
  'Sure, here is my site: https://example.com/about',
];

const hash = (s: string) => [...s].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, 7);

/** The contact reads the message, then answers it: pushes as the real extension would. */
function scheduleReply(conversationId: string, profileId: string) {
  // A reply belongs to the world the message was sent in: after a reset or a scenario switch it is
  // dropped (tests reset the world between cases; a late reply must not land in the next one).
  const sentIn = world();
  setTimeout(() => {
    if (world() !== sentIn) return;
    const seenAt = clockNow();
    const ok = updateWorld((w) => {
      const c = w.conversations.find((x) => x.id === conversationId);
      if (!c?.lastMessage) return false;
      c.receipts = { seenReceipt: { eventUrn: c.lastMessage.entityUrn, seenAt } };
      return true;
    });
    if (ok) pushEvent('messageSeen', { conversationId, profileId, seenAt, createdAt: seenAt });
  }, SIMULATED_SEEN_MS);
  setTimeout(() => {
    if (world() !== sentIn) return;
    const now = clockNow();
    const event = updateWorld((w) => {
      const c = w.conversations.find((x) => x.id === conversationId);
      if (!c) return null;
      const reply = makeMessage(
        c.id,
        c.events.length + 1000,
        profileId,
        REPLIES[Math.abs(hash(c.id + c.events.length)) % REPLIES.length]!,
        now,
      );
      c.events.push(reply);
      c.lastMessage = reply;
      c.lastActivityAt = now;
      c.read = false;
      c.unreadCount += 1;
      w.events.push({
        name: 'messageRecieved',
        createdAt: now,
        conversationId,
        profileId,
        // As the extension records a reply: with the person's LinkedIn name (the notifications show it).
        profilePublicId: c.participants.find((p) => p.profileId === profileId)?.publicIdentifier ?? null,
        campaignId: null,
      });
      return reply;
    });
    if (event) pushEvent('messageRecieved', { conversationId, profileId, createdAt: now, message: event });
  }, SIMULATED_REPLY_MS);
}

const participantName = (c: Conversation) =>
  c.participants
    .map((p) => `${p.firstName} ${p.lastName}`)
    .join(' ')
    .toLowerCase();

export const messengerRemotes: Handlers<
  typeof import('@/lib/extension/contract/messenger').messengerRemotes
> = {
  // The conversation lists need a signed-in user: an expired session answers 401 (spec 6).
  searchConversations: (query) => {
    requireUser(world());
    const q = query.toLowerCase();
    return world()
      .conversations.filter((c) => participantName(c).includes(q))
      .slice(0, PAGE);
  },
  fetchConversations: ({ createdBefore, filter, search }) => {
    const w = world();
    requireUser(w);
    let list = w.conversations.filter((c) => (createdBefore ? c.lastActivityAt < createdBefore : true));
    if (filter.type === 'linkedin') {
      if (filter.linkedin === 'archived') list = list.filter((c) => c.archived);
      else list = list.filter((c) => !c.archived);
      if (filter.linkedin === 'unread') list = list.filter((c) => !c.read);
      if (filter.linkedin === 'inmail') list = list.filter((c) => c.inmail === true);
      if (filter.linkedin === 'spam') list = list.filter((c) => c.spam === true);
      if (filter.linkedin === 'connections') {
        const firstDegree = new Set(w.profiles.filter((p) => p.distance === 1).map((p) => p.profileId));
        list = list.filter((c) => c.participants.some((p) => firstDegree.has(p.profileId)));
      }
    } else {
      // Archived conversations show only under the Archived filter; archiving removes one from every other list.
      list = list.filter((c) => !c.archived);
      if (filter.builtin === 'tags' && filter.tags?.length)
        list = list.filter((c) => filter.tags!.some((t) => (w.conversationTags[c.id] ?? c.tags).includes(t)));
    }
    if (search) {
      const q = search.toLowerCase();
      list = list.filter((c) => participantName(c).includes(q));
    }
    // Newest activity first, as LinkedIn lists them (a reply moves its conversation up).
    return list.sort((a, b) => b.lastActivityAt - a.lastActivityAt).slice(0, PAGE);
  },
  fetchEvents: ({ conversationId, createdBefore }) => {
    const c = world().conversations.find((x) => x.id === conversationId);
    if (!c) throw new SimulatedFailure('Conversation not found', 404);
    // The big world keeps no events per conversation: its last message stands for the thread.
    const events = c.events.length ? c.events : c.lastMessage ? [c.lastMessage] : [];
    return events.filter((e) => (createdBefore ? e.createdAt < createdBefore : true)).slice(-PAGE);
  },
  isProfilesExistInDB: () => world().profiles.length > 0,
  isConnectionsLoading: () => {
    const e = world().extension;
    return (
      e.connectionsLoading && (e.connectionsLoadingUntil == null || clockNow() < e.connectionsLoadingUntil)
    );
  },
  getConversationTags: () =>
    Object.entries(world().conversationTags).map(([id, tags]) => ({
      id,
      tags,
      participants:
        world()
          .conversations.find((c) => c.id === id)
          ?.participants.map((p) => p.profileId) ?? [],
    })),
  updateConversationTags: ({ id, tags }) => updateWorld((w) => void (w.conversationTags[id] = tags)) ?? true,
  getUserProfileForMessenger: (participant) =>
    world().profiles.find((p) => p.profileId === participant.profileId) ?? null,
  getRelatedEvents: (profile, names) =>
    world().events.filter((e) => e.profileId === profile.profileId && names.includes(e.name)),
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
      if (!c) return false;
      Object.assign(c, { read: true, unreadCount: 0 });
      return true;
    }),
  getPresenceStatus: (ids) =>
    Object.fromEntries(
      ids.map((id) => {
        const h = Math.abs(hash(id));
        return [
          id,
          {
            availability: h % 3 === 0 ? 'ONLINE' : 'OFFLINE',
            lastActiveAt: clockNow() - (h % 48) * 3600_000 - 600_000,
          },
        ];
      }),
    ),
  // The conversations that came from the campaigns, as they were sent.
  getConversationsFromCampaigns: (campaignIds, conversations) => {
    const fromCampaigns = new Set(
      world()
        .events.filter((e) => e.conversationId && e.campaignId && campaignIds.includes(e.campaignId.id))
        .map((e) => e.conversationId),
    );
    return conversations.filter((c) => fromCampaigns.has(c.id));
  },
  deleteConversations: (ids) =>
    updateWorld((w) => void (w.conversations = w.conversations.filter((c) => !ids.includes(c.id)))) ?? true,
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
    updateWorld((w) => w.conversations.forEach((c) => ids.includes(c.id) && Object.assign(c, values))) ??
    true,
  resyncConversation: () => true,
  sendLinkedinMessage: ({ conversationId, message, profileId, attachments }) => {
    const sent = updateWorld((w) => {
      const c =
        w.conversations.find((x) => x.id === conversationId) ??
        w.conversations.find((x) => x.participants.some((p) => p.profileId === profileId));
      const me = w.extension.currentLinkedinUser?.id ?? 'me';
      const now = clockNow();
      if (!c) throw new SimulatedFailure('Conversation not found', 404);
      const event = makeMessage(c.id, c.events.length, me, message, now);
      if (attachments?.length)
        event.eventContent.attachments = attachments.map((a) => ({
          name: a.name,
          mediaType: a.mediaType,
          reference: a.id,
        }));
      c.events.push(event);
      c.lastMessage = event;
      c.lastActivityAt = now;
      return { event, conversationId: c.id };
    });
    scheduleReply(sent.conversationId, profileId);
    return sent.event;
  },
  uploadFileToLinkedin: ({ name, size, type }) => ({
    name,
    byteSize: size,
    id: `file-${clockNow()}`,
    mediaType: type,
  }),
  processTemplate: (template, participant) =>
    template.replace(/\{([A-Z_]+)\}/g, (whole, key: string) => {
      // Template profiles carry firstName, lastName, headline, distance, contactInfo and positions;
      // flat fields (companyName, occupation, ...) win, the current position fills the gaps.
      const position = (Array.isArray(participant.positions) ? participant.positions[0] : undefined) as
        Record<string, unknown> | undefined;
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
