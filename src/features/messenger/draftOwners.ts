import type { QueryClient } from '@tanstack/react-query';
import { CONVERSATION_LISTS_KEY } from './api/cache';
import type { ConversationPages } from './api/queries';

/**
 * Names the conversation a messenger draft belongs to ('conversation with Jane Doe') from the
 * lists in the cache, for the logout confirmation; null for other drafts or a list not loaded.
 */
export const messengerDraftOwner =
  (client: QueryClient) =>
  (scope: string, conversationId: string): string | null => {
    if (!scope.startsWith('messenger.')) return null;
    for (const [, lists] of client.getQueriesData<ConversationPages>({ queryKey: CONVERSATION_LISTS_KEY })) {
      const found = lists?.pages.flatMap((page) => page.items).find((c) => c.id === conversationId);
      const names = found?.participants.map((p) => `${p.firstName} ${p.lastName}`.trim()).filter(Boolean);
      if (names?.length) return `conversation with ${names.join(', ')}`;
    }
    return null;
  };
