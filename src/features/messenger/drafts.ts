import { useCallback, useState, useSyncExternalStore } from 'react';
import { draftKey } from '@/lib/drafts';

// What is being typed in a conversation, kept per conversation in local storage so it survives
// reloads, a dropped extension and switching conversations: the composer's message, the note in
// progress, and the tags being typed (conversation tag, profile tag). Storage may be full or
// disabled: then a draft just is not kept.

export const DRAFT_FIELDS = ['message', 'note', 'tag', 'profileTag'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

// Plain text under the shared draft namespace, so signing out clears them with every other draft.
const PREFIX = Object.fromEntries(
  DRAFT_FIELDS.map((field) => [field, draftKey(`messenger.${field}`, '')]),
) as Record<DraftField, string>;
const key = (id: string, field: DraftField) => `${PREFIX[field]}${id}`;

/** Which conversation a storage key belongs to, if it is a draft key. */
function conversationOfKey(storageKey: string): string | null {
  for (const field of DRAFT_FIELDS) {
    if (storageKey.startsWith(PREFIX[field])) return storageKey.slice(PREFIX[field].length);
  }
  return null;
}

const listeners = new Set<() => void>();
let withDrafts: ReadonlySet<string> | null = null;

/** The conversations holding any draft: read from storage once, then kept up to date. */
function scanDrafts(): ReadonlySet<string> {
  const ids = new Set<string>();
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const id = conversationOfKey(localStorage.key(i) ?? '');
      if (id) ids.add(id);
    }
  } catch {
    /* storage disabled: no drafts */
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

export const draftStore = {
  get(id: string, field: DraftField = 'message'): string {
    try {
      return localStorage.getItem(key(id, field)) ?? '';
    } catch {
      return '';
    }
  },
  set(id: string, text: string, field: DraftField = 'message'): void {
    const had = draftStore.get(id, field);
    try {
      if (text) localStorage.setItem(key(id, field), text);
      else localStorage.removeItem(key(id, field));
    } catch {
      /* the draft just is not kept */
    }
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
