import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What an optimistic write replaced, so that a refused write can put it back. */
export interface OptimisticSnapshot {
  previous: Array<[QueryKey, unknown]>;
}

/**
 * The one pattern for optimistic writes (use it in a mutation's onMutate): stop polls in flight
 * so they cannot overwrite the change, keep what every matching cache entry held, then update
 * each entry that has data.
 */
export async function applyOptimistic<T>(
  client: QueryClient,
  queryKey: QueryKey,
  update: (old: T) => T,
): Promise<OptimisticSnapshot> {
  await client.cancelQueries({ queryKey });
  const previous = client.getQueriesData<T>({ queryKey });
  client.setQueriesData<T>({ queryKey }, (old) => (old === undefined ? old : update(old)));
  return { previous };
}

/** onError's half of the pattern: every entry gets back what it held before the write. */
export function rollbackOptimistic(client: QueryClient, snapshot: OptimisticSnapshot | undefined): void {
  snapshot?.previous.forEach(([key, data]) => client.setQueryData(key, data));
}
