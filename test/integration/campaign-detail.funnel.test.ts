import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityEvent, CampaignModule, QueueItem } from '@/lib/extension/contract';
import { remoteFunctions } from '@/lib/extension/contract';
import {
  countStatuses,
  eventsByDay,
  formatRate,
  funnelLeftovers,
  funnelSteps,
} from '@/features/campaign-detail/funnel';
import { EXPORT_COLUMNS, exportQueueCsv, reasonText } from '@/features/campaign-detail/export';
import { callRemote } from '@/lib/extension/client';
import { startSimulation } from './simulation';

const item = (id: number, status: number, extra: Partial<QueueItem> = {}): QueueItem => ({
  id,
  status,
  sentTime: status === 0 ? null : 1_700_000_000_000,
  status_reason: '',
  data: { firstName: `First${id}`, lastName: `Last${id}` },
  ...extra,
});

// A queue with a known number of items per status code: 0×5, 1×7, 2×3, 3×2, 4×4, 5×3, 6×1.
const PER_STATUS = [5, 7, 3, 2, 4, 3, 1];
const queue: QueueItem[] = PER_STATUS.flatMap((n, status) =>
  Array.from({ length: n }, (_, k) => item(status * 100 + k, status)),
);
const counts = countStatuses(queue);
const campaign = (module: CampaignModule, options: Record<string, unknown> = {}) => ({ module, options });
const stepCounts = (module: CampaignModule, options?: Record<string, unknown>) =>
  Object.fromEntries(funnelSteps(campaign(module, options), counts).map((s) => [s.label, s.count]));

describe('funnel counts equal the queue status counts', () => {
  it('counts the queue per status code', () => {
    expect(counts).toEqual({ 0: 5, 1: 7, 2: 3, 3: 2, 4: 4, 5: 3, 6: 1 });
  });

  it('connect: queued → sent → accepted → replied', () => {
    expect(stepCounts('li-auto-conn')).toEqual({
      Queued: 25,
      Sent: 7 + 4 + 3 + 1,
      Accepted: 4 + 3,
      Replied: 3,
    });
  });

  it('message: queued → sent → replied', () => {
    expect(stepCounts('li-auto-msg')).toEqual({ Queued: 25, Sent: 15, Replied: 3 });
  });

  it('view: queued → viewed, and endorsed only with auto-endorse', () => {
    expect(stepCounts('li-auto-view')).toEqual({ Queued: 25, Viewed: 15 });
    expect(stepCounts('li-auto-view', { autoEndorse: true })).toEqual({
      Queued: 25,
      Viewed: 15,
      Endorsed: 15,
    });
  });

  it('engage: queued → engaged', () => {
    expect(stepCounts('li-engage')).toEqual({ Queued: 25, Engaged: 15 });
  });

  it('every queued item is either acted on or left over (waiting, skipped, failed)', () => {
    const [queued, acted] = funnelSteps(campaign('li-auto-msg'), counts);
    const left = funnelLeftovers(counts);
    expect(left).toEqual([
      { label: 'In Queue', count: 5 },
      { label: 'Skipped', count: 3 },
      { label: 'Failed', count: 2 },
    ]);
    expect(queued!.count).toBe(queue.length);
    expect(acted!.count + left.reduce((n, l) => n + l.count, 0)).toBe(queue.length);
  });

  it('rates are each step over the one before', () => {
    const steps = funnelSteps(campaign('li-auto-conn'), counts);
    expect(steps.map((s) => formatRate(s.rate))).toEqual(['100%', '60%', '46.7%', '42.9%']);
    expect(funnelSteps(campaign('li-auto-conn'), {}).map((s) => s.rate)).toEqual([1, 0, 0, 0]);
  });
});

