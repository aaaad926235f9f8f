import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { SessionStore } from '@/lib/session/sessionStore';
import type { Latch } from './boot/session';
import { createFirstScreenLoad } from './boot/firstScreen';
import { yieldToMain } from './boot/yieldToMain';
import { Loading } from '@/lib/ui/Loading';
import { FirstPaintCover } from './layouts/FirstPaintCover';
import { LazyRouteError } from './layouts/LazyRouteError';
import { withLoaderDeadlines } from './loaderDeadline';
import { routeTree } from './routes';

export { routeTree };

/** How long a screen keeps the previous one before its spinner (a fast load never flashes it). */
export const SCREEN_PENDING_MS = 300;

/** `history`: the browser's by default; tests pass a memory history (test/integration/renderRoute.tsx). */
export function createAppRouter(queryClient: QueryClient, session: SessionStore, history?: RouterHistory) {
  return createRouter({
    routeTree: withLoaderDeadlines(routeTree),
    history,
    context: { queryClient, session },
    // Every route has its own error boundary: a failing screen keeps the menu, top bar and dialogs.
    defaultErrorComponent: LazyRouteError,
    // A route whose loader is still fetching shows the spec's spinner in place of the screen,
    // inside the shell: the layouts never show a pending state of their own (routes.tsx).
    defaultPendingComponent: () => <Loading />,
    defaultPendingMs: SCREEN_PENDING_MS,
    InnerWrap: FirstPaintCover,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

/**
 * The app's router, which asks for the screen at the address with its data as soon as start-up
 * knows a token (`signedIn`; the guards pass while start-up runs): a slow user or account check
 * then no longer holds the screen's first call back. The route finds the data in the cache; where
 * a guard sends elsewhere it is not shown. `firstScreen` tells whether start-up's load still runs.
 */
export function createStartupRouter(queryClient: QueryClient, session: SessionStore, signedIn: Latch) {
  const router = createAppRouter(queryClient, session);
  const firstScreen = createFirstScreenLoad();
  signedIn.then(() => {
    // In a task of its own: checking the address and starting the loaders is some 40 ms at 4x
    // CPU, which made the boot's task after the router stage one long task.
    const load = yieldToMain()
      .then(() => {
        const { pathname, search } = window.location;
        return router.preloadRoute({ to: '.', href: pathname + search });
      })
      .catch(() => undefined);
    // Only start-up's load (a sign-in later finds the router shown already).
    if (session.getState().phase !== 'ready') firstScreen.track(load);
  });
  return { router, firstScreen };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

export type AppRouter = ReturnType<typeof createAppRouter>;
