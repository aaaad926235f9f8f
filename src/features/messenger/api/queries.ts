import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { miniCampaignsQuery } from '@/lib/queries/campaigns';
import { connectionsLoadingQuery } from '@/lib/queries/connections';
import type {
  Conversation,
  ConversationFilter,
  ListItem,
  MessageEvent,
  Participant,
  PresenceEntry,
  Profile,
} from '@/lib/extension/contract';
import { isExtensionError } from '@/lib/extension/errors';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { signalUnauthorized } from '@/lib/http/client';
import { savedListsQuery } from '@/lib/queries/lists';
import { pageForLoader, type LoaderCause } from '@/lib/query/pageForLoader';

const messengerContract = () => import('@/lib/extension/contract/messenger').then((m) => m.messengerRemotes);

// Spec 001 "Messenger": conversations, events, the open conversation's profile and the saved canned responses.

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
async function signalling401<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (isExtensionError(e) && String(e.code) === '401') signalUnauthorized();
    throw e;
  }
}

/**
 * The asked profile's presence in getPresenceStatus' reply: under its id or an URN ending in it,
 * or the one presence of a reply that names none (only one id is asked at a time).
 */
export function presenceOf(entries: readonly PresenceEntry[], profileId: string): PresenceEntry | null {
  const named = entries.find((e) => e.id === profileId || e.id?.endsWith(`:${profileId}`));
  if (named) return named;
  return entries.length === 1 ? entries[0]! : null;
}

/** The campaign filter keeps what getConversationsFromCampaigns says came from the chosen campaigns. */
export async function keepFromCampaigns(
  filter: ConversationFilter,
  list: Conversation[],
): Promise<Conversation[]> {
  if (
    filter.type !== 'builtin' ||
    filter.builtin !== 'campaigns' ||
    !filter.campaigns?.length ||
    !list.length
  )
    return list;
  const keep = new Set(
    // The spec's argument is the conversations themselves (each has its id).
    await callRemote(messengerContract(), 'getConversationsFromCampaigns', filter.campaigns, list),
  );
  return list.filter((c) => keep.has(c.id));
}

/**
 * One page of a conversation list. A campaign-filtered page may keep nothing and still says where
 * the next one starts (the list keeps loading until its view is filled or a page comes back empty).
 */
async function fetchConversationPage(
  createdBefore: number | null,
  filter: ConversationFilter,
  search: string,
): Promise<ConversationPage> {
  return signalling401(async () => {
    // A search is a page of the filtered list (fetchConversations' search), so it keeps the filter and pages.
    const list = await callRemote(messengerContract(), 'fetchConversations', {
      createdBefore,
      filter,
      ...(search && { search }),
    });
    return {
      items: await keepFromCampaigns(filter, list),
      next: list.length ? list[list.length - 1]!.lastActivityAt : null,
    };
  });
}

export const messengerQueries = {
  all: [QUERY_ROOTS.messenger] as const,
  conversations: (filter: ConversationFilter, search: string) =>
    infiniteQueryOptions({
      queryKey: [QUERY_ROOTS.messenger, 'conversations', filter, search] as const,
      queryFn: ({ pageParam }) => fetchConversationPage(pageParam, filter, search),
      initialPageParam: null as number | null,
      // No more when a page returns nothing.
      getNextPageParam: (last: ConversationPage) => last.next ?? undefined,
    }),
  events: (conversationId: string) =>
    infiniteQueryOptions({
      queryKey: [QUERY_ROOTS.messenger, 'events', conversationId] as const,
      queryFn: ({ pageParam }) =>
        callRemote(messengerContract(), 'fetchEvents', { conversationId, createdBefore: pageParam }),
      initialPageParam: null as number | null,
      getNextPageParam: (last: MessageEvent[]) => (last.length ? last[0]!.createdAt : undefined),
    }),
  profileCheck: () =>
    queryOptions({
      queryKey: [QUERY_ROOTS.messenger, 'profiles-exist'] as const,
      queryFn: () => callRemote(messengerContract(), 'isProfilesExistInDB'),
    }),
  /** Shared with CRM: one cache entry (src/lib/queries/connections.ts). */
  connectionsLoading: connectionsLoadingQuery,
  presence: (profileId: string) =>
    queryOptions({
      queryKey: [QUERY_ROOTS.messenger, 'presence', profileId] as const,
      queryFn: async () =>
        presenceOf(await callRemote(messengerContract(), 'getPresenceStatus', [profileId]), profileId),
    }),
  tags: () =>
    queryOptions({
      queryKey: [QUERY_ROOTS.messenger, 'tags'] as const,
      queryFn: async () =>
        Object.fromEntries(
          (await callRemote(messengerContract(), 'getConversationTags')).map((t) => [t.id, t.tags]),
        ) as Record<string, string[]>,
    }),
  profile: (participant: Participant) =>
    // The participant is identified by its profileId; the rest of it only helps the extension find the profile.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: [QUERY_ROOTS.messenger, 'profile', participant.profileId] as const,
      queryFn: () => callRemote(messengerContract(), 'getUserProfileForMessenger', participant),
    }),
  relatedEvents: (profile: Profile) =>
    // The stored profile is identified by its id; the extension gets the whole profile (spec 7).
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: [QUERY_ROOTS.messenger, 'related', profile.id] as const,
      queryFn: () => callRemote(messengerContract(), 'getRelatedEvents', profile, RELATED_EVENT_NAMES),
    }),
  /** The saved lists' one cache entry (shared with Lists and the campaign editor), its canned responses. */
  cannedResponses: () => ({ ...savedListsQuery(), select: selectCannedResponses }),
  /** The messaging campaigns, from the one shared campaign-names entry (src/lib/queries/campaigns.ts). */
  messagingCampaigns: () =>
    queryOptions({
      ...miniCampaignsQuery(),
      select: (campaigns) => campaigns.filter((c) => c.module === 'li-auto-msg'),
    }),
};

const selectCannedResponses = (lists: Record<string, ListItem[]>) => lists.cannedResponses ?? [];

/**
 * The messenger route's loader: the first page of the list the URL asks for, awaited when the
 * screen opens; on the open screen (a new filter or search) only started, as the list shown stays
 * until it is in (MessengerPage).
 */
export const loadMessenger = (
  client: QueryClient,
  view: { filter: ConversationFilter; q: string },
  cause: LoaderCause = 'enter',
) =>
  pageForLoader(client.ensureInfiniteQueryData(messengerQueries.conversations(view.filter, view.q)), cause);

/** A conversation's tags: the tagged-conversations store wins over the conversation's own. */
export const tagsOf = (c: Conversation, tags: Record<string, string[]> | undefined) => tags?.[c.id] ?? c.tags;
