import { useCallback, useState, useSyncExternalStore } from 'react';
import { accountDraftPrefix, draftStorageKey, onDraftAccountChange } from '@/lib/draftAccount';
import { safeLocalStorage } from '@/lib/storage';

// What is being typed in a conversation, kept per conversation among the signed-in account's
// drafts (lib/draftAccount.ts) so it survives reloads, a dropped extension, an expired session
// and switching conversations: the composer's message, the note in progress, and the tags being
// typed (conversation tag, profile tag). With nobody signed in no draft is read or written.

export const DRAFT_FIELDS = ['message', 'note', 'tag', 'profileTag'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

// Plain text under the shared draft namespace: `messenger.<field>.<conversation id>`.
const scope = (field: DraftField) => `messenger.${field}`;
const key = (id: string, field: DraftField) => draftStorageKey(scope(field), id);

/** Which conversation a storage key of the signed-in account belongs to, if it is a messenger draft key. */
function conversationOfKey(storageKey: string): string | null {
  const prefix = accountDraftPrefix();
  if (prefix === null || !storageKey.startsWith(prefix)) return null;
  const name = storageKey.slice(prefix.length);
  for (const field of DRAFT_FIELDS) {
    const fieldPrefix = `${scope(field)}.`;
    if (name.startsWith(fieldPrefix)) return name.slice(fieldPrefix.length);
  }
  return null;
}

const listeners = new Set<() => void>();
let withDrafts: ReadonlySet<string> | null = null;

/** The conversations holding any draft: read from storage once, then kept up to date. */
function scanDrafts(): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const storageKey of safeLocalStorage.keys()) {
    const id = conversationOfKey(storageKey);
    if (id) ids.add(id);
  }
  return ids;
}

function changed() {
  withDrafts = scanDrafts();
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab typing in the same inbox.
  const onStorage = (e: StorageEvent) => (e.key === null || conversationOfKey(e.key)) && changed();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// Another account (or nobody) signed in: its drafts are read afresh when next asked for.
onDraftAccountChange(() => {
  withDrafts = null;
  listeners.forEach((l) => l());
});

export const draftStore = {
  get(id: string, field: DraftField = 'message'): string {
    const storageKey = key(id, field);
    return storageKey === null ? '' : (safeLocalStorage.get(storageKey) ?? '');
  },
  set(id: string, text: string, field: DraftField = 'message'): void {
    const storageKey = key(id, field);
    if (storageKey === null) return; // nobody signed in: nothing is kept
    const had = draftStore.get(id, field);
    if (text) safeLocalStorage.set(storageKey, text);
    else safeLocalStorage.remove(storageKey);
    // The marker only changes when a draft starts or ends.
    if (!had !== !text) changed();
  },
  /** Conversation ids with a draft of any kind. */
  conversationsWithDrafts(): ReadonlySet<string> {
    withDrafts ??= scanDrafts();
    return withDrafts;
  },
  subscribe,
};

/** The ids of the conversations with a draft, live (for the list's 'Draft' marker). */
export const useConversationsWithDrafts = (): ReadonlySet<string> =>
  useSyncExternalStore(draftStore.subscribe, draftStore.conversationsWithDrafts, () => new Set<string>());

/**
 * A text field's value that is kept as a draft. A value equal to `saved` (what the extension
 * already holds, such as the saved notes) is no draft. `forget` drops the draft and keeps the value.
 */
export function useDraftField(
  conversationId: string,
  field: DraftField,
  saved = '',
): [string, (value: string) => void, () => void] {
  const [value, setValue] = useState(() => draftStore.get(conversationId, field) || saved);
  const set = useCallback(
    (next: string) => {
      setValue(next);
      draftStore.set(conversationId, next === saved ? '' : next, field);
    },
    [conversationId, field, saved],
  );
  const forget = useCallback(() => draftStore.set(conversationId, '', field), [conversationId, field]);
  return [value, set, forget];
}