describe('by-day chart rows', () => {
  it("counts the campaign's events per local day over the last 30 days", () => {
    const now = new Date(2026, 10, 22, 15, 0);
    const at = (day: number, hour = 10) => new Date(2026, 10, day, hour).getTime();
    const ev = (name: ActivityEvent['name'], createdAt: number, id = 7): ActivityEvent => ({
      name,
      createdAt,
      campaignId: { id, name: 'C' },
    });
    const rows = eventsByDay(
      [
        ev('connectionRequestSent', at(22, 9)),
        ev('connectionRequestSent', at(22, 14)),
        ev('newConnection', at(21)),
        ev('connectionRequestSent', at(22), 8), // another campaign
        ev('messageSent', at(22)), // not this type's series
        ev('connectionRequestSent', new Date(2026, 9, 1).getTime()), // before the 30 days
      ],
      7,
      'li-auto-conn',
      now,
    );
    expect(rows).toHaveLength(30);
    expect(rows[0]!.day).toBe('24 Oct');
    expect(rows.at(-1)).toMatchObject({ day: '22 Nov', sent: 2, accepted: 0 });
    expect(rows.at(-2)).toMatchObject({ day: '21 Nov', sent: 0, accepted: 1 });
    expect(rows.reduce((n, r) => n + Number(r.sent), 0)).toBe(2);
  });
});

describe('Export CSV', () => {
  const big = Array.from({ length: 2500 }, (_, i) => item(i + 1, i % 7));
  big[0] = item(1, 3, {
    data: { firstName: '=HYPERLINK("http://evil")', lastName: '+1' },
    status_reason: 'Failed: <script>alert(1)</script>profile <b>blocked</b>',
  });
  const pager = vi.fn(async (page: number, size: number) => ({
    items: big.slice(page * size, page * size + size),
    total: big.length,
  }));

  it('writes every page of the queue, with progress, formulas neutralised', async () => {
    const progress: [number, number][] = [];
    const csv = await exportQueueCsv(pager, (done, total) => progress.push([done, total]));
    expect(pager.mock.calls.map(([page]) => page)).toEqual([0, 1, 2]);
    expect(progress).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows[0]).toEqual(EXPORT_COLUMNS);
    expect(rows).toHaveLength(2501);
    expect(rows[1]).toEqual([
      '1',
      `'=HYPERLINK("http://evil")`,
      "'+1",
      '3',
      'Failed',
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      'Failed: profile blocked',
    ]);
    expect(rows[2]!.slice(3, 5)).toEqual(['1', 'Success']);
  });

  it('stops when a page adds no new item, whatever the total says', async () => {
    // An extension that answers every page with the first one: 'total' alone would never end.
    const repeating = vi.fn(async () => ({ items: big.slice(0, 1000), total: big.length }));
    const csv = await exportQueueCsv(repeating, () => undefined);
    expect(repeating).toHaveBeenCalledTimes(2);
    expect(Papa.parse<string[]>(csv.trim()).data).toHaveLength(1001);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const run = exportQueueCsv(pager, () => controller.abort(), controller.signal);
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('keeps only the text of status_reason', () => {
    expect(reasonText('Skipped: <b>already</b> &amp; <img src=x onerror=alert(1)>done')).toBe(
      'Skipped: already & done',
    );
    expect(reasonText(null)).toBe('');
  });
});

describe('the funnel of the simulated extension', () => {
  it("equals the whole queue's status counts that getCampaignData sends", async () => {
    const w = startSimulation();
    const page = await callRemote(remoteFunctions, 'getCampaignData', { id: 1, page: 0, size: 10 });
    const queue1 = w.queues['1']!;
    expect(page.counts).toEqual(countStatuses(queue1));
    const steps = funnelSteps(page.campaign, page.counts!);
    const having = (codes: number[]) => queue1.filter((i) => codes.includes(i.status)).length;
    expect(steps.map((s) => [s.label, s.count])).toEqual([
      ['Queued', queue1.length],
      ['Sent', having([1, 4, 5, 6])],
      ['Accepted', having([4, 5])],
      ['Replied', having([5])],
    ]);
  });
});
