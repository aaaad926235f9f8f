import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { syncQueriesWithPort } from '@/lib/extension/portSync';
import { onUnauthorized } from '@/lib/http/client';
import { SessionProvider } from '@/lib/session/context';
import { keepTryingStartup } from '@/lib/session/keepTryingStartup';
import { listenToOtherTabs } from '@/lib/session/otherTabs';
import { useSessionState, type SessionStore } from '@/lib/session/sessionStore';
import { createSessionStore, type AppServices } from './boot/session';
import { createAppRouter, type AppRouter } from './router';
import { isPageWithoutExtension } from './layouts/supportPage';
import { useSessionUser } from '@/lib/session/sessionData';
import { sessionQueries } from '@/lib/session/api';
import { Loading } from '@/lib/ui/Loading';
import { NotifyProvider } from '@/lib/ui/notify';
import { preloadRouteError } from './layouts/LazyRouteError';
import { preloadPieceFailed } from '@/lib/ui/LazyPiece';
import { whenIdle } from '@/lib/whenIdle';
import { AppTheme } from './AppTheme';
import { RecordSnapshotListener, SnapshotRecorder } from './support/SnapshotRecorder';

/** The session and the router of one app. */
export interface AppCore {
  session: SessionStore;
  router: AppRouter;
}

/**
 * The session and the router of one app. Once start-up knows a token, the screen at the address
 * is asked for with its data (the guards pass while start-up runs), so a slow user or account
 * check does not hold the screen's first call back; where a guard sends elsewhere it is not shown.
 */
export function createAppCore(services: AppServices): AppCore {
  const session = createSessionStore(services, () => {
    if (session.getState().phase === 'ready') return; // a sign-in later: the router is shown already
    const { pathname, search } = window.location;
    void router.preloadRoute({ to: '.', href: pathname + search }).catch(() => undefined);
  });
  const router = createAppRouter(services.queryClient, session);
  return { session, router };
}

/**
 * Starts the session once, then renders the router; the guards read the session's state.
 * `core`: made (and the session started) by main.tsx before React's first render.
 */
export function App({ services, core }: { services: AppServices; core?: AppCore }) {
  const [{ session, router }] = useState(() => core ?? createAppCore(services));
  const state = useSessionState(session);
  // Sign-in, password reset, e-mail verification and the legal pages do not wait for start-up.
  const [showAtOnce] = useState(() => isPageWithoutExtension(router));
  const user = useSessionUser(services.queryClient);

  useEffect(() => {
    void session.startOnce();
    return keepTryingStartup(session);
  }, [session]);

  // The error views download when the browser is idle, so it is at hand if the network goes down later.
  useEffect(
    () =>
      whenIdle(() => {
        preloadRouteError();
        preloadPieceFailed();
      }),
    [],
  );

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

  // A logout, a 401 or another account's sign-in in another tab of the app reaches this one.
  useEffect(
    () =>
      listenToOtherTabs((signal) => {
        session.followOtherTab(signal);
        if (signal.kind === 'signed-out') void router.navigate({ to: '/' });
      }),
    [session, router],
  );

  useEffect(() => {
    if (!services.bridge || state.connection !== 'ok' || state.phase !== 'ready') return;
    // Pushes are coalesced per query root (about 250 ms); a reconnect refetches what they refresh.
    return syncQueriesWithPort(services.bridge, services.queryClient);
  }, [services, state.connection, state.phase]);

  // The chat widget (its own origin's frame) knows the person's id and e-mail only; logout shuts it.
  const chatId = user?.id;
  const chatEmail = user?.email;
  useEffect(() => {
    if (chatId === undefined || chatEmail === undefined) return;
    let shutdown: (() => void) | undefined;
    let ended = false;
    // Not part of the first screen.
    import('@/lib/chatWidget')
      .then(({ bootChatWidget, shutdownChatWidget }) => {
        if (ended) return;
        bootChatWidget({ id: chatId, email: chatEmail });
        shutdown = shutdownChatWidget;
      })
      .catch((e: unknown) => console.warn('The chat widget could not be loaded', e)); // the app goes on without it
    return () => {
      ended = true;
      shutdown?.();
    };
  }, [chatId, chatEmail]);

  return (
    <AppTheme>
      <QueryClientProvider client={services.queryClient}>
        <SessionProvider store={session}>
          <SnapshotRecorder
            queryClient={services.queryClient}
            route={() => router.state.location.href}
            mode={services.bridge?.transport.kind ?? 'none'}
            diagnostics={() => ({
              session: session.getState(),
              bridge: services.bridge,
              extensionVersion: services.queryClient.getQueryData(sessionQueries.extensionVersion().queryKey),
            })}
          >
            {/* The QA panel (outside the router) asks for a snapshot with a window event. */}
            <RecordSnapshotListener />
            <NotifyProvider>
              {state.phase === 'ready' || showAtOnce ? (
                <RouterProvider router={router} />
              ) : (
                <Loading fullScreen />
              )}
            </NotifyProvider>
          </SnapshotRecorder>
        </SessionProvider>
      </QueryClientProvider>
    </AppTheme>
  );
}

export type { AppServices };
