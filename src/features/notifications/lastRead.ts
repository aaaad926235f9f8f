import { useCallback, useSyncExternalStore } from 'react';
import { safeLocalStorage } from '@/lib/storage';
import { readLastRead, writeLastRead } from './notifications';

// The signed-in account's last-read point, shared by the bell and its list, kept in step across
// tabs (the storage event): marking read in one tab clears the count in the others. Blocked or
// full storage keeps the point for this tab (safeLocalStorage's memory).

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith('reachly.notifications.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const pointOf = (accountId: string | null): number | null =>
  accountId === null ? null : readLastRead(safeLocalStorage, accountId);

/** The account's last-read point (null: nothing read yet) and how to store a new one. */
export function useLastRead(accountId: string | null): [number | null, (point: number) => void] {
  const point = useSyncExternalStore(
    subscribe,
    () => pointOf(accountId),
    () => null,
  );
  const store = useCallback(
    (next: number) => {
      if (accountId === null) return;
      writeLastRead(safeLocalStorage, accountId, next);
      listeners.forEach((l) => l());
    },
    [accountId],
  );
  return [point, store];
}
