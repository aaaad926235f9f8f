import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newActionKey } from '@/lib/extension/actions';
import { callRemote, callRemoteAction } from '@/lib/extension/client';
import type { ListItem, ListType } from '@/lib/extension/contract';
import { withOutcomeCheck } from '@/lib/query/personAction';
import { savedListsQuery } from '@/lib/queries/lists';
import type { ListItemPayload } from './listItemForm';

const listsContract = () => import('@/lib/extension/contract/lists').then((m) => m.listsRemotes);

/** The stored item holds what was saved (field by field: an extension may store the data's keys in another order). */
const sameItem = (stored: ListItem, item: ListItemPayload) =>
  (item.id === undefined || stored.id === item.id) &&
  stored.name === item.name &&
  Object.entries(item.data).every(([key, value]) => (stored.data as Record<string, unknown>)[key] === value);

/**
 * saveListItem with the person's action key. A new item saved twice would be two items, so a
 * timeout is never "failed": the list is read again and the message says whether the item is there.
 */
function saveListItemOnce(listType: ListType, item: ListItemPayload, actionKey: string) {
  return withOutcomeCheck(
    `Saving "${item.name}"`,
    () => callRemoteAction(listsContract(), 'saveListItem', actionKey, { listType, item }),
    async () => {
      const lists = await callRemote(listsContract(), 'getData', 'lists');
      return (lists[listType] ?? []).some((stored) => sameItem(stored, item))
        ? `The list was read again: "${item.name}" is saved.`
        : `The list was read again: "${item.name}" is not there. Save tries again.`;
    },
  );
}

/**
 * One action key per content a form submits: Save again on the same text (after "not confirmed")
 * is the same action, so the extension can tell; changed text is a new one.
 */
function useKeyPerContent(): (content: unknown) => string {
  const last = useRef<{ content: string; key: string } | null>(null);
  return (content) => {
    const text = JSON.stringify(content);
    if (last.current?.content !== text) last.current = { content: text, key: newActionKey() };
    return last.current.key;
  };
}

/**
 * Saves a list item (Lists, the messenger's canned responses) once per content, then reads the
 * saved lists again. `saveOnce` rejects with the failure, which `error` also holds for the form.
 */
export function useSaveListItem() {
  const client = useQueryClient();
  const keyFor = useKeyPerContent();
  const { mutateAsync, error } = useMutation({
    mutationFn: ({ listType, item }: { listType: ListType; item: ListItemPayload }) =>
      saveListItemOnce(listType, item, keyFor({ listType, item })),
    onSettled: () => client.invalidateQueries({ queryKey: savedListsQuery().queryKey }),
  });
  return { saveOnce: (listType: ListType, item: ListItemPayload) => mutateAsync({ listType, item }), error };
}
