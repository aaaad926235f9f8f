import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { draftStorageKey } from './draftAccount';
import { safeLocalStorage } from './storage';
import { now } from './time/clock';

// The one draft store: what people type at length (notes, list items, scripts, messages) is kept
// in local storage as they type, so a reload, a dropped extension or an expired session loses
// nothing. Drafts are the signed-in account's (draftAccount.ts): with nobody signed in nothing is
// read or written. Cleared when saved or explicitly discarded. Blocked storage keeps them in the
// tab's memory; full storage just does not keep them.

/** Every kind of draft kept here (the messenger keeps plain-text drafts per conversation under `messenger.*`; the campaign editor keeps its own versioned drafts). */
export const DRAFT_SCOPES = {
  listsProfile: 'lists.profile',
  listItem: (listType: string) => `lists.item.${listType}`,
  settingsScript: 'settings.script',
} as const;

const StoredSchema = z.object({ savedAt: z.number(), value: z.unknown() });

export const draftStore = {
  read<T>(scope: string, id: string | number, schema: z.core.$ZodType<T>): T | null {
    const key = draftStorageKey(scope, id);
    if (key === null) return null;
    try {
      const raw = safeLocalStorage.get(key);
      if (!raw) return null;
      const stored = StoredSchema.safeParse(JSON.parse(raw));
      if (!stored.success) return null;
      const value = z.safeParse(schema, stored.data.value);
      return value.success ? value.data : null;
    } catch {
      return null;
    }
  },
  write(scope: string, id: string | number, value: unknown, savedAt = now()): void {
    const key = draftStorageKey(scope, id);
    if (key !== null) safeLocalStorage.set(key, JSON.stringify({ savedAt, value }));
  },
  clear(scope: string, id: string | number): void {
    const key = draftStorageKey(scope, id);
    if (key !== null) safeLocalStorage.remove(key);
  },
  readText(scope: string, id: string | number): string | null {
    return this.read(scope, id, z.string());
  },
  /** An empty text is no draft. */
  writeText(scope: string, id: string | number, text: string): void {
    if (text) this.write(scope, id, text);
    else this.clear(scope, id);
  },
};

/**
 * A text field backed by a draft: starts from the draft if there is one (else `saved`), keeps
 * the draft as it changes while it differs from `saved`. `discard()` after saving.
 */
export function useTextDraft(scope: string, id: string | number, saved: string) {
  const [text, setText] = useState(() => draftStore.readText(scope, id) ?? saved);
  const [restored] = useState(() => draftStore.readText(scope, id) !== null);
  const change = useCallback(
    (next: string) => {
      setText(next);
      if (next === saved) draftStore.clear(scope, id);
      else draftStore.write(scope, id, next);
    },
    [scope, id, saved],
  );
  const discard = useCallback(() => draftStore.clear(scope, id), [scope, id]);
  return { text, setText: change, discard, restored };
}

/** A react-hook-form's values as a draft: read it for `defaultValues`, keep it as the form changes. */
export function readFormDraft<T extends FieldValues>(
  scope: string,
  id: string | number,
  schema: z.core.$ZodType<T>,
): T | null {
  return draftStore.read(scope, id, schema);
}

/** Keeps the form's values as a draft while it changes; returns `discard` (after saving, on Cancel). */
export function useFormDraft<T extends FieldValues>(
  watch: UseFormWatch<T>,
  scope: string,
  id: string | number,
): () => void {
  useEffect(() => {
    const subscription = watch((values) => draftStore.write(scope, id, values));
    return () => subscription.unsubscribe();
  }, [watch, scope, id]);
  return useCallback(() => draftStore.clear(scope, id), [scope, id]);
}
