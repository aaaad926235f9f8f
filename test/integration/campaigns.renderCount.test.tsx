import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { world } from '@/mocks/world/store';
import { createTestQueryClient, renderRoute } from './renderRoute';
import { startSimulation } from './simulation';

// Issue 13: a poll whose reply did not change re-renders no row. Each campaign row renders one
// status cell; counting those renders counts row renders.
const rowRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/campaigns/components/CampaignsPage/CampaignStatus', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('@/features/campaigns/components/CampaignsPage/CampaignStatus')>();
  return {
    ...actual,
    CampaignStatusCell: (props: Parameters<typeof actual.CampaignStatusCell>[0]) => {
      rowRenders.count += 1;
      return actual.CampaignStatusCell(props);
    },
  };
});

// The screen's parts that no campaign's data reaches: the search box (heading) and the tabs.
const staticRenders = vi.hoisted(() => ({ search: 0, tabs: 0 }));
vi.mock('@/lib/ui/SearchField', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/ui/SearchField')>();
  return {
    ...actual,
    SearchField: (props: Parameters<typeof actual.SearchField>[0]) => {
      staticRenders.search += 1;
      return actual.SearchField(props);
    },
  };
});
vi.mock('@/lib/ui/StaticTabs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/ui/StaticTabs')>();
  return {
    ...actual,
    StaticTabs: (props: Parameters<typeof actual.StaticTabs>[0]) => {
      staticRenders.tabs += 1;
      return actual.StaticTabs(props);
    },
  };
});

describe('campaign list polling', () => {
  let client: QueryClient;
  beforeEach(() => {
    startSimulation('default');
    client = createTestQueryClient();
  });
  afterEach(() => client.clear());

  it('an unchanged poll re-renders 0 rows', async () => {
    await renderRoute('/campaigns', { queryClient: client });
    expect(await screen.findByText('Founders in Berlin', { selector: 'a, p' })).toBeInTheDocument();
    const rowsShown = screen.getAllByRole('row').length;
    expect(rowRenders.count).toBeGreaterThan(0);

    rowRenders.count = 0;
    // The polls the screen runs, now, with the world unchanged (no campaign runner in this test).
    await client.refetchQueries({ type: 'active' });
    await waitFor(() => expect(client.isFetching()).toBe(0));

    expect(screen.getAllByRole('row')).toHaveLength(rowsShown);
    expect(rowRenders.count).toBe(0);
  });

  it('a poll that changed one campaign re-renders that row only', async () => {
    await renderRoute('/campaigns', { queryClient: client });
    expect(await screen.findByText('Founders in Berlin', { selector: 'a, p' })).toBeInTheDocument();

    rowRenders.count = 0;
    staticRenders.search = 0;
    staticRenders.tabs = 0;
    world().campaigns.find((c) => c.name === 'Founders in Berlin')!.name = 'Founders in Munich';
    await client.refetchQueries({ type: 'active' });

    expect(await screen.findByText('Founders in Munich', { selector: 'a, p' })).toBeInTheDocument();
    expect(rowRenders.count).toBe(1);
    // The heading and the tabs (the counts did not change) are not rendered again.
    expect(staticRenders.search).toBe(0);
    expect(staticRenders.tabs).toBe(0);
  });
});
