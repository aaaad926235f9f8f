import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { miniCampaignsQuery } from '@/lib/queries/campaigns';
import { connectionsLoadingQuery } from '@/lib/queries/connections';
import { callRemote } from '@/lib/extension/client';
import type { Conversation, ConversationFilter, MessageEvent, Participant } from '@/lib/extension/contract';
import { MessageEventSchema } from '@/lib/extension/contract';
import { isExtensionError } from '@/lib/extension/errors';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { signalUnauthorized } from '@/lib/http/client';

// Spec 001 "Messenger": conversations, events, the open conversation's profile and the bulk actions.

export const RELATED_EVENT_NAMES = [
  'connectionRequestSent',
  'profileViewed',
  'messageSent',
  'ilike',
  'icomment',
  'ishare',
];

export interface ConversationPage {
  items: Conversation[];
  next: number | null;
}
export type ConversationPages = InfiniteData<ConversationPage, number | null>;
export type EventPages = InfiniteData<MessageEvent[], number | null>;

/** Spec 6: a 401 in the conversations reply removes the stored token. */
async function fetchConversations(
  createdBefore: number | null,
  filter: ConversationFilter,
  search: string,
): Promise<ConversationPage> {
  try {
    let list = await callRemote('fetchConversations', { createdBefore, filter, search: search || undefined });
    if (
      filter.type === 'builtin' &&
      filter.builtin === 'campaigns' &&
      filter.campaigns?.length &&
      list.length
    ) {
      const keep = new Set(
        await callRemote(
          'getConversationsFromCampaigns',
          filter.campaigns,
          list.map((c) => c.id),
        ),
      );
      // Keep paging from the page's last conversation even when the campaign filter drops it.
      const last = list[list.length - 1]!;
      list = list.filter((c) => keep.has(c.id));
      return { items: list, next: last.lastActivityAt };
    }
    return { items: list, next: list.length ? list[list.length - 1]!.lastActivityAt : null };
  } catch (e) {
    if (isExtensionError(e) && String(e.code) === '401') signalUnauthorized();
    throw e;
  }
}

export const messengerQueries = {
  all: [QUERY_ROOTS.messenger] as const,
  conversations: (filter: ConversationFilter, search: string) =>
    infiniteQueryOptions({
      queryKey: [QUERY_ROOTS.messenger, 'conversations', filter, search] as const,
      // A page remembers where the next one starts: a campaign-filtered page that kept nothing still moves on.
      queryFn: ({ pageParam }) => fetchConversations(pageParam, filter, search),
      initialPageParam: null as number | null,
      // No more when a page returns nothing.
      getNextPageParam: (last: ConversationPage) => last.next ?? undefined,
    }),
  events: (conversationId: string) =>
    infiniteQueryOptions({
      queryKey: [QUERY_ROOTS.messenger, 'events', conversationId] as const,
      queryFn: ({ pageParam }) => callRemote('fetchEvents', { conversationId, createdBefore: pageParam }),
      initialPageParam: null as number | null,
      getNextPageParam: (last: MessageEvent[]) => (last.length ? last[0]!.createdAt : undefined),
    }),
  profileCheck: () =>
    queryOptions({
      queryKey: [QUERY_ROOTS.messenger, 'profiles-exist'] as const,
      queryFn: () => callRemote('isProfilesExistInDB'),
    }),
  /** Shared with CRM: one cache entry (src/lib/queries/connections.ts). */
  connectionsLoading: connectionsLoadingQuery,
  presence: (profileId: string) =>
    queryOptions({
      queryKey: [QUERY_ROOTS.messenger, 'presence', profileId] as const,
      queryFn: async () => (await callRemote('getPresenceStatus', [profileId]))[profileId] ?? null,
    }),
  tags: () =>
    queryOptions({
      queryKey: [QUERY_ROOTS.messenger, 'tags'] as const,
      queryFn: async () =>
        Object.fromEntries((await callRemote('getConversationTags')).map((t) => [t.id, t.tags])) as Record<
          string,
          string[]
        >,
    }),
  profile: (participant: Participant) =>
    // The participant is identified by its profileId; the rest of it only helps the extension find the profile.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: [QUERY_ROOTS.messenger, 'profile', participant.profileId] as const,
      queryFn: () => callRemote('getUserProfileForMessenger', participant),
    }),
  relatedEvents: (profileId: string) =>
    queryOptions({
      queryKey: [QUERY_ROOTS.messenger, 'related', profileId] as const,
      queryFn: () => callRemote('getRelatedEvents', profileId, RELATED_EVENT_NAMES),
    }),
  cannedResponses: () =>
    queryOptions({
      queryKey: [QUERY_ROOTS.messenger, 'canned'] as const,
      queryFn: async () => (await callRemote('getData', 'lists')).cannedResponses ?? [],
    }),
  /** The messaging campaigns, from the one shared campaign-names entry (src/lib/queries/campaigns.ts). */
  messagingCampaigns: () =>
    queryOptions({
      ...miniCampaignsQuery(),
      select: (campaigns) => campaigns.filter((c) => c.module === 'li-auto-msg'),
    }),
};

