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

/** The campaign screens inside a router whose route ids match the app's (`/shell/...`), at `path`. */
export async function renderCampaignRoute(path: string, client: QueryClient) {
  const { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } =
    await import('@tanstack/react-router');
  const { render } = await import('@testing-library/react');
  const { CampaignsPage } = await import('@/features/campaigns/components/CampaignsPage');
  const { CampaignDetailPage } = await import('@/features/campaign-detail/components/CampaignDetailPage');
  const { parseNumericId } = await import('@/app/search');
  const idParams = {
    parse: (p: { id: string }) => ({ id: parseNumericId(p.id) }),
    stringify: (p: { id: number | null }) => ({ id: String(p.id ?? '') }),
  };
  const root = createRootRoute({ component: Outlet });
  const shell = createRoute({ getParentRoute: () => root, id: 'shell', component: Outlet });
  const tree = root.addChildren([
    shell.addChildren([
      createRoute({ getParentRoute: () => shell, path: '/campaigns', component: CampaignsPage }),
      createRoute({
        getParentRoute: () => shell,
        path: '/campaign-manager/$id',
        params: idParams,
        component: CampaignDetailPage,
      }),
      createRoute({
        getParentRoute: () => shell,
        path: '/campaign-editor',
        component: () => <h1>New campaign editor</h1>,
      }),
      createRoute({
        getParentRoute: () => shell,
        path: '/campaign-editor/$id',
        params: idParams,
        component: () => <h1>Campaign editor</h1>,
      }),
    ]),
  ]);
  const router = createRouter({ routeTree: tree, history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}
