import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { installBridge } from '@/lib/extension/client';
import { createSimulatedTransport } from '@/mocks/extension/simulatedTransport';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { buildScenario } from '@/mocks/scenarios';
import { NO_FAULTS } from '@/mocks/world/generate';
import { resetWorldForTests } from '@/mocks/world/store';
import type { FaultSettings, World } from '@/mocks/world/types';

// Campaign tests run the real bridge over the simulated extension on a fresh default world.

export function startSimulation(
  scenario: 'default' | 'big' = 'default',
  faults: () => FaultSettings = () => NO_FAULTS,
): World {
  const w = buildScenario(scenario);
  resetWorldForTests(w);
  installBridge(
    new ExtensionBridge(
      createSimulatedTransport({ implementation: simulatedExtension, faults, installed: () => true }),
    ),
  );
  return w;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

export const withClient = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

/** jsdom lays nothing out: give elements a size so the virtualiser has a viewport. Returns the undo. */
export function fakeLayout(height = 600, width = 1000): () => void {
  const proto = HTMLElement.prototype;
  const sizes = { clientHeight: height, clientWidth: width, offsetHeight: height, offsetWidth: width };
  const saved = Object.keys(sizes).map(
    (name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const,
  );
  for (const [name, value] of Object.entries(sizes))
    Object.defineProperty(proto, name, { configurable: true, get: () => value });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    }
  };
}

type AppRoute = { options: object };

/**
 * App routes (their ids `/shell/...`, search schemas, loaders and pages as in the app) inside a
 * router with the app's default pending and error components, at `path`. `stubs` are stand-in
 * pages at other paths.
 */
export async function renderAppRoutes(
  path: string,
  client: QueryClient,
  routes: AppRoute[],
  stubs: Record<string, string> = {},
) {
  const {
    createMemoryHistory,
    createRootRouteWithContext,
    createRoute,
    createRouter,
    Outlet,
    RouterProvider,
  } = await import('@tanstack/react-router');
  const { render } = await import('@testing-library/react');
  const { RouteError } = await import('@/app/layouts/RouteError');
  const { Loading } = await import('@/lib/ui/Loading');
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet });
  const shell = createRoute({ getParentRoute: () => root, id: 'shell', component: Outlet });
  const tree = root.addChildren([
    shell.addChildren([
      ...routes.map((route) => createRoute({ ...route.options, getParentRoute: () => shell } as never)),
      ...Object.entries(stubs).map(([stubPath, heading]) =>
        createRoute({ getParentRoute: () => shell, path: stubPath, component: () => <h1>{heading}</h1> }),
      ),
    ]),
  ]);
  const router = createRouter({
    routeTree: tree,
    context: { queryClient: client },
    // The app's defaults: the spinner while a loader fetches, the error with Try again when it fails.
    defaultErrorComponent: RouteError,
    defaultPendingComponent: () => <Loading />,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

/** The campaign list and detail as in the app, at `path`; the editor routes are stand-ins. */
export async function renderCampaignRoute(path: string, client: QueryClient) {
  const { campaignsRoute, campaignDetailRoute } = await import('@/app/routes');
  return renderAppRoutes(path, client, [campaignsRoute, campaignDetailRoute], {
    '/campaign-editor': 'New campaign editor',
    '/campaign-editor/$id': 'Campaign editor',
  });
}
