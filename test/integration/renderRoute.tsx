import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { createAppRouter } from '@/app/router';
import { trackRouter } from '../settleRouters';
import { theme } from '@/app/theme';
import { currentBridge } from '@/lib/extension/client';
import { createPushInvalidator } from '@/lib/extension/pushInvalidation';
import { UserSchema, type PlanSettings, type User } from '@/lib/session/accountSchemas';
import { SessionProvider } from '@/lib/session/context';
import { SessionStore } from '@/lib/session/sessionStore';
import { tokenStore } from '@/lib/storage';
import { NotifyProvider } from '@/lib/ui/notify';
import { publicUser } from '@/mocks/http/handlers';
import { requireUser } from '@/mocks/extension/support';
import { world } from '@/mocks/world/store';

/** No retries and no refetch on focus: a test sees each failure once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/** Wraps a hook or a component in `client` alone (no router, no session): for query hooks. */
export const withClient = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

/** The simulated world's signed-in user, as GET /user/me gives it. */
export const worldUser = (): User => UserSchema.parse(publicUser(requireUser(world())));

export interface RenderRouteOptions {
  /** Default: a fresh test client (no retries). */
  queryClient?: QueryClient;
  /** What GET /user/me answers. Default: the simulated world's signed-in user, as the server gives it. */
  user?: User;
  /** What the plan settings option answers. Default: the world's; `null` allows every feature. */
  planSettings?: PlanSettings | null;
  /** More history entries before `path` (so Back has somewhere to go). */
  previous?: string[];
}

/** The session after a real start-up over the installed simulated extension, and the app's router at `path`. */
export async function startApp(path: string, options: RenderRouteOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const session = new SessionStore(
    {
      bridge: currentBridge(),
      hasExtensionId: true,
      sync: false,
      tokens: tokenStore,
      fetchUser: async () => options.user ?? worldUser(),
      fetchPlanSettings: async () =>
        options.planSettings === undefined ? world().server.planSettings : options.planSettings,
      removeSyncParam: () => undefined,
    },
    queryClient,
  );
  await session.start();
  const history = createMemoryHistory({ initialEntries: [...(options.previous ?? []), path] });
  const router = createAppRouter(queryClient, session, history);
  trackRouter(router);
  // The screen's code is loaded up front (App starts that download during start-up too), so a
  // test on fake timers does not race a lazy import.
  const [routes] = router.getMatchedRoutes(new URL(path, 'http://localhost').pathname);
  await Promise.all(routes.map((route) => router.loadRouteChunk(route) ?? Promise.resolve()));
  return { queryClient, session, router };
}

type AppParts = Awaited<ReturnType<typeof startApp>>;

/** App's providers and wiring (keep in step with src/app/App.tsx): theme, query client, session,
 * notifications, pushes, guards that follow the session. */
function AppProviders({
  app: { queryClient, session, router },
  children,
}: {
  app: AppParts;
  children: ReactNode;
}) {
  useEffect(() => {
    const bridge = currentBridge();
    const invalidator = createPushInvalidator(queryClient);
    const offPush = bridge?.onPush((push) => invalidator.handle(push));
    // As in App: the guards run again whenever the session changes (login, logout).
    const offSession = session.subscribe(() => void router.invalidate());
    return () => {
      offPush?.();
      offSession();
      invalidator.dispose();
    };
  }, [queryClient, session, router]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={session}>
          <NotifyProvider>{children}</NotifyProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/**
 * The app's real route tree (guards, layouts, shell, screens, loaders) at `path`, in a memory
 * history, over the simulated extension that `startSimulation()` installed, with pushes wired as
 * in App. Start-up runs for real against that extension (connection, getData, account check);
 * only its two HTTP reads are answered from the world directly, so no msw server is needed. Call
 * it before switching on fake timers (or use `shouldAdvanceTime`): start-up waits on the extension.
 */
export async function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const app = await startApp(path, options);
  const view = render(
    <AppProviders app={app}>
      <RouterProvider router={app.router} />
    </AppProviders>,
  );
  return { ...view, ...app };
}

/**
 * A piece of UI that needs the router (it navigates) but is no screen of its own, inside the same
 * app router and providers as renderRoute, with the address at `path`.
 */
export async function renderInAppRouter(ui: ReactNode, options: RenderRouteOptions & { path?: string } = {}) {
  const app = await startApp(options.path ?? '/', options);
  const view = render(
    <AppProviders app={app}>
      <RouterContextProvider router={app.router}>{ui}</RouterContextProvider>
    </AppProviders>,
  );
  return { ...view, ...app };
}
