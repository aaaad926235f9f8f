import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newActionKey } from '@/lib/extension/actions';
import { callRemote, callRemoteAction } from '@/lib/extension/client';
import type { Conversation, ListItem, Profile } from '@/lib/extension/contract';
import { applyOptimistic, rollbackOptimistic } from '@/lib/query/optimistic';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { isNotConfirmed } from '@/lib/query/personAction';
import { updateProfileChecked, type ProfileChanges } from '@/lib/queries/profiles';
import { savedListsQuery } from '@/lib/queries/lists';
import { CONVERSATION_LISTS_KEY, updateListedConversations } from './cache';
import { messengerQueries, type ConversationPages } from './queries';

const listsContract = () => import('@/lib/extension/contract/lists').then((m) => m.listsRemotes);
const messengerContract = () => import('@/lib/extension/contract/messenger').then((m) => m.messengerRemotes);

// Every write the messenger makes: the screen's components call these hooks, never the extension.

export type BulkAction = 'delete' | 'archive' | 'unarchive' | 'read' | 'unread';

const markRead = (read: boolean, ids: ReadonlySet<string>) => (old: ConversationPages) => ({
  ...old,
  pages: old.pages.map((p) => ({
    ...p,
    items: p.items.map((c) => (ids.has(c.id) ? { ...c, read, unreadCount: read ? 0 : 1 } : c)),
  })),
});

/** Conversations a bulk action is under way on: another one on any of them is not run. */
const bulkInFlight = new Set<string>();

interface BulkVariables {
  action: BulkAction;
  ids: string[];
  actionKey: string;
}

function bulkCall({ action, ids, actionKey }: BulkVariables) {
  if (action === 'delete')
    return callRemoteAction(messengerContract(), 'deleteConversations', actionKey, ids);
  if (action === 'archive')
    return callRemoteAction(messengerContract(), 'archiveConversations', actionKey, ids);
  if (action === 'unarchive')
    return callRemoteAction(messengerContract(), 'unarchiveConversations', actionKey, ids);
  return callRemoteAction(messengerContract(), 'toggleConversationReadStatus', actionKey, {
    ids,
    read: action === 'read',
  });
}

/**
 * Selection bar actions. Read and unread show at once; the rest leave the list when the extension
 * agrees. `run` is one person's action: it carries its own key, and does nothing (false) while
 * another action is under way on any of the conversations, so a double click acts once.
 */
export function useBulkConversationsMutation() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationKey: [QUERY_ROOTS.messenger, 'bulk'],
    mutationFn: bulkCall,
    onMutate: ({ action, ids }) =>
      action === 'read' || action === 'unread'
        ? applyOptimistic(client, CONVERSATION_LISTS_KEY, markRead(action === 'read', new Set(ids)))
        : undefined,
    onError: (_e, _v, snapshot) => rollbackOptimistic(client, snapshot),
    onSuccess: (_r, { action, ids }) => {
      const set = new Set(ids);
      if (action !== 'read' && action !== 'unread')
        updateListedConversations(client, (items) => items.filter((c) => !set.has(c.id)));
    },
    onSettled: (_r, _e, { ids }) => {
      ids.forEach((id) => bulkInFlight.delete(id));
      return client.invalidateQueries({ queryKey: CONVERSATION_LISTS_KEY });
    },
  });
  const { mutate, isPending } = mutation;
  const run = (
    action: BulkAction,
    ids: string[],
    callbacks: { onSuccess?: () => void; onError?: (e: Error) => void },
  ): boolean => {
    if (!ids.length || ids.some((id) => bulkInFlight.has(id))) return false;
    ids.forEach((id) => bulkInFlight.add(id));
    mutate({ action, ids, actionKey: newActionKey() }, callbacks);
    return true;
  };
  return { run, isPending };
}

/** Opening a conversation marks it read (spec 4: after 1 s if still open). */
export function useMarkReadMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRemote(messengerContract(), 'markConversationAsRead', id),
    onMutate: (id) => applyOptimistic(client, CONVERSATION_LISTS_KEY, markRead(true, new Set([id]))),
    onError: (_e, _id, snapshot) => rollbackOptimistic(client, snapshot),
  });
}

