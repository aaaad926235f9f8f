import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryObserver, useQuery, type QueryClient, type QueryObserverOptions } from '@tanstack/react-query';
import { campaignDetailQueries } from '@/features/campaign-detail/api';
import { campaignQueries } from '@/features/campaigns/api';
import { toolsQueries } from '@/features/tools/api';
import { crmQueries, DEFAULT_CRM_FILTERS, useRemoveConnections } from '@/features/crm/api';
import { dashboardQueries } from '@/features/dashboard/api';
import { createPushInvalidator, PUSH_COALESCE_MS } from '@/lib/extension/pushInvalidation';
import { createQueryClient } from '@/lib/query/client';
import { sessionQueries } from '@/lib/session/api';
import { pushEvent, pushEventsUpdated } from '@/mocks/extension/pushes';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { withClient } from './renderRoute';
import { simulate, type Simulation } from './simulation';
import { setTabVisibility } from './support/jsdom';

// Calm load on the extension: calls counted at the simulated extension, with fake timers.

describe('push invalidation and polling', () => {
  let sim: Simulation;
  let client: QueryClient;
  let stops: (() => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    sim = simulate('default');
    client = createQueryClient();
    const invalidator = createPushInvalidator(client);
    stops = [sim.bridge.onPush((p) => invalidator.handle(p)), () => invalidator.dispose()];
  });
  afterEach(() => {
    stops.forEach((s) => s());
    client.clear();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  /** Keeps a query active, as a mounted screen does. */
  const observe = (options: unknown) => {
    const observer = new QueryObserver(client, options as QueryObserverOptions);
    stops.push(observer.subscribe(() => undefined));
  };

  it('a burst of pushes within 250 ms costs one refetch of the dashboard', async () => {
    observe(dashboardQueries.stats('last30'));
    await vi.advanceTimersByTimeAsync(100);
    sim.reset();
    for (let i = 0; i < 10; i++) pushEventsUpdated();
    await vi.advanceTimersByTimeAsync(PUSH_COALESCE_MS - 10);
    expect(sim.count()).toBe(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(sim.calls).toEqual(['getEvents']);
  });

  it('a push does not cancel a call in flight: the running fetch is reused', async () => {
    const queryFn = vi.fn(
      () => new Promise<number>((resolve) => setTimeout(() => resolve(queryFn.mock.calls.length), 1000)),
    );
    observe({ queryKey: ['dashboard', 'slow'], queryFn });
    await vi.advanceTimersByTimeAsync(500);
    pushEventsUpdated();
    await vi.advanceTimersByTimeAsync(2000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['dashboard', 'slow'])).toBe(1);
  });

  it('campaign pushes refetch nothing on the campaign list: its 3 s poll keeps it fresh', async () => {
    observe(campaignQueries.list());
    observe(campaignQueries.live());
    await vi.advanceTimersByTimeAsync(100);
    sim.reset();
    for (let i = 0; i < 5; i++) pushEvent('connectionRequestSent', { campaignId: 1 });
    await vi.advanceTimersByTimeAsync(PUSH_COALESCE_MS + 10);
    expect(sim.count()).toBe(0);
  });

  it('a bulk remove of 10 contacts costs one refetch of each CRM list, not one per contact', async () => {
    const params = {
      filters: DEFAULT_CRM_FILTERS,
      page: 0,
      size: 10,
      sorting: { field: 'firstName', order: 'ASC' },
    } as const;
    const wrapper = withClient(client);
    renderHook(() => useQuery(crmQueries.profiles(params)), { wrapper });
    renderHook(() => useQuery(crmQueries.contacts()), { wrapper });
    renderHook(() => useQuery(crmQueries.industries()), { wrapper });
    const remove = renderHook(() => useRemoveConnections(), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(100));
    const ids = sim.world.profiles.slice(0, 10).map((p) => p.id);
    sim.reset();
    act(() => remove.result.current.mutate({ ids, actionKey: 'remove-10' }));
    await act(() => vi.advanceTimersByTimeAsync(10 * 400 + 1000));
    expect(remove.result.current.isSuccess).toBe(true);
    expect(sim.count('removeConnections')).toBe(1);
    expect(sim.count('getProfiles')).toBe(1);
    expect(sim.count('getAllContacts')).toBe(1);
    expect(sim.count('getUniqueIndustries')).toBe(1);
  });

  it('polls hold their intervals while the tab is visible and pause while it is hidden', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    stops.push(setTabVisibility(() => visibility));
    observe(campaignQueries.list());
    observe(campaignQueries.live());
    observe(sessionQueries.tasks());
    await vi.advanceTimersByTimeAsync(100);
    sim.reset();
    await vi.advanceTimersByTimeAsync(60_000);
    // 3 s campaign list, 10 s tasks.
    expect(sim.count('getActiveCampaigns')).toBe(20);
    expect(sim.count('getTasks')).toBe(6);

    visibility = 'hidden';
    sim.reset();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sim.count()).toBe(0);

    visibility = 'visible';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sim.count('getActiveCampaigns')).toBeGreaterThanOrEqual(3);
    expect(sim.count('getTasks')).toBe(1);
  });

  it("each of the spec's intervals holds for a visible minute, pushes every 4 s included", async () => {
    sim.world.extension.connectionsLoading = true;
    // A withdrawal that keeps running for the whole minute.
    vi.spyOn(simulatedExtension.remotes, 'Uninviter.getState').mockReturnValue({
      ...sim.world.withdrawal,
      running: true,
    });
    observe(campaignQueries.live());
    observe(campaignDetailQueries.page({ id: 1, page: 0, size: 10, search: '' }));
    observe(sessionQueries.tasks());
    observe(crmQueries.loading());
    observe(sessionQueries.currentLinkedinUser());
    observe(toolsQueries.withdrawal());
    await vi.advanceTimersByTimeAsync(100);
    sim.reset();
    for (let t = 0; t < 15; t++) {
      pushEvent('connectionRequestSent', { campaignId: 1 });
      pushEventsUpdated();
      await vi.advanceTimersByTimeAsync(4000);
    }
    expect(sim.count('getActiveCampaigns')).toBe(20); // 3 s
    expect(sim.count('getCampaignData')).toBe(30); // 2 s
    expect(sim.count('getTasks')).toBe(6); // 10 s
    expect(sim.count('isConnectionsLoading')).toBe(6); // 10 s
    expect(sim.count('fetchCurrentLinkedinUser')).toBe(12); // 5 s
    expect(sim.count('Uninviter.getState')).toBe(60); // 1 s
  });
});
