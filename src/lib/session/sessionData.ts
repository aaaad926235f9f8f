import { useCallback, useSyncExternalStore } from 'react';
import {
  hashKey,
  notifyManager,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ExtensionData } from '@/lib/extension/contract';
import { sessionQueries, type PlanSettings, type User } from './api';

/**
 * A session entry as the cache holds it, without ever fetching it: start-up and login write these
 * (SessionStore), so a read must not ask the server for a user nobody is signed in as. Follows the
 * cache, so it sees an entry written, replaced or cleared (logout) at any time.
 */
function useCachedEntry<T>(queryKey: QueryKey, client?: QueryClient): T | undefined {
  const queryClient = useQueryClient(client);
  const hash = hashKey(queryKey);
  const subscribe = useCallback(
    (onChange: () => void) => {
      // As useQuery does: the cache may change during a render (a query built), so tell React after it.
      const changed = notifyManager.batchCalls(onChange);
      return queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) changed();
      });
    },
    [queryClient, hash],
  );
  return useSyncExternalStore(subscribe, () => queryClient.getQueryData<T>(queryKey));
}

/** The signed-in user, or null. `client`: for a caller above the QueryClientProvider (App). */
export function useSessionUser(client?: QueryClient): User | null {
  return useCachedEntry<User>(sessionQueries.me().queryKey, client) ?? null;
}

/** The plan settings start-up loaded; null when there are none (every feature allowed). */
export function usePlanSettings(): PlanSettings | null {
  return useCachedEntry<PlanSettings | null>(sessionQueries.planSettings().queryKey) ?? null;
}

/** The extension's getData reply (start-up's, or asked again after a sign-in that followed a logout). */
export function useExtensionData(): ExtensionData | null {
  return useCachedEntry<ExtensionData>(sessionQueries.extensionData().queryKey) ?? null;
}
