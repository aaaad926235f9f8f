import { useCallback } from 'react';

/** Writes a change into the address: `replace` false pushes a history entry. */
export type WriteSearch<V> = (next: (old: V) => V, replace: boolean) => void;

/**
 * A paged list's view kept in the URL (CRM, Lists). Filters and the page size replace the history
 * entry and start again at page 1; a page change pushes one, so Back returns to the page before.
 */
export function usePagedView<V extends { page: number; size: number }>(write: WriteSearch<V>) {
  const update = useCallback(
    (patch: Partial<V>, push = false) => write((old) => ({ ...old, ...patch }), !push),
    [write],
  );
  const setFilter = useCallback((patch: Partial<V>) => update({ ...patch, page: 1 }), [update]);
  const setPage = useCallback((page: number) => update({ page } as Partial<V>, true), [update]);
  const setSize = useCallback((size: number) => update({ size, page: 1 } as Partial<V>), [update]);
  return { update, setFilter, setPage, setSize };
}
