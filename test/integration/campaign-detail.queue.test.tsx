import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { notifyManager, useQuery, type QueryClient } from '@tanstack/react-query';
import { campaignDetailQueries } from '@/features/campaign-detail/api';
import { QueueTable } from '@/features/campaign-detail/components/QueueTable';
import { sanitizeReason, StatusReason } from '@/features/campaign-detail/components/StatusReason';
import { HOSTILE_REASON } from '@/mocks/world/seed/campaigns';
import { updateWorld } from '@/mocks/world/store';
import { createTestQueryClient, withClient } from './renderRoute';
import { startSimulation } from './simulation';
import { fakeLayout } from './support/jsdom';
import { rowRenders } from './support/countingStatusIcon';

// Every render of a queue row renders its status cell once: counting those counts row renders.
vi.mock('@/features/campaign-detail/components/StatusIcon', () => import('./support/countingStatusIcon'));

const noop = () => undefined;
const PARAMS = { id: 1, page: 0, size: 1000, search: '' };

function QueuePage() {
  const { data } = useQuery(campaignDetailQueries.page(PARAMS));
  return data ? (
    <QueueTable items={data.items} onEdit={noop} onRemove={noop} emptyText="empty" />
  ) : (
    <p>loading</p>
  );
}

describe('queue table', () => {
  let client: QueryClient;
  let undoLayout: () => void;
  // Observers hear of new data in a microtask, which act() flushes, instead of a later timer.
  beforeAll(() => notifyManager.setScheduler(queueMicrotask));
  afterAll(() => notifyManager.setScheduler((cb) => setTimeout(cb, 0)));
  beforeEach(() => {
    startSimulation();
    client = createTestQueryClient();
    undoLayout = fakeLayout();
    rowRenders.count = 0;
  });
  afterEach(() => {
    client.clear();
    undoLayout();
  });

  it('mounts only the rows in view of a 1,000-row page', async () => {
    render(<QueuePage />, { wrapper: withClient(client) });
    const table = await screen.findByRole('table', { name: 'Queue' });
    const rows = within(table).getAllByRole('row').length - 1; // minus the header row
    expect(client.getQueryData(campaignDetailQueries.page(PARAMS).queryKey)?.items).toHaveLength(1000);
    expect(rows).toBeGreaterThan(5);
    expect(rows).toBeLessThan(40);
  });

  it('a poll with unchanged data re-renders no row; a changed item re-renders only its row', async () => {
    render(<QueuePage />, { wrapper: withClient(client) });
    await screen.findByRole('table', { name: 'Queue' });
    await waitFor(() => expect(rowRenders.count).toBeGreaterThan(0));
    const key = campaignDetailQueries.page(PARAMS).queryKey;
    const afterMount = rowRenders.count;
    const before = client.getQueryState(key)!.dataUpdatedAt;
    const items = client.getQueryData(key)!.items;

    await act(() => client.refetchQueries({ queryKey: key }));
    expect(client.getQueryState(key)!.dataUpdatedAt).toBeGreaterThan(before);
    expect(client.getQueryData(key)!.items).toBe(items); // structural sharing kept the same array
    expect(rowRenders.count).toBe(afterMount);

    updateWorld((w) => {
      const item = w.queues['1']![0]!;
      item.status = 1;
      item.status_reason = 'Invitation sent';
    });
    await act(() => client.refetchQueries({ queryKey: key }));
    expect(rowRenders.count).toBe(afterMount + 1);
    expect(screen.getAllByText('Invitation sent').length).toBeGreaterThan(0);
  });
});

describe('status_reason', () => {
  it('keeps formatting and drops scripts, handlers and images', () => {
    const clean = sanitizeReason(HOSTILE_REASON);
    expect(clean).toBe('Failed: profile <b>blocked</b>');
    expect(
      sanitizeReason(
        'See <a href="javascript:alert(1)">this</a> or <a href="https://www.linkedin.com/in/jane-doe/">that</a>',
      ),
    ).toBe(
      'See <a>this</a> or <a href="https://www.linkedin.com/in/jane-doe/" target="_blank" rel="noopener noreferrer">that</a>',
    );
  });

  it('links only where the one URL check lets LinkedIn links go; any other host reads as text', () => {
    render(
      <StatusReason html='Skipped: <a href="https://evil.example/in/jane">jane</a>, <a href="http://www.linkedin.com/in/al">al</a>, <a href="https://user:pw@www.linkedin.com/in/bo">bo</a>, <a href="https://www.linkedin.com.evil.example/in/cy">cy</a> and <a href="https://www.linkedin.com/in/dee/">dee</a>' />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'dee' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/dee/',
    );
    for (const hostile of ['jane', 'al', 'bo', 'cy']) {
      expect(screen.queryByRole('link', { name: hostile })).toBeNull();
      expect(screen.getByText(hostile)).toBeVisible();
    }
  });

  it('sanitises a repeated reason once (rows mount again as the queue scrolls), but no long one', () => {
    const parse = vi.spyOn(window.DOMParser.prototype, 'parseFromString');
    const reason = 'Skipped: <b>already connected</b><img src=x onerror="window.__xss=1">';
    expect(sanitizeReason(reason)).toBe('Skipped: <b>already connected</b>');
    const parsedFirst = parse.mock.calls.length;
    expect(parsedFirst).toBeGreaterThan(0);
    expect(sanitizeReason(reason)).toBe('Skipped: <b>already connected</b>');
    expect(parse).toHaveBeenCalledTimes(parsedFirst);

    const long = `<b>${'x'.repeat(1_000)}</b><script>window.__xss=1</script>`;
    expect(sanitizeReason(long)).toBe(`<b>${'x'.repeat(1_000)}</b>`);
    const parsedLong = parse.mock.calls.length;
    expect(sanitizeReason(long)).toBe(`<b>${'x'.repeat(1_000)}</b>`);
    expect(parse.mock.calls.length).toBeGreaterThan(parsedLong);
    parse.mockRestore();
  });

  it('renders a hostile reason inert', () => {
    const { container } = render(<StatusReason html={HOSTILE_REASON} />);
    // What must not exist has no role to find it by: the markup itself is checked.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(container).toHaveTextContent('Failed: profile blocked');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
