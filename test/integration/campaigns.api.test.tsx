import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { applyAction, campaignQueries, mergeCampaigns, useManageCampaign } from '@/features/campaigns/api';
import { campaignListView, DEFAULT_SORT } from '@/features/campaigns/listView';
import type { Campaign } from '@/lib/extension/contract';
import { NO_FAULTS } from '@/mocks/world/worldConstants';
import { updateWorld, world } from '@/mocks/world/store';
import type { FaultSettings } from '@/mocks/world/types';
import { createTestQueryClient, withClient } from './renderRoute';
import { startSimulation } from './simulation';

const campaign = (id: number, patch: Partial<Campaign> = {}): Campaign => ({
  id,
  name: `Campaign ${id}`,
  module: 'li-auto-conn',
  status: 'Stopped',
  created: 0,
  options: {},
  data: { doneToday: 0, doneTotal: 0, resultCount: 0 },
  ...patch,
});

describe('campaign list view', () => {
  const list = [
    campaign(1, { name: 'beta', lastRunDate: 300 }),
    campaign(2, { name: 'Alpha', lastRunDate: null, status: 'Added' }),
    campaign(3, { name: 'gamma', lastRunDate: 500, status: 'Completed' }),
    campaign(4, { name: 'delta', lastRunDate: 100, status: 'Running' }),
    campaign(5, { name: 'Epsilon', lastRunDate: 400 }),
  ];
  const view = (over: Partial<Parameters<typeof campaignListView>[1]> = {}) =>
    campaignListView(list, { search: '', tab: 'active', sort: DEFAULT_SORT, page: 1, pageSize: 10, ...over });

  it('splits Active (every status but Completed) and Completed, and counts both', () => {
    expect(view().counts).toEqual({ active: 4, completed: 1 });
    expect(view({ tab: 'completed' }).rows.map((c) => c.id)).toEqual([3]);
  });

  it('sorts by last run, newest first, never-run last; by name either way', () => {
    expect(view().rows.map((c) => c.id)).toEqual([5, 1, 4, 2]);
    expect(view({ sort: { field: 'lastRunDate', order: 'asc' } }).rows.map((c) => c.id)).toEqual([
      4, 1, 5, 2,
    ]);
    expect(view({ sort: { field: 'name', order: 'asc' } }).rows.map((c) => c.name)).toEqual([
      'Alpha',
      'beta',
      'delta',
      'Epsilon',
    ]);
    expect(view({ sort: { field: 'name', order: 'desc' } }).rows.map((c) => c.name)).toEqual([
      'Epsilon',
      'delta',
      'beta',
      'Alpha',
    ]);
  });

  it('searches names without regard to case, counting only what matches', () => {
    const found = view({ search: '  ALP ' });
    expect(found.rows.map((c) => c.id)).toEqual([2]);
    expect(found.counts).toEqual({ active: 1, completed: 0 });
  });

  it('pages on the client and keeps the page in range', () => {
    expect(view({ pageSize: 3 }).pageCount).toBe(2);
    expect(view({ pageSize: 3, page: 2 }).rows.map((c) => c.id)).toEqual([2]);
    expect(view({ pageSize: 3, page: 9 }).page).toBe(2);
  });
});

describe('optimistic helpers', () => {
  it('applies each action at once (duplicate waits for the extension)', () => {
    const list = [
      campaign(1, { status: 'Running', data: { doneToday: 3, doneTotal: 9, resultCount: 20 } }),
      campaign(2),
    ];
    expect(applyAction(list, 'stop', 1)[0]!.status).toBe('Stopped');
    expect(applyAction(list, 'run', 2)[1]!.status).toBe('Running');
    expect(applyAction(list, 'markAsComplete', 2)[1]!.status).toBe('Completed');
    expect(applyAction(list, 'remove', 1).map((c) => c.id)).toEqual([2]);
    expect(applyAction(list, 'reset', 1)[0]!.data).toMatchObject({
      doneToday: 0,
      doneTotal: 0,
      resultCount: 20,
    });
    expect(applyAction(list, 'duplicate', 1)).toBe(list);
    expect(applyAction(list, 'stop', 1)[1]).toBe(list[1]); // untouched rows keep their identity
  });

  it('merges fresh copies, appends new ones and drops removed ones', () => {
    const list = [campaign(1), campaign(2), campaign(3)];
    const fresh = campaign(2, { status: 'Running' });
    const merged = mergeCampaigns(list, [fresh, campaign(9)], new Set([3]));
    expect(merged.map((c) => c.id)).toEqual([1, 2, 9]);
    expect(merged[0]).toBe(list[0]);
    expect(merged[1]).toBe(fresh);
  });
});

