import { useDeferredValue, useEffect, useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from './ThemeProvider';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createPushInvalidator } from '@/lib/extension/pushInvalidation';
import { onUnauthorized } from '@/lib/http/client';
import { SessionProvider } from '@/lib/session/context';
import { useSessionState, type SessionStore } from '@/lib/session/sessionStore';
import { createSessionStore, latch, type AppServices } from './boot/session';
import { useFirstScreenReady, type FirstScreenLoad } from './boot/firstScreen';
import { createStartupRouter, SCREEN_PENDING_MS, type AppRouter } from './router';
import { useSessionUser } from '@/lib/session/sessionData';
import { Loading } from '@/lib/ui/Loading';
import { NotifyProvider } from '@/lib/ui/notify';
import { preloadRouteError } from './layouts/LazyRouteError';
import { whenIdle } from '@/lib/whenIdle';
import { theme } from './theme';
import { RecordSnapshotListener, SnapshotRecorder } from './support/SnapshotRecorder';

/** The session and the router of one app; the first screen's data is asked for once start-up knows a token. */
export interface AppCore {
  session: SessionStore;
  router: AppRouter;
  firstScreen: FirstScreenLoad;
}

/** The session and router of an App that is not given them (the support replay, tests). */
export function createAppCore(services: AppServices): AppCore {
  const signedIn = latch();
  const session = createSessionStore(services, signedIn);
  return { session, ...createStartupRouter(services.queryClient, session, signedIn) };
}

/**
 * Starts the session once, then renders the router; the guards read the session's state.
 * `core`: made (and the session started) by main.tsx's boot stages, before this module has loaded.
 */
export function App({ services, core }: { services: AppServices; core?: AppCore }) {
  const [{ session, router, firstScreen }] = useState(() => core ?? createAppCore(services));
  const state = useSessionState(session);
  const user = useSessionUser(services.queryClient);
  const ready = state.phase === 'ready';
  // When start-up ends, the router and the shell mount in a transition, which React renders in
  // short slices: rendered with start-up's last reply, they made one task of 80 to 100 ms at 4x CPU.
  // They wait for the first screen's load to end (boot/firstScreen.ts), at most as long as a
  // screen waits before its spinner: after that the shell shows with the screen's spinner.
  const screenReady = useFirstScreenReady(ready, firstScreen, SCREEN_PENDING_MS);
  const routerShown = useDeferredValue(screenReady);

  useEffect(() => {
    void session.startOnce();
  }, [session]);

  // The error view downloads when the browser is idle after the first screen, so it is at hand
  // if the network goes down later: fetched at App's mount, it was on the first screen's path.
  useEffect(() => (routerShown ? whenIdle(preloadRouteError) : undefined), [routerShown]);

  // Guards are re-evaluated whenever the session changes (login, logout, 401). Before the router
  // shows, its first load on mounting evaluates them: a load started earlier (start-up's end is a
  // change) ended in the middle of the sliced render that mounts the router, and React threw that
  // render away and did it again in one blocking task.
  useEffect(() => {
    if (!routerShown) return;
    return session.subscribe(() => void router.invalidate());
  }, [session, router, routerShown]);

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
              {routerShown ? <RouterProvider router={router} /> : <Loading fullScreen />}
            </NotifyProvider>
          </SnapshotRecorder>
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

export type { AppServices };
