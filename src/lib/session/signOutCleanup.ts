import type { QueryClient } from '@tanstack/react-query';
import { clearJournal } from '../journal';

/**
 * Local-storage prefixes of the unsaved drafts (the shared draft store, which holds the messenger's,
 * the lists' and the settings' drafts, and the campaign editor's). They belong
 * to whoever was signed in, so a logout or a 401 removes them with the rest of that account's data.
 * test/integration/security.signOut.test.ts checks these against the features' draft stores.
 */
export const DRAFT_KEY_PREFIXES = ['reachly.draft.', 'reachly.campaignDraft.'] as const;

export function clearDrafts(storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key && DRAFT_KEY_PREFIXES.some((p) => key.startsWith(p))) keys.push(key);
    }
    keys.forEach((k) => storage.removeItem(k));
  } catch {
    // Storage disabled: there are no drafts to remove.
  }
}

/** Logout and 401: nothing of the signed-out account stays in this tab (cache, call journal, drafts). */
export function clearSignedOutAccount(queryClient: QueryClient): void {
  queryClient.clear();
  clearJournal();
  clearDrafts();
}
