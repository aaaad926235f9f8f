import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { campaignsRoute } from '@/app/routes';
// Loaded up front: the route's lazy page and loader then resolve without real time passing.
import '@/features/campaigns/api';
import '@/features/campaigns/components/CampaignsPage/CampaignsPage';
import { CrmPage } from '@/features/crm/components/CrmPage';
import { MessengerPage } from '@/features/messenger/components/MessengerPage';
import { CAMPAIGN_LIST_POLL_MS, TASK_POLL_MS } from '@/lib/constants';
import { createPushInvalidator } from '@/lib/extension/pushInvalidation';
import { createQueryClient } from '@/lib/query/client';
import { sessionQueries } from '@/lib/session/api';
import { startCampaignRunner } from '@/mocks/extension/runner';
import { startCountedSimulation, type CountedSimulation } from '../unit/callCount';
import { fakeLayout } from '../unit/campaignKit';

// Extension calls per idle minute on three screens, default scenario with its running campaigns
// advancing (the runner steps every 4 s and pushes), pushes wired as in the app. Counted at the
// simulated extension with fake timers; a count, not a timing. Budget: polling floor x 1.5 + 10.

const MINUTE = 60_000;
const perMinute = (intervalMs: number) => MINUTE / intervalMs;
/** The shell polls the extension's tasks on every screen. */
const SHELL_FLOOR = perMinute(TASK_POLL_MS);
/** A screen: its page alone, or the app's route (search schema, loader, page). */
type Screen = { path: string; floor: number } & ({ page: () => ReactNode } | { route: { options: object } });
const SCREENS: Screen[] = [
  { path: '/campaigns', route: campaignsRoute, floor: SHELL_FLOOR + perMinute(CAMPAIGN_LIST_POLL_MS) },
  // Connections are loaded in the default scenario: no 10 s loading checks.
  { path: '/messenger', page: MessengerPage, floor: SHELL_FLOOR },
  { path: '/crm', page: CrmPage, floor: SHELL_FLOOR },
];
const budget = (floor: number) => floor * 1.5 + 10;

/** What the shell keeps polling around every screen. */
function ShellPolls() {
  useQuery(sessionQueries.tasks());
  return null;
}

function renderAt(client: QueryClient, screen: Screen) {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    component: () => (
      <>
        <ShellPolls />
        <Outlet />
      </>
    ),
  });
  // Route ids match the app's (`/shell/...`), so screens that read their route find it.
  const shell = createRoute({ getParentRoute: () => root, id: 'shell', component: Outlet });
  const any = () => <p>elsewhere</p>;
  const tree = root.addChildren([
    shell.addChildren([
      'route' in screen
        ? createRoute({ ...screen.route.options, getParentRoute: () => shell } as never)
        : createRoute({ getParentRoute: () => shell, path: screen.path, component: screen.page }),
    ]),
    createRoute({ getParentRoute: () => root, path: '$', component: any }),
  ]);
  const router = createRouter({
    routeTree: tree,
    context: { queryClient: client },
    history: createMemoryHistory({ initialEntries: [screen.path] }),
  });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}

describe('extension calls per idle minute', () => {
  let sim: CountedSimulation;
  let client: QueryClient;
  let stops: (() => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    sim = startCountedSimulation('default');
    client = createQueryClient();
    client.setQueryData(sessionQueries.planSettings().queryKey, null);
    const invalidator = createPushInvalidator(client);
    stops = [
      sim.bridge.onPush((p) => invalidator.handle(p)),
      () => invalidator.dispose(),
      startCampaignRunner(),
      fakeLayout(800, 1200),
    ];
  });
  afterEach(() => {
    stops.forEach((s) => s());
    client.clear();
    vi.useRealTimers();
  });

  for (const screen of SCREENS) {
    it(`${screen.path}: within the polling floor x 1.5 + 10`, async () => {
      const running = sim.world.campaigns.filter((c) => c.status === 'Running').length;
      renderAt(client, screen);
      // Let the screen load, then count one quiet minute.
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      sim.reset();
      await act(() => vi.advanceTimersByTimeAsync(MINUTE));
      const calls = sim.count();
      const byName = Object.entries(
        sim.calls.reduce<Record<string, number>>((acc, n) => ({ ...acc, [n]: (acc[n] ?? 0) + 1 }), {}),
      )
        .map(([n, c]) => `${n} ${c}`)
        .join(', ');
      const limit = budget(screen.floor);
      console.log(
        `  [bench] ${screen.path}: ${calls} extension calls per idle minute (${running} running campaigns) / budget ${limit} (floor ${screen.floor}): ${calls <= limit ? 'within budget' : 'OVER BUDGET'}\n          ${byName}`,
      );
      expect(calls).toBeGreaterThan(0);
      expect(calls).toBeLessThanOrEqual(limit);
    });
  }
});
