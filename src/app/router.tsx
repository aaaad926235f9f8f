import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { SessionStore } from '@/lib/session/sessionStore';
import { Loading } from '@/lib/ui/Loading';
import { FirstPaintCover } from './layouts/FirstPaintCover';
import { LazyRouteError } from './layouts/LazyRouteError';
import { withLoaderDeadlines } from './loaderDeadline';
import { routeTree } from './routes';

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

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

export type AppRouter = ReturnType<typeof createAppRouter>;
