import { useDeferredValue } from 'react';

/** Why a route's loader runs (TanStack Router): opening the screen, staying on it, or preloading. */
export type LoaderCause = 'enter' | 'stay' | 'preload';

/**
 * A paged table's page in a route loader (CRM, Lists): awaited when the screen opens; on the open
 * screen (a new filter, sort or page: `stay`) only started, and the screen keeps its rows until the
 * page is in (useShownPage). Waiting here would put the route's spinner in place of the whole
 * screen, toolbar and search field included, once SCREEN_PENDING_MS has passed.
 */
export function pageForLoader<T>(page: Promise<T>, cause: LoaderCause): Promise<T> | null {
  if (cause !== 'stay') return page;
  page.catch(() => undefined); // the screen's own query reports a failure
  return null;
}

/**
 * The page parameters whose rows the screen shows: the previous ones while the asked-for page
 * suspends in the background (React keeps what it shows instead of a Suspense fallback), and
 * `stale` while they differ. `params` must keep its identity while unchanged (memoise it).
 */
export function useShownPage<P>(params: P): { shown: P; stale: boolean } {
  const shown = useDeferredValue(params);
  return { shown, stale: shown !== params };
}
