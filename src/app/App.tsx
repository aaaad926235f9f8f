import { useEffect, useState } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import type { ExtensionBridge } from '@/lib/extension/bridge';
import { createPushInvalidator } from '@/lib/extension/pushInvalidation';
import { onUnauthorized } from '@/lib/http/client';
import { bootChatWidget } from '@/lib/chatWidget';
import { SessionProvider } from '@/lib/session/context';
import { SessionStore } from '@/lib/session/sessionStore';
import { fetchMe, fetchPlanSettings } from '@/lib/session/api';
import { useSessionState } from '@/lib/session/sessionStore';
import { tokenStore } from '@/lib/storage';
import { Loading } from '@/lib/ui/Loading';
import { NotifyProvider } from '@/lib/ui/notify';
import { LazyRouteError, preloadRouteError } from './layouts/LazyRouteError';
import { routeTree } from './routes';
import { theme } from './theme';
import { RecordSnapshotListener, SnapshotRecorder } from './support/SnapshotRecorder';

/** `history`: the browser's by default; tests pass a memory history (test/integration/renderRoute.tsx). */
export function createAppRouter(queryClient: QueryClient, session: SessionStore, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, session },
    // Every route has its own error boundary: a failing screen keeps the menu, top bar and dialogs.
    defaultErrorComponent: LazyRouteError,
    // A route whose loader is still fetching shows the spec's spinner in place of the screen.
    defaultPendingComponent: () => <Loading />,
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

export interface AppServices {
  queryClient: QueryClient;
  bridge: ExtensionBridge | undefined;
  hasExtensionId: boolean;
  /** Production: the link named an extension this build does not know; nothing was contacted. */
  unknownExtensionId?: boolean;
}

export function createSessionStore({
  queryClient,
  bridge,
  hasExtensionId,
  unknownExtensionId,
}: AppServices): SessionStore {
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
      removeSyncParam: () => {
        const url = new URL(window.location.href);
        url.searchParams.delete('sync');
        window.history.replaceState(window.history.state, '', url);
      },
    },
    queryClient,
  );
}

/** Starts the session once, then renders the router; the guards read the session's state. */
export function App({ services }: { services: AppServices }) {
  const [session] = useState(() => createSessionStore(services));
  const [router] = useState(() => createAppRouter(services.queryClient, session));
  const state = useSessionState(session);

  useEffect(() => {
    void session.start();
  }, [session]);

  // The screen's code downloads while start-up talks to the extension (the guards may still redirect).
  useEffect(() => {
    const [routes] = router.getMatchedRoutes(window.location.pathname);
    for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  }, [router]);

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
    // Pushes are coalesced per query root (about 250 ms) so a burst costs one refetch.
    const invalidator = createPushInvalidator(services.queryClient);
    const off = services.bridge.onPush((push) => invalidator.handle(push));
    return () => {
      off();
      invalidator.flush();
    };
  }, [services, state.connection, state.phase]);

  useEffect(() => {
    if (state.user) bootChatWidget({ id: state.user.id, email: state.user.email });
  }, [state.user]);

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
