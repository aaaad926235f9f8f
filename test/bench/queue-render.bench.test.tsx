import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { campaignDetailQueries } from '@/features/campaign-detail/api';
import { QueueTable } from '@/features/campaign-detail/components/QueueTable';
import { createTestQueryClient, withClient } from '../integration/renderRoute';
import { startSimulation } from '../integration/simulation';
import { fakeLayout } from '../integration/support/jsdom';
import { remoteFunctions } from '@/lib/extension/contract';
import { rowRenders } from '../integration/support/countingStatusIcon';

// Figures for the campaign queue (ARCHITECTURE.md budgets): printed, not asserted by timers.
//  - time to render a 1,000-row page (virtualised) in jsdom,
//  - rows re-rendered by a poll that returns unchanged data (must be 0),
//  - time for the extension call + reply check of one 1,000-row page of the `big` scenario's 100,000-item queue.

vi.mock(
  '@/features/campaign-detail/components/StatusIcon',
  () => import('../integration/support/countingStatusIcon'),
);

const noop = () => undefined;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const report = (line: string) => console.log(`  [bench] ${line}`);

let undoLayout: () => void;
beforeAll(() => {
  undoLayout = fakeLayout(640, 1200);
});
afterAll(() => undoLayout());

describe('campaign queue', () => {
  it('renders a 1,000-row page and re-renders nothing on an unchanged poll', async () => {
    startSimulation('default');
    const page = await callRemote(remoteFunctions, 'getCampaignData', { id: 1, page: 0, size: 1000 });
    expect(page.items).toHaveLength(1000);

    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      const view = render(<QueueTable items={page.items} onEdit={noop} onRemove={noop} emptyText="" />);
      times.push(performance.now() - started);
      view.unmount();
    }
    report(
      `render of a 1,000-row queue page (virtualised): median ${median(times).toFixed(1)} ms over ${times.length} runs`,
    );

    rowRenders.count = 0;
    const client = createTestQueryClient();
    const params = { id: 1, page: 0, size: 1000, search: '' };
    function Page() {
      const { data } = useQuery(campaignDetailQueries.page(params));
      return data ? <QueueTable items={data.items} onEdit={noop} onRemove={noop} emptyText="" /> : null;
    }
    render(<Page />, { wrapper: withClient(client) });
    await screen.findByRole('table', { name: 'Queue' });
    await waitFor(() => expect(rowRenders.count).toBeGreaterThan(0));
    const mounted = rowRenders.count;
    const polls = 5;
    for (let i = 0; i < polls; i++) {
      await act(() => client.refetchQueries({ queryKey: campaignDetailQueries.campaign(1) }));
      await act(() => new Promise((r) => setTimeout(r, 20)));
    }
    const rerendered = rowRenders.count - mounted;
    report(
      `rows mounted for a 1,000-row page: ${mounted}; rows re-rendered by ${polls} unchanged polls: ${rerendered}`,
    );
    expect(rerendered).toBe(0);
    client.clear();
  });

  it('fetches one 1,000-row page of a 100,000-item queue (big scenario)', async () => {
    const started = performance.now();
    startSimulation('big');
    report(`big world generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const times: number[] = [];
    for (const page of [0, 1, 50, 99]) {
      const t = performance.now();
      const reply = await callRemote(remoteFunctions, 'getCampaignData', { id: 1, page, size: 1000 });
      times.push(performance.now() - t);
      expect(reply.total).toBe(100_000);
      expect(reply.items).toHaveLength(1000);
    }
    report(
      `getCampaignData, 1,000 rows of 100,000 (simulated extension + reply check): median ${median(times).toFixed(1)} ms`,
    );
    for (const label of ['first', 'next (a poll)']) {
      const t = performance.now();
      const found = await callRemote(remoteFunctions, 'getCampaignData', {
        id: 1,
        page: 0,
        size: 10,
        search: 'zzzz-nobody',
      });
      report(
        `search across 100,000 items, ${label}: ${(performance.now() - t).toFixed(1)} ms (${found.total} found)`,
      );
    }
  });
});
