import { isolateFromOtherTabs } from '@/lib/session/otherTabs';

/** A Storage kept in memory for this page only. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * Replay runs in its own storage namespace: local and session storage of this page are swapped
 * for empty in-memory ones before the app starts, so the snapshot's session (its stand-in token,
 * drafts typed while replaying, menu state) never reads or overwrites the support person's own.
 */
export function isolateStorageForReplay(target: Window = window): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(target, name, { value: memoryStorage(), configurable: true });
  }
  // The replayed session's sign-in and sign-out must not reach the person's own tabs, nor theirs it.
  isolateFromOtherTabs();
}
