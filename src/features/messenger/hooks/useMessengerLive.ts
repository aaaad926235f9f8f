import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentBridge } from '@/lib/extension/client';
import { now as clockNow } from '@/lib/time/clock';
import {
  appendEvent,
  bumpConversation,
  loadPushedConversation,
  messengerQueries,
  PushedMessageSchema,
  updateListedConversations,
} from '../api';

/** Spec 4 "Messenger loading": after the profile check and 500 ms, whether connections are still loading (re-checked every 10 s). */
export function useConnectionsLoading(): boolean {
  const check = useQuery(messengerQueries.profileCheck());
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!check.isFetched) return;
    const t = setTimeout(() => setReady(true), 500);
    return () => clearTimeout(t);
  }, [check.isFetched]);
  const loading = useQuery({ ...messengerQueries.connectionsLoading(), enabled: ready });
  return loading.data === true;
}

/** Live events from the extension port: messages and seen receipts reach the cached conversations. */
export function useLiveMessages(): void {
  const client = useQueryClient();
  // Live events: append to the open conversation and bump it; an unknown one is fetched on top.
  useEffect(() => {
    const bridge = currentBridge();
    if (!bridge) return;
    return bridge.onPush((push) => {
      if (!('type' in push)) return;
      const parsed = PushedMessageSchema.safeParse(push.data);
      if (!parsed.success || !parsed.data.conversationId) return;
      const { name, conversationId, message } = parsed.data;
      if ((name === 'messageRecieved' || name === 'messageReceived') && message) {
        appendEvent(client, conversationId, message);
        if (!bumpConversation(client, conversationId, message, false))
          loadPushedConversation(client, conversationId, message).catch((e: unknown) =>
            console.warn('Could not load new conversations', e),
          );
      } else if (name === 'messageSeen') {
        const seenAt = parsed.data.seenAt ?? clockNow();
        updateListedConversations(client, (items) =>
          items.map((c) =>
            c.id === conversationId && c.lastMessage
              ? {
                  ...c,
                  receipts: {
                    ...c.receipts,
                    seenReceipt: { eventUrn: parsed.data.eventUrn ?? c.lastMessage.entityUrn, seenAt },
                  },
                }
              : c,
          ),
        );
      }
    });
  }, [client]);
}
