import { useEffect } from 'react';
import type { Conversation } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { MESSENGER } from '@/lib/constants';
import { useMarkReadMutation } from '../api';
import type { Notify } from '@/lib/ui/notify';

/** Spec 4: opening a conversation marks it read after 1 s if it is still open. */
export function useMarkReadWhenOpen(open: Conversation | null, notify: Notify): void {
  const { mutate } = useMarkReadMutation();
  const openId = open?.id ?? null;
  const unread = !!open && (!open.read || open.unreadCount > 0);
  useEffect(() => {
    if (!openId || !unread) return;
    const t = setTimeout(
      () =>
        mutate(openId, {
          onError: (e) => notify(`Could not mark the conversation as read: ${errorMessage(e)}`, 'error'),
        }),
      MESSENGER.markReadDelayMs,
    );
    return () => clearTimeout(t);
  }, [openId, unread, mutate, notify]);
}
