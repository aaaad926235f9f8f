import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { CampaignDetailSearchSchema } from '@/features/campaign-detail/search';
import { LOADER_DEADLINE_MS } from '@/lib/constants';
import { world } from '@/mocks/world/store';
import { createTestQueryClient, renderRoute } from './renderRoute';
import { callLoser, simulate } from './simulation';
import { fakeLayout } from './support/jsdom';

// The queue's page, page size and search live in the URL: a reload keeps them, Back returns to the page.

describe('campaign detail state in the URL', () => {
  let client: QueryClient;
  let loser: ReturnType<typeof callLoser>;
  let undoLayout: () => void;
  beforeEach(() => {
    loser = callLoser();
    simulate('default', { lose: (name) => loser.lose(name) });
    client = createTestQueryClient();
    undoLayout = fakeLayout();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    client.clear();
    undoLayout();
  });

  const rangeText = (from: number, to: number, total: number) =>
    `${from}–${to} of ${total.toLocaleString('en-US')}`;

  it('opens on the page the address names (a reload keeps it), and Back returns to the previous page', async () => {
    const user = userEvent.setup();
    const total = world().queues['1']!.length;
    const { router } = await renderRoute('/campaign-manager/1?page=2', { queryClient: client });
    expect(await screen.findByText(rangeText(11, 20, total))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText(rangeText(21, 30, total))).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ page: 3 });

    router.history.back();
    expect(await screen.findByText(rangeText(11, 20, total))).toBeInTheDocument();
  });

  it('a page the extension does not answer keeps the rows shown and says so after the loader deadline; Try again asks again', async () => {
    const total = world().queues['1']!.length;
    await renderRoute('/campaign-manager/1', { queryClient: client });
    expect(await screen.findByText(rangeText(1, 10, total))).toBeInTheDocument();
    const queue = screen.getByRole('table', { name: 'Queue' });
    const rows = () =>
      within(queue)
        .getAllByRole('row')
        .map((row) => row.textContent);
    const before = rows();
    loser.next('getCampaignData');
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await act(() => vi.advanceTimersByTimeAsync(LOADER_DEADLINE_MS));
    expect(queue).toHaveAttribute('aria-busy', 'true');

    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('taking too long'))!;
    expect(alert).toHaveTextContent('The extension is taking too long to answer. Try again in a moment.');
    expect(rows()).toEqual(before);
    expect(screen.getByText(rangeText(1, 10, total))).toBeInTheDocument();

    vi.useRealTimers();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(rangeText(11, 20, total))).toBeInTheDocument();
    expect(queue).not.toHaveAttribute('aria-busy');
    expect(alert).not.toBeInTheDocument();
  });

  it('the search box follows the address and writes to it', async () => {
    const user = userEvent.setup();
    const first = world().queues['1']![0]!.data.firstName!;
    const { router } = await renderRoute(`/campaign-manager/1?q=${encodeURIComponent(first)}`, {
      queryClient: client,
    });
    const box = await screen.findByRole('textbox', { name: 'Search the queue' });
    expect(box).toHaveValue(first);
    await user.clear(box);
    await user.type(box, 'nobody-has-this-name');
    expect(await screen.findByText('No members match "nobody-has-this-name"')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'nobody-has-this-name' }));
  });

  it('an address without a numeric id says so', async () => {
    await renderRoute('/campaign-manager/abc', { queryClient: client });
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    expect(screen.getByText('A campaign address needs a numeric id.')).toBeInTheDocument();
  });

  it('a wrong page size or page falls back to the default', () => {
    expect(CampaignDetailSearchSchema.parse({ page: '0', size: '7', q: '' })).toEqual({
      page: 1,
      size: 10,
      q: '',
    });
    expect(CampaignDetailSearchSchema.parse({ page: '4', size: '250' })).toEqual({
      page: 4,
      size: 250,
      q: '',
    });
  });
});
