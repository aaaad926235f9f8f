import { describe, expect, it } from 'vitest';
import { isOnePage, queuePageFrom } from '@/features/campaign-detail/wholeQueue';
import type { CampaignDataReply } from '@/lib/extension/contract';

// getCampaignData answered as a page (an extension that pages) or whole (one that follows the spec).

const campaign = { id: 1 } as CampaignDataReply['campaign'];
const item = (id: number, status: number, firstName = `Ann${id}`) =>
  ({ id, status, data: { firstName, lastName: 'Lee' } }) as CampaignDataReply['items'][number];
const queue = Array.from({ length: 25 }, (_, i) => item(i + 1, i % 4));
const whole: CampaignDataReply = { campaign, items: queue, total: queue.length };

describe('queuePageFrom', () => {
  it('keeps a page the extension cut as it came', () => {
    const page: CampaignDataReply = { campaign, items: queue.slice(10, 20), total: 25, counts: { '0': 7 } };
    expect(isOnePage(page, 10)).toBe(true);
    expect(queuePageFrom(page, { page: 1, size: 10, search: '' })).toBe(page);
  });

  it('cuts the whole queue into the page asked for, with the counts of the whole queue', () => {
    expect(isOnePage(whole, 10)).toBe(false);
    const third = queuePageFrom(whole, { page: 2, size: 10, search: '' });
    expect(third.items.map((i) => i.id)).toEqual([21, 22, 23, 24, 25]);
    expect(third.total).toBe(25);
    expect(third.counts).toEqual({ '0': 7, '1': 6, '2': 6, '3': 6 });
  });

  it('searches the whole queue by name or by the exact id', () => {
    const found = queuePageFrom(whole, { page: 0, size: 10, search: 'ann1' });
    expect(found.items.map((i) => i.id)).toEqual([1, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(found.total).toBe(11);
    const named: CampaignDataReply = { campaign, items: [item(7, 0, 'Bo'), item(70, 0, 'Cy')], total: 2 };
    expect(queuePageFrom(named, { page: 0, size: 10, search: '7' }).items.map((i) => i.id)).toEqual([7]);
    expect(found.counts).toEqual({ '0': 7, '1': 6, '2': 6, '3': 6 });
  });

  it('a page past the end, and an empty queue, are empty pages', () => {
    expect(queuePageFrom(whole, { page: 5, size: 10, search: '' }).items).toEqual([]);
    const empty = queuePageFrom({ campaign, items: [], total: 0 }, { page: 0, size: 10, search: '' });
    expect(empty).toMatchObject({ items: [], total: 0, counts: {} });
  });

  it('a whole queue that fits one page is that page, also on the page after (not the same rows again)', () => {
    const small: CampaignDataReply = { campaign, items: queue.slice(0, 4), total: 4 };
    expect(queuePageFrom(small, { page: 0, size: 10, search: '' }).items).toHaveLength(4);
    expect(queuePageFrom(small, { page: 1, size: 10, search: '' }).items).toEqual([]);
  });
});
