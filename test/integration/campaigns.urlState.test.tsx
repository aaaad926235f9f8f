import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { CampaignsSearchSchema } from '@/features/campaigns/search';
import { createTestQueryClient, renderRoute } from './renderRoute';
import { startSimulation } from './simulation';

// The campaign list's tab, search, sort and page live in the URL: a reload keeps them, Back undoes a tab.

describe('campaign list state in the URL', () => {
  let client: QueryClient;
  beforeEach(() => {
    startSimulation();
    client = createTestQueryClient();
  });
  afterEach(() => client.clear());

  it('opens on the tab, search and sort the address names (a reload keeps them)', async () => {
    const first = await renderRoute('/campaigns?tab=completed&sort=name&order=asc', { queryClient: client });
    expect(await screen.findByRole('tab', { name: 'Completed (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('table', { name: 'Completed campaigns' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    first.unmount();
    client.clear();
    await renderRoute('/campaigns?q=%22Founders%22', { queryClient: client });
    expect(await screen.findByRole('textbox', { name: 'Search campaigns' })).toHaveValue('Founders');
    expect(screen.getByRole('tab', { name: 'Active (1)' })).toBeInTheDocument();
  });

  it('a tab is a history entry: Back returns to the previous tab', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/campaigns', { queryClient: client });
    await user.click(await screen.findByRole('tab', { name: 'Completed (2)' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'completed' }));
    expect(screen.getByRole('table', { name: 'Completed campaigns' })).toBeInTheDocument();

    router.history.back();
    expect(await screen.findByRole('table', { name: 'Active campaigns' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active (7)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('typing a search writes it to the address without adding history entries', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/campaigns', { queryClient: client });
    const box = await screen.findByRole('textbox', { name: 'Search campaigns' });
    const entries = router.history.length;
    await user.type(box, 'Berlin');
    expect(box).toHaveValue('Berlin');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'Berlin' }));
    expect(router.history.length).toBe(entries);
    expect(screen.getByRole('tab', { name: 'Active (1)' })).toBeInTheDocument();
  });

  it('a wrong or hostile value falls back to the default instead of breaking the page', () => {
    expect(
      CampaignsSearchSchema.parse({
        tab: '<script>',
        page: -3,
        size: 7,
        sort: 'id',
        order: 'up',
        q: 'x'.repeat(500),
      }),
    ).toEqual({ tab: 'active', q: '', sort: 'lastRunDate', order: 'desc', page: 1, size: 10 });
    expect(CampaignsSearchSchema.parse({ page: '3', size: '25', q: 2024 })).toMatchObject({
      page: 3,
      size: 25,
      q: '2024',
    });
  });
});
