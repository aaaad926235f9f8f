// Apart from useShownPage: the features' loaders (lazy api chunks) import this, and a module
// shared with the screens' hooks put those hooks' chunk on every loader's path.

/** Why a route's loader runs (TanStack Router): opening the screen, staying on it, or preloading. */
export type LoaderCause = 'enter' | 'stay' | 'preload';

/**
 * A screen's page in its route loader (CRM, Lists, the messenger's list): awaited when the screen
 * opens; on the open screen (a new filter, sort, search or page: `stay`, a reload in the
 * background, routes.tsx) only started. The screen keeps its rows until the page is in, and says
 * when it is late (useShownPage); a failure shows through the screen's own query.
 */
export function pageForLoader<T>(page: Promise<T>, cause: LoaderCause): Promise<T> | null {
  if (cause !== 'stay') return page;
  page.catch(() => undefined); // the screen's own query reports a failure
  return null;
}