/** The conversation's tags (tagged-conversations store), shown at once. */
export function useConversationTagsMutation(conversation: Conversation) {
  const client = useQueryClient();
  const key = messengerQueries.tags().queryKey;
  return useMutation({
    mutationFn: (tags: string[]) =>
      callRemote(messengerContract(), 'updateConversationTags', {
        participants: conversation.participants.map((p) => p.profileId),
        id: conversation.id,
        tags,
      }),
    onMutate: async (tags) => {
      const snapshot = await applyOptimistic<Record<string, string[]>>(client, key, (old) => ({
        ...old,
        [conversation.id]: tags,
      }));
      // No tags cached yet: still show the change.
      if (!client.getQueryData(key)) client.setQueryData(key, { [conversation.id]: tags });
      return snapshot;
    },
    onError: (_e, _tags, snapshot) => rollbackOptimistic(client, snapshot),
  });
}

/**
 * Tags or notes of the stored profile: tags show at once; afterwards the panel shows the profile
 * as stored (db.profiles.get [id]), so it never shows what the extension did not keep.
 */
export function useProfileUpdateMutation(participantProfileId: string) {
  const client = useQueryClient();
  const key = [QUERY_ROOTS.messenger, 'profile', participantProfileId] as const;
  return useMutation({
    // A timeout is not a failure: the stored profile is read again, shown, and said.
    mutationFn: ({ id, changes }: { id: number; changes: ProfileChanges }) =>
      updateProfileChecked(id, changes, (stored) => client.setQueryData(key, stored)),
    onMutate: ({ changes }) =>
      applyOptimistic<Profile | null>(client, key, (old) => (old ? { ...old, ...changes } : old)),
    // An unconfirmed save shows the profile as read again; only a refusal rolls back.
    onError: (e, _v, snapshot) => (isNotConfirmed(e) ? undefined : rollbackOptimistic(client, snapshot)),
    onSuccess: async (_r, { id }) => {
      const stored = await callRemote(messengerContract(), 'db.profiles.get', id);
      if (stored) client.setQueryData(key, stored);
    },
  });
}

/** The text as the extension fills it in for this person (shortcodes such as {FIRST_NAME}). */
export async function processTemplate(
  client: ReturnType<typeof useQueryClient>,
  conversation: Conversation,
  text: string,
): Promise<string> {
  const participant = conversation.participants[0]!;
  const profile = await client.ensureQueryData(messengerQueries.profile(participant)).catch(() => null);
  return callRemote(messengerContract(), 'processTemplate', text, { ...participant, ...(profile ?? {}) });
}

/** A canned response going into the composer, filled in for the person (processTemplate). */
export function useProcessTemplateMutation(conversation: Conversation) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (text: string) => processTemplate(client, conversation, text) });
}

export interface Attachment {
  name: string;
  byteSize: number;
  id: string;
  mediaType: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export function useUploadAttachmentMutation() {
  return useMutation({
    mutationFn: async (file: File) =>
      callRemote(messengerContract(), 'uploadFileToLinkedin', {
        size: file.size,
        name: file.name,
        type: file.type || 'application/octet-stream',
        data: await readAsDataUrl(file),
      }),
  });
}

/** Asks the extension to fetch the thread from LinkedIn again, then shows what it has. */
export function useResyncConversationMutation(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callRemote(messengerContract(), 'resyncConversation', conversationId),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: messengerQueries.events(conversationId).queryKey }),
        client.invalidateQueries({ queryKey: CONVERSATION_LISTS_KEY }),
      ]),
  });
}

const savedListsKey = savedListsQuery().queryKey;

/** Deletes a canned response; it leaves the dialog at once and comes back if the extension refuses. */
export function useRemoveCannedResponseMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: ListItem['id']) =>
      callRemote(listsContract(), 'removeListItem', { listType: 'cannedResponses', id }),
    onMutate: (id) =>
      applyOptimistic<Record<string, ListItem[]>>(client, savedListsKey, (old) => ({
        ...old,
        cannedResponses: (old.cannedResponses ?? []).filter((x) => x.id !== id),
      })),
    onError: (_e, _id, snapshot) => rollbackOptimistic(client, snapshot),
    onSettled: () => client.invalidateQueries({ queryKey: savedListsKey }),
  });
}
