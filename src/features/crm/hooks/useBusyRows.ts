import { useCallback, useState } from 'react';

/** The rows with a call in flight (their buttons show it and stay disabled). */
export function useBusyRows() {
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const markBusy = useCallback((ids: readonly number[], on: boolean) => {
    setBusy((old) => {
      const next = new Set(old);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  return { busy, markBusy };
}
