import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { CAMPAIGN_LIST_POLL_MS, TASK_POLL_MS } from '@/lib/constants';
import { createQueryClient } from '@/lib/query/client';
import { startCampaignRunner } from '@/mocks/extension/runner';
import { renderRoute, startApp } from '../integration/renderRoute';
import { simulate, type Simulation } from '../integration/simulation';
import { fakeLayout } from '../integration/support/jsdom';

// Extension calls per idle minute on three screens of the whole app (renderRoute), default scenario with its running campaigns
// advancing (the runner steps every 4 s and pushes), pushes wired as in the app. Counted at the
// simulated extension with fake timers; a count, not a timing. Budget: polling floor x 1.5 + 10.

const MINUTE = 60_000;
const perMinute = (intervalMs: number) => MINUTE / intervalMs;
/** The shell polls the extension's tasks on every screen. */
const SHELL_FLOOR = perMinute(TASK_POLL_MS);
const SCREENS: { path: string; floor: number }[] = [
  { path: '/campaigns', floor: SHELL_FLOOR + perMinute(CAMPAIGN_LIST_POLL_MS) },
  // Connections are loaded in the default scenario: no 10 s loading checks.
  { path: '/messenger', floor: SHELL_FLOOR },
  { path: '/crm', floor: SHELL_FLOOR },
];
const budget = (floor: number) => floor * 1.5 + 10;

describe('extension calls per idle minute', () => {
  let sim: Simulation;
  let client: QueryClient;
  let stops: (() => void)[];
  // Each screen's code, its loader's imports and contract modules included, loads once on the real
  // clock. On the fake one the first 10 s passed while an import still ran in real time: on a busy
  // machine the loader's 8 s deadline then showed the screen's error, whose calls were counted.
  beforeAll(async () => {
    simulate('default');
    for (const screen of SCREENS) {
      const { router, queryClient } = await startApp(screen.path, { planSettings: null });
      await router.preloadRoute({ to: '.', href: screen.path });
      queryClient.clear();
    }
  });
  beforeEach(() => {
    vi.useFakeTimers();
    sim = simulate('default');
    client = createQueryClient();
    stops = [startCampaignRunner(), fakeLayout(800, 1200)];
  });
  afterEach(() => {
    stops.forEach((s) => s());
    client.clear();
    vi.useRealTimers();
  });

  for (const screen of SCREENS) {
    it(`${screen.path}: within the polling floor x 1.5 + 10`, async () => {
      const running = sim.world.campaigns.filter((c) => c.status === 'Running').length;
      // The whole app at the path (shell polls and pushes included): start-up, then the screen loads.
      const rendered = renderRoute(screen.path, { queryClient: client, planSettings: null });
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      await rendered;
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
      // The screen itself was counted, not its error ("taking too long": the loader's deadline).
      expect(document.body.textContent).not.toContain('taking too long');
      expect(calls).toBeGreaterThan(0);
      expect(calls).toBeLessThanOrEqual(limit);
    });
  }
});