describe('campaign actions against the simulated extension', () => {
  let client: QueryClient;
  let faults: FaultSettings;
  const listKey = campaignQueries.list().queryKey;
  const status = (id: number) => client.getQueryData(listKey)?.find((c) => c.id === id)?.status;

  beforeEach(async () => {
    faults = { ...NO_FAULTS };
    startSimulation('default', () => faults);
    client = createTestQueryClient();
    await client.fetchQuery(campaignQueries.list());
  });
  afterEach(() => client.clear());

  it('stops a campaign at once and keeps it stopped when the extension agrees', async () => {
    const { result } = renderHook(() => useManageCampaign(), { wrapper: withClient(client) });
    const founders = world().campaigns[0]!;
    expect(status(founders.id)).toBe('Running');
    act(() => result.current.mutate({ action: 'stop', campaign: founders, actionKey: 'k-stop' }));
    await waitFor(() => expect(status(founders.id)).toBe('Stopped'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(world().campaigns[0]!.status).toBe('Stopped');
    expect(status(founders.id)).toBe('Stopped');
  });

  it('rolls back when the extension answers {error: true}', async () => {
    const { result } = renderHook(() => useManageCampaign(), { wrapper: withClient(client) });
    const done = world().campaigns.find((c) => c.status === 'Completed')!;
    act(() => result.current.mutate({ action: 'run', campaign: done, actionKey: 'k-run' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(
      `Could not start "${done.name}": A completed campaign cannot run`,
    );
    expect(status(done.id)).toBe('Completed');
  });

  it('rolls back when the call fails, with a message naming the campaign', async () => {
    const { result } = renderHook(() => useManageCampaign(), { wrapper: withClient(client) });
    const target = world().campaigns.find((c) => c.status === 'Stopped')!;
    faults = { ...NO_FAULTS, errorRate: 1, latencyMs: 150 };
    act(() => result.current.mutate({ action: 'remove', campaign: target, actionKey: 'k-remove' }));
    await waitFor(() => expect(status(target.id)).toBeUndefined()); // gone at once
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(
      `Could not delete "${target.name}": Simulated failure of manageCampaign`,
    );
    expect(status(target.id)).toBe('Stopped');
    expect(world().campaigns.some((c) => c.id === target.id)).toBe(true);
  });

  it('adds the duplicate the extension made', async () => {
    const { result } = renderHook(() => useManageCampaign(), { wrapper: withClient(client) });
    const source = world().campaigns[1]!;
    await act(() =>
      result.current.mutateAsync({ action: 'duplicate', campaign: source, actionKey: 'k-dup' }),
    );
    expect(client.getQueryData(listKey)?.find((c) => c.name === `${source.name} (copy)`)?.status).toBe(
      'Added',
    );
  });

  it('the live refresh writes active campaigns and reloads running ones that left the active list', async () => {
    const [founders, ctos] = [world().campaigns[0]!, world().campaigns[1]!];
    updateWorld((w) => {
      w.campaigns[0]!.data.doneToday = 77; // still running, new counters
      w.campaigns[1]!.status = 'Completed'; // finished meanwhile: missing from getActiveCampaigns
    });
    const before = client.getQueryData(listKey)!;
    await client.fetchQuery(campaignQueries.live());
    const after = client.getQueryData(listKey)!;
    expect(after.find((c) => c.id === founders.id)?.data.doneToday).toBe(77);
    expect(after.find((c) => c.id === ctos.id)?.status).toBe('Completed');
    // Campaigns that did not change keep their identity (their rows do not re-render).
    const untouched = before.find((c) => c.status === 'Stopped')!;
    expect(after.find((c) => c.id === untouched.id)).toBe(untouched);
  });
});
