import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CampaignsPage } from '@/features/campaigns/components/CampaignsPage';
import { CrmPage } from '@/features/crm/components/CrmPage';
import { CrmSearchSchema } from '@/features/crm/search';
import { CAMPAIGN_LIST_POLL_MS, TASK_POLL_MS } from '@/lib/constants';
import { createPushInvalidator } from '@/lib/extension/pushInvalidation';
import { createQueryClient } from '@/lib/query/client';
import { sessionQueries } from '@/lib/session/api';
import { NotifyProvider } from '@/lib/ui/notify';
import { startCampaignRunner } from '@/mocks/extension/runner';
import { startCountedSimulation, type CountedSimulation } from '../unit/callCount';
import { fakeLayout } from '../unit/campaignKit';
import { renderMessenger } from '../unit/messengerKit';

// Extension calls per idle minute on three screens, default scenario with its running campaigns
// advancing (the runner steps every 4 s and pushes), pushes wired as in the app. Counted at the
// simulated extension with fake timers; a count, not a timing. Budget: polling floor x 1.5 + 10.

const MINUTE = 60_000;
const perMinute = (intervalMs: number) => MINUTE / intervalMs;
/** The shell polls the extension's tasks on every screen. */
const SHELL_FLOOR = perMinute(TASK_POLL_MS);
const SCREENS: {
  path: string;
  page?: () => ReactNode;
  floor: number;
  /** The route's search-param schema, as in src/app/routes.tsx. */
  search?: typeof CrmSearchSchema;
}[] = [
  { path: '/campaigns', page: CampaignsPage, floor: SHELL_FLOOR + perMinute(CAMPAIGN_LIST_POLL_MS) },
  // Connections are loaded in the default scenario: no 10 s loading checks.
  // The messenger needs its route (search params and loader): rendered by its own kit.
  { path: '/messenger', floor: SHELL_FLOOR },
  { path: '/crm', page: CrmPage, floor: SHELL_FLOOR, search: CrmSearchSchema },
];
const budget = (floor: number) => floor * 1.5 + 10;

/** What the shell keeps polling around every screen. */
function ShellPolls() {
  useQuery(sessionQueries.tasks());
  return null;
}

function renderAt(client: QueryClient, path: string, Page: () => ReactNode, search?: typeof CrmSearchSchema) {
  const root = createRootRoute({
    component: () => (
      <>
        <ShellPolls />
        <Outlet />
      </>
    ),
  });
  const any = () => <p>elsewhere</p>;
  // The app's route ids: screens read their search params from '/shell/<path>'.
  const shell = createRoute({ getParentRoute: () => root, id: 'shell', component: Outlet });
  const tree = root.addChildren([
    shell.addChildren([
      createRoute({ getParentRoute: () => shell, path, component: Page, validateSearch: search }),
    ]),
    createRoute({ getParentRoute: () => root, path: '$', component: any }),
  ]);
  const router = createRouter({
    routeTree: tree,
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultPendingComponent: () => <p>Loading</p>,
  });
  return render(
    <QueryClientProvider client={client}>
      <NotifyProvider>
        <RouterProvider router={router as never} />
      </NotifyProvider>
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
      if (screen.page) renderAt(client, screen.path, screen.page, screen.search);
      else renderMessenger(client, screen.path, <ShellPolls />);
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