/** A conversation's tags: the tagged-conversations store wins over the conversation's own. */
export const tagsOf = (c: Conversation, tags: Record<string, string[]> | undefined) => tags?.[c.id] ?? c.tags;

/** Changes conversations in every cached list page. */
export function updateListedConversations(
  client: QueryClient,
  change: (list: Conversation[]) => Conversation[],
) {
  client.setQueriesData<ConversationPages>({ queryKey: [QUERY_ROOTS.messenger, 'conversations'] }, (old) =>
    old ? { ...old, pages: old.pages.map((p) => ({ ...p, items: change(p.items) })) } : old,
  );
}

/** Pushed message events: {conversationId, message?} */
export const PushedMessageSchema = z.object({
  name: z.string(),
  conversationId: z.string().nullish(),
  message: MessageEventSchema.nullish(),
  seenAt: z.number().nullish(),
  eventUrn: z.string().nullish(),
});
export type PushedMessage = z.infer<typeof PushedMessageSchema>;

/** Appends a message to a conversation's cached events (newest page first) unless already there. */
export function appendEvent(client: QueryClient, conversationId: string, event: MessageEvent) {
  client.setQueryData<EventPages>(messengerQueries.events(conversationId).queryKey, (old) => {
    if (!old) return old;
    if (old.pages.some((p) => p.some((e) => e.entityUrn === event.entityUrn))) return old;
    const [first = [], ...rest] = old.pages;
    return { ...old, pages: [[...first, event], ...rest] };
  });
}

/**
 * A pushed message for a conversation no list shows: one call for the newest page of each list
 * on screen, whose conversations go on top (the pages further down stay as they are); lists not
 * on screen just go stale.
 */
export async function loadNewestConversations(client: QueryClient): Promise<void> {
  const listKey = [QUERY_ROOTS.messenger, 'conversations'];
  await client.invalidateQueries({ queryKey: listKey, type: 'inactive', refetchType: 'none' });
  const active = client.getQueryCache().findAll({ queryKey: listKey, type: 'active' });
  await Promise.all(
    active.map(async (query) => {
      const [, , filter, search] = query.queryKey as ReturnType<
        typeof messengerQueries.conversations
      >['queryKey'];
      const newest = await fetchConversations(null, filter, search);
      const fresh = new Set(newest.items.map((c) => c.id));
      client.setQueryData<ConversationPages>(query.queryKey, (old) => {
        if (!old?.pages.length) return old;
        const pages = old.pages.map((p) => ({ ...p, items: p.items.filter((c) => !fresh.has(c.id)) }));
        pages[0] = { ...pages[0]!, items: [...newest.items, ...pages[0]!.items] };
        return { ...old, pages };
      });
    }),
  );
}

/** Puts a conversation on top of every cached list with its new last message; true when it was listed. */
export function bumpConversation(
  client: QueryClient,
  conversationId: string,
  event: MessageEvent,
  read: boolean,
): boolean {
  let found = false;
  client.setQueriesData<ConversationPages>({ queryKey: [QUERY_ROOTS.messenger, 'conversations'] }, (old) => {
    if (!old) return old;
    let item: Conversation | undefined;
    const pages = old.pages.map((p) => {
      const hit = p.items.find((c) => c.id === conversationId);
      if (!hit) return p;
      item = hit;
      return { ...p, items: p.items.filter((c) => c.id !== conversationId) };
    });
    if (!item) return old;
    found = true;
    const bumped: Conversation = {
      ...item,
      lastMessage: event,
      lastActivityAt: Math.max(event.createdAt, item.lastActivityAt),
      read,
      unreadCount: read ? 0 : item.unreadCount + 1,
    };
    const first = pages[0]!;
    pages[0] = { ...first, items: [bumped, ...first.items] };
    return { ...old, pages };
  });
  return found;
}
