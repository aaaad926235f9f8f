import { useEffect, useState } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from './ThemeProvider';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import type { ExtensionBridge } from '@/lib/extension/bridge';
import type { PushMessage } from '@/lib/extension/wire';
import type { PushInvalidator } from '@/lib/extension/pushInvalidation';
import { onUnauthorized } from '@/lib/http/client';
import { SessionProvider } from '@/lib/session/context';
import { SessionStore } from '@/lib/session/sessionStore';
import { fetchMe, fetchPlanSettings } from '@/lib/session/api';
import { useSessionState } from '@/lib/session/sessionStore';
import { useSessionUser } from '@/lib/session/sessionData';
import { tokenStore } from '@/lib/storage';
import { Loading } from '@/lib/ui/Loading';
import { NotifyProvider } from '@/lib/ui/notify';
import { LazyRouteError, preloadRouteError } from './layouts/LazyRouteError';
import { routeTree } from './routes';
import { FirstPaintCover } from './layouts/FirstPaintCover';
import { withLoaderDeadlines } from './loaderDeadline';
import { theme } from './theme';
import { RecordSnapshotListener, SnapshotRecorder } from './support/SnapshotRecorder';

/** How long a screen keeps the previous one before its spinner (a fast load never flashes it). */
const SCREEN_PENDING_MS = 300;

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
 * The screen at the address with its data, asked for as soon as start-up knows a token (the guards
 * pass while start-up runs): a slow user or account check then no longer holds the screen's first
 * call back. The route finds the data in the cache; where a guard sends elsewhere it is not shown.
 */
function preloadScreenData(router: ReturnType<typeof createAppRouter>) {
  const { pathname, search } = window.location;
  void router.preloadRoute({ to: '.', href: pathname + search }).catch(() => undefined);
}

const once = (run: () => void) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
};

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

export interface AppServices {
  queryClient: QueryClient;
  bridge: ExtensionBridge | undefined;
  hasExtensionId: boolean;
  /** Production: the link named an extension this build does not know; nothing was contacted. */
  unknownExtensionId?: boolean;
}

export function createSessionStore(
  { queryClient, bridge, hasExtensionId, unknownExtensionId }: AppServices,
  onSignedIn?: () => void,
): SessionStore {
  const sync = new URLSearchParams(window.location.search).get('sync') === '1';
  return new SessionStore(
    {
      bridge,
      hasExtensionId,
      unknownExtensionId,
      sync,
      tokens: tokenStore,
      fetchUser: fetchMe,
      fetchPlanSettings,
      onSignedIn,
      removeSyncParam: () => {
        const url = new URL(window.location.href);
        url.searchParams.delete('sync');
        window.history.replaceState(window.history.state, '', url);
      },
    },
    queryClient,
  );
}

/** The session and the router of one app; the first screen's data is asked for once start-up knows a token. */
export interface AppCore {
  session: SessionStore;
  router: ReturnType<typeof createAppRouter>;
}

export function createAppCore(services: AppServices): AppCore {
  let preloadScreen: () => void = () => undefined;
  const session = createSessionStore(services, () => preloadScreen());
  const router = createAppRouter(services.queryClient, session);
  preloadScreen = once(() => preloadScreenData(router));
  return { session, router };
}

/**
 * Starts the session once, then renders the router; the guards read the session's state.
 * `core`: made (and started) by main.tsx before React's first render, so start-up's first call
 * leaves as soon as the entry has run rather than after that render.
 */
export function App({ services, core }: { services: AppServices; core?: AppCore }) {
  const [{ session, router }] = useState(() => core ?? createAppCore(services));
  const state = useSessionState(session);
  const user = useSessionUser(services.queryClient);

  useEffect(() => {
    void session.startOnce();
  }, [session]);

  useEffect(() => preloadRouteError(), []);

  // Guards are re-evaluated whenever the session changes (login, logout, 401).
  useEffect(() => session.subscribe(() => void router.invalidate()), [session, router]);

  // Spec: a 401 clears the stored token (done by the HTTP layer) and goes to /.
  useEffect(() => {
    onUnauthorized(() => {
      session.signedOut();
      void router.navigate({ to: '/' });
    });
    return () => onUnauthorized(undefined);
  }, [session, router]);

  useEffect(() => {
    if (!services.bridge || state.connection !== 'ok' || state.phase !== 'ready') return;
    // Pushes are coalesced per query root (about 250 ms) so a burst costs one refetch. The
    // invalidator loads after the first screen; pushes that come before it wait for it.
    let invalidator: PushInvalidator | undefined;
    let stopped = false;
    const waiting: PushMessage[] = [];
    void import('@/lib/extension/pushInvalidation').then(({ createPushInvalidator }) => {
      if (stopped) return;
      invalidator = createPushInvalidator(services.queryClient);
      waiting.splice(0).forEach((push) => invalidator?.handle(push));
    });
    const off = services.bridge.onPush((push) =>
      invalidator ? invalidator.handle(push) : waiting.push(push),
    );
    return () => {
      stopped = true;
      off();
      invalidator?.flush();
    };
  }, [services, state.connection, state.phase]);

  useEffect(() => {
    // The chat widget's loader is not part of the first screen.
    if (user) void import('@/lib/chatWidget').then(({ bootChatWidget }) => bootChatWidget(user));
  }, [user]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={services.queryClient}>
        <SessionProvider store={session}>
          <SnapshotRecorder
            queryClient={services.queryClient}
            route={() => router.state.location.href}
            mode={services.bridge?.transport.kind ?? 'none'}
          >
            {/* The QA panel (outside the router) asks for a snapshot with a window event. */}
            <RecordSnapshotListener />
            <NotifyProvider>
              {state.phase === 'loading' ? <Loading fullScreen /> : <RouterProvider router={router} />}
            </NotifyProvider>
          </SnapshotRecorder>
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
