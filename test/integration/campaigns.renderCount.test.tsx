import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { world } from '@/mocks/world/store';
import { createTestQueryClient, renderRoute } from './renderRoute';
import { startSimulation } from './simulation';

// Issue 13: a poll whose reply did not change re-renders no row. Each campaign row renders one
// status cell; counting those renders counts row renders. The search box (the heading) and the
// tabs are parts of the screen that no campaign's data reaches.
const renders = vi.hoisted(() => {
  const counts = { rows: 0, search: 0, tabs: 0 };
  /** `render`, counting each call under `key`. */
  const counted =
    <P,>(key: keyof typeof counts, render: (props: P) => unknown) =>
    (props: P) => {
      counts[key] += 1;
      return render(props);
    };
  const reset = () => Object.keys(counts).forEach((k) => (counts[k as keyof typeof counts] = 0));
  return { counts, counted, reset };
});
vi.mock('@/features/campaigns/components/CampaignsPage/CampaignStatus', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('@/features/campaigns/components/CampaignsPage/CampaignStatus')>();
  return { ...actual, CampaignStatusCell: renders.counted('rows', actual.CampaignStatusCell) };
});
vi.mock('@/lib/ui/SearchField', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/ui/SearchField')>();
  return { ...actual, SearchField: renders.counted('search', actual.SearchField) };
});
vi.mock('@/lib/ui/StaticTabs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/ui/StaticTabs')>();
  return { ...actual, StaticTabs: renders.counted('tabs', actual.StaticTabs) };
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
    expect(renders.counts.rows).toBeGreaterThan(0);

    renders.reset();
    // The polls the screen runs, now, with the world unchanged (no campaign runner in this test).
    await client.refetchQueries({ type: 'active' });
    await waitFor(() => expect(client.isFetching()).toBe(0));

    expect(screen.getAllByRole('row')).toHaveLength(rowsShown);
    expect(renders.counts.rows).toBe(0);
  });

  it('a poll that changed one campaign re-renders that row only', async () => {
    await renderRoute('/campaigns', { queryClient: client });
    expect(await screen.findByText('Founders in Berlin', { selector: 'a, p' })).toBeInTheDocument();

    renders.reset();
    world().campaigns.find((c) => c.name === 'Founders in Berlin')!.name = 'Founders in Munich';
    await client.refetchQueries({ type: 'active' });

    expect(await screen.findByText('Founders in Munich', { selector: 'a, p' })).toBeInTheDocument();
    expect(renders.counts.rows).toBe(1);
    // The heading and the tabs (the counts did not change) are not rendered again.
    expect(renders.counts.search).toBe(0);
    expect(renders.counts.tabs).toBe(0);
  });
});
