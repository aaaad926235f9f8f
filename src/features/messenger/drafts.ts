import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
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
/** Mounted fields, told when a draft is changed from outside them (a send taking its text out). */
type Rewrite = (value: string) => string;
const fieldListeners = new Map<string, Set<(rewrite: Rewrite) => void>>();
const fieldOf = (id: string, field: DraftField) => `${field}:${id}`;
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
  /**
   * Rewrites a draft from outside its field (a send that was accepted): the stored text and the
   * text of a mounted field each go through `rewrite`, so storage that keeps nothing loses nothing.
   */
  rewrite(id: string, rewrite: Rewrite, field: DraftField = 'message'): void {
    draftStore.set(id, rewrite(draftStore.get(id, field)), field);
    fieldListeners.get(fieldOf(id, field))?.forEach((l) => l(rewrite));
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
  useEffect(() => {
    const k = fieldOf(conversationId, field);
    const onRewrite = (rewrite: Rewrite) => setValue((v) => rewrite(v));
    const mounted = fieldListeners.get(k) ?? new Set();
    fieldListeners.set(k, mounted.add(onRewrite));
    return () => void mounted.delete(onRewrite);
  }, [conversationId, field]);
  return [value, set, forget];
}

/**
 * What stays of a draft once `sent` went out of it: nothing when it still holds just the sent
 * text; otherwise the sent text comes out and what was typed since stays. A draft that no longer
 * holds the sent text (edited while it went out) stays whole: typed text is never lost.
 */
export function remainingDraft(draft: string, sent: string): string {
  if (draft.trim() === sent.trim()) return '';
  const at = draft.indexOf(sent);
  if (at < 0 || !sent) return draft;
  const before = draft.slice(0, at).trimEnd();
  const after = draft.slice(at + sent.length).trimStart();
  return before && after ? `${before}\n${after}` : before || after;
}
