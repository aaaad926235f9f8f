import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { ExtensionBridge } from '@/lib/extension/bridge';
import { installBridge } from '@/lib/extension/client';
import { invalidateForPush } from '@/lib/extension/pushInvalidation';
import { dashboardQueries } from '@/features/dashboard/api';
import { PERIODS, type DashboardStats } from '@/features/dashboard/metrics';
import { pushEventsUpdated } from '@/mocks/extension/pushes';
import { updateWorld } from '@/mocks/world/store';
import { simulate } from './simulation';

// The dashboard's queries against the simulated extension and its seeded world.
let bridge: ExtensionBridge;
let queryClient: QueryClient;

beforeEach(() => {
  bridge = simulate().bridge;
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  installBridge(undefined);
  queryClient.clear();
});

const total = (s: DashboardStats) =>
  s.counts.connectionRequestSent + s.counts.profileViewed + s.counts.newConnection + s.counts.messageSent;

describe('dashboard queries', () => {
  it('every key starts with the dashboard root', () => {
    for (const key of [
      dashboardQueries.stats('today').queryKey,
      dashboardQueries.activeCampaigns().queryKey,
      dashboardQueries.connections().queryKey,
      dashboardQueries.pendingInvites().queryKey,
    ]) {
      expect(key[0]).toBe('dashboard');
    }
  });

  it('gives non-trivial figures for every period of the seeded world, wider periods holding more', async () => {
    const stats: Record<string, DashboardStats> = {};
    for (const p of PERIODS) stats[p.id] = await queryClient.fetchQuery(dashboardQueries.stats(p.id));
    const month = stats.last30!;
    expect(month.counts.connectionRequestSent).toBeGreaterThan(50);
    expect(month.counts.profileViewed).toBeGreaterThan(50);
    expect(month.counts.newConnection).toBeGreaterThan(0);
    expect(month.counts.messageSent).toBeGreaterThan(0);
    expect(month.rates.acceptanceRate).toBeGreaterThan(0);
    expect(month.rates.openRate).toBeGreaterThan(0);
    expect(month.rates.replyRate).toBeGreaterThan(0);
    expect(month.series).toHaveLength(30);
    expect(month.series.filter((p) => p.invites > 0).length).toBeGreaterThan(10);
    expect(month.interactions.every((i) => i.value > 0)).toBe(true);
    expect(total(month)).toBeGreaterThan(total(stats.last7!));
    expect(total(stats.last7!)).toBeGreaterThanOrEqual(total(stats.today!));
    expect(total(stats.last7!)).toBeGreaterThanOrEqual(total(stats.yesterday!));
  });

  it('reads the profile widget counts', async () => {
    expect(await queryClient.fetchQuery(dashboardQueries.activeCampaigns())).toBeGreaterThan(0);
    expect(await queryClient.fetchQuery(dashboardQueries.connections())).toBeGreaterThan(0);
    const pending = await queryClient.fetchQuery(dashboardQueries.pendingInvites());
    expect(pending).toEqual({ pendingInvites: 137 }); // fetchQuery returns the cached reply; the hook selects the number
    const observer = new QueryObserver(queryClient, dashboardQueries.pendingInvites());
    expect(observer.getCurrentResult().data).toBe(137);
  });

  it('a pushed eventsUpdated refreshes the figures being shown', async () => {
    const stop = bridge.onPush((push) => invalidateForPush(queryClient, push));
    const observer = new QueryObserver(queryClient, dashboardQueries.stats('today'));
    const seen: number[] = [];
    const unsubscribe = observer.subscribe((r) => r.data && seen.push(r.data.counts.connectionRequestSent));
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    const before = seen.at(-1)!;

    updateWorld((w) => {
      for (let i = 0; i < 3; i++)
        w.events.push({
          name: 'connectionRequestSent',
          createdAt: Date.now(),
          campaignId: { id: 1, name: 'Founders in Berlin' },
        });
    });
    pushEventsUpdated();

    await expect.poll(() => seen.at(-1)).toBe(before + 3);
    unsubscribe();
    stop();
  });
});
