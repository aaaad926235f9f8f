import { useCallback, useMemo, useState } from 'react';

/** Row selection by id: toggle one, toggle a whole page, drop some, clear. */
export function useRowSelection<Id extends string | number = number>() {
  const [selected, setSelected] = useState<ReadonlySet<Id>>(() => new Set());

  const toggle = useCallback(
    (id: Id) =>
      setSelected((old) => {
        const next = new Set(old);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  /** Selects every id of the page, or deselects them all when all were selected already. */
  const togglePage = useCallback(
    (pageIds: readonly Id[]) =>
      setSelected((old) => {
        const all = pageIds.length > 0 && pageIds.every((id) => old.has(id));
        const next = new Set(old);
        for (const id of pageIds) {
          if (all) next.delete(id);
          else next.add(id);
        }
        return next;
      }),
    [],
  );
  const drop = useCallback(
    (ids: readonly Id[]) => setSelected((old) => new Set([...old].filter((id) => !ids.includes(id)))),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);

  return useMemo(
    () => ({ selected, ids: [...selected], toggle, togglePage, drop, clear }),
    [selected, toggle, togglePage, drop, clear],
  );
}

/** The header checkbox's state for one page of rows. */
export function pageSelection<Id>(selected: ReadonlySet<Id>, pageIds: readonly Id[]) {
  const all = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const some = pageIds.some((id) => selected.has(id));
  return { all, indeterminate: some && !all };
}
