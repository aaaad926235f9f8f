import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { LOADER_DEADLINE_MS } from '@/lib/constants';

type ShownPage<P> = {
  shown: P;
  stale: boolean;
  /** The asked-for page has taken longer than LOADER_DEADLINE_MS (the extension may not answer). */
  overdue: boolean;
  /** Starts the deadline again (after asking the extension again). */
  waitAgain: () => void;
};

/**
 * The page parameters whose rows the screen shows: the previous ones while the asked-for page
 * suspends in the background (React keeps what it shows instead of a Suspense fallback), and
 * `stale` while they differ. `params` must keep its identity while unchanged (memoise it).
 * Past the loader deadline `overdue` turns true, as the screen's spinner would give way to an
 * error on opening; the rows, filters and typed text stay.
 */
export function useShownPage<P>(params: P): ShownPage<P> {
  const shown = useDeferredValue(params);
  const stale = shown !== params;
  const [overdueFor, setOverdueFor] = useState<{ params: P } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!stale) return;
    const timer = setTimeout(() => setOverdueFor({ params }), LOADER_DEADLINE_MS);
    return () => clearTimeout(timer);
  }, [stale, params, attempt]);
  const waitAgain = useCallback(() => {
    setOverdueFor(null);
    setAttempt((n) => n + 1);
  }, []);
  return { shown, stale, overdue: stale && overdueFor?.params === params, waitAgain };
}
