import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callRemote } from '@/lib/extension/client';
import type { Conversation, MessageEvent } from '@/lib/extension/contract';
import { MessageEventSchema } from '@/lib/extension/contract/shared/entities';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { keepFromCampaigns, messengerQueries, type ConversationPages, type EventPages } from './queries';

const messengerContract = () => import('@/lib/extension/contract/messenger').then((m) => m.messengerRemotes);

// How the cached lists and threads follow writes and the extension's pushes without reloading.

export const CONVERSATION_LISTS_KEY = [QUERY_ROOTS.messenger, 'conversations'] as const;

/** Changes conversations in every cached list page. */
export function updateListedConversations(
  client: QueryClient,
  change: (list: Conversation[]) => Conversation[],
) {
  client.setQueriesData<ConversationPages>({ queryKey: CONVERSATION_LISTS_KEY }, (old) =>
    old ? { ...old, pages: old.pages.map((p) => ({ ...p, items: change(p.items) })) } : old,
  );
}

/** Pushed message events: {conversationId, message?} */
export const PushedMessageSchema = z.object({
  name: z.string(),
  conversationId: z.nullish(z.string()),
  message: z.nullish(MessageEventSchema),
  seenAt: z.nullish(z.number()),
  eventUrn: z.nullish(z.string()),
});

/** Appends a message to a conversation's cached events (newest page first) unless already there. */
export function appendEvent(client: QueryClient, conversationId: string, event: MessageEvent) {
  client.setQueryData<EventPages>(messengerQueries.events(conversationId).queryKey, (old) => {
    if (!old) return old;
    if (old.pages.some((p) => p.some((e) => e.entityUrn === event.entityUrn))) return old;
    const [first = [], ...rest] = old.pages;
    return { ...old, pages: [[...first, event], ...rest] };
  });
}

/** Puts a conversation on top of one cached list (dropping an older copy of it). */
const putOnTop = (old: ConversationPages, conversation: Conversation): ConversationPages => {
  const pages = old.pages.map((p) => ({ ...p, items: p.items.filter((c) => c.id !== conversation.id) }));
  pages[0] = { ...pages[0]!, items: [conversation, ...pages[0]!.items] };
  return { ...old, pages };
};

/**
 * A pushed message for a conversation no list holds: each list on screen asks for that one
 * conversation (the newest page up to the message, in the list's own filter) and puts it on top;
 * a list it does not belong to stays as it is, lists not on screen (and search results) go stale.
 */
export async function loadPushedConversation(
  client: QueryClient,
  conversationId: string,
  message: MessageEvent,
): Promise<void> {
  await client.invalidateQueries({ queryKey: CONVERSATION_LISTS_KEY, type: 'inactive', refetchType: 'none' });
  const active = client.getQueryCache().findAll({ queryKey: CONVERSATION_LISTS_KEY, type: 'active' });
  await Promise.all(
    active.map(async (query) => {
      const [, , filter, search] = query.queryKey as ReturnType<
        typeof messengerQueries.conversations
      >['queryKey'];
      if (search) return client.invalidateQueries({ queryKey: query.queryKey, refetchType: 'none' });
      const newest = await callRemote(messengerContract(), 'fetchConversations', {
        createdBefore: message.createdAt + 1,
        filter,
      });
      const [hit] = await keepFromCampaigns(
        filter,
        newest.filter((c) => c.id === conversationId),
      );
      if (hit)
        client.setQueryData<ConversationPages>(query.queryKey, (old) =>
          old?.pages.length ? putOnTop(old, hit) : old,
        );
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
  client.setQueriesData<ConversationPages>({ queryKey: CONVERSATION_LISTS_KEY }, (old) => {
    const item = old?.pages.flatMap((p) => p.items).find((c) => c.id === conversationId);
    if (!old || !item) return old;
    found = true;
    return putOnTop(old, {
      ...item,
      lastMessage: event,
      lastActivityAt: Math.max(event.createdAt, item.lastActivityAt),
      read,
      unreadCount: read ? 0 : item.unreadCount + 1,
    });
  });
  return found;
}
