import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { updateWorld } from '@/mocks/world/store';
import { renderRoute } from './renderRoute';
import { startSimulation } from './simulation';
import { screenTest } from './support/screenTest';
import { rowRenders } from './support/countingStatusIcon';

// Issue 13, on the whole detail screen (its queue, campaign and funnel polls): a poll whose reply
// did not change re-renders no queue row. Each row renders its status icon once per render.
vi.mock('@/features/campaign-detail/components/StatusIcon', () => import('./support/countingStatusIcon'));

// The funnel's by-day chart (recharts) counts its draws.
const chartDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/campaign-detail/components/FunnelDayChart', () => ({
  FunnelDayChart: ({ rows }: { rows: unknown[] }) => {
    chartDraws.count += 1;
    return <span>chart of {rows.length} days</span>;
  },
}));

describe('campaign detail polling', () => {
  const app = screenTest({ start: () => startSimulation() });

  async function showQueue() {
    await renderRoute('/campaign-manager/1', { queryClient: app.client });
    const table = await screen.findByRole('table', { name: 'Queue' }, { timeout: 3000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    await app.settle();
    expect(rowRenders.count).toBeGreaterThan(0);
    return table;
  }

  it('an unchanged poll re-renders 0 queue rows', async () => {
    const table = await showQueue();
    const rowsShown = within(table).getAllByRole('row').length;

    rowRenders.count = 0;
    // The screen's polls, now, with the world unchanged.
    await app.pollAgain();

    expect(within(table).getAllByRole('row')).toHaveLength(rowsShown);
    expect(rowRenders.count).toBe(0);
  });

  it("a poll that brings the running campaign's new counters does not draw the by-day chart again", async () => {
    await showQueue();
    await screen.findByText('chart of 30 days');
    const doneToday = () => screen.getByText('Done today').nextElementSibling?.textContent;
    expect(doneToday()).not.toBe('77');

    chartDraws.count = 0;
    updateWorld((w) => {
      w.campaigns.find((c) => c.id === 1)!.data.doneToday = 77;
    });
    await app.client.refetchQueries({ type: 'active' });

    await waitFor(() => expect(doneToday()).toBe('77'));
    await app.settle();
    expect(screen.getByText('chart of 30 days')).toBeInTheDocument();
    expect(chartDraws.count).toBe(0);
  });

  it('a poll that changed one queue item re-renders that row only', async () => {
    const table = await showQueue();

    rowRenders.count = 0;
    updateWorld((w) => {
      const item = w.queues['1']![0]!;
      item.status = 1;
      item.status_reason = 'Invitation sent';
    });
    await app.client.refetchQueries({ type: 'active' });

    expect(await within(table).findByText('Invitation sent')).toBeInTheDocument();
    await app.settle();
    expect(rowRenders.count).toBe(1);
  });
});
