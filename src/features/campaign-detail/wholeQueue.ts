import type { CampaignDataReply, QueueItem } from '@/lib/extension/contract';
import { countStatuses } from './funnel';

// An extension that follows the spec answers getCampaignData with the whole queue (paging, search
// and counts ignored): the page then searches, pages and counts it itself.

export interface QueueWindow {
  page: number;
  size: number;
  search: string;
}

/**
 * Whether a reply is the one page asked for: an extension that pages sends at most `size` items,
 * and fewer than its total. A reply holding its whole result (every item of its total, or more
 * than a page) is cut here; for an extension that pages that is the same page again.
 */
export const isOnePage = (reply: CampaignDataReply, size: number): boolean =>
  reply.items.length < reply.total && reply.items.length <= size;

/** The search box matches a member's name, or the item's id typed in full (as the paging extension does). */
export function queueItemMatches(item: QueueItem, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  const name = `${item.data.firstName ?? ''} ${item.data.lastName ?? ''}`.toLowerCase();
  return name.includes(q) || String(item.id) === q;
}

/** One page of a whole queue, with the search applied and the counts of the whole queue. */
export function pageOfWholeQueue(whole: CampaignDataReply, { page, size, search }: QueueWindow) {
  const matching = search.trim() ? whole.items.filter((i) => queueItemMatches(i, search)) : whole.items;
  return {
    campaign: whole.campaign,
    items: matching.slice(page * size, page * size + size),
    total: matching.length,
    counts: whole.counts ?? countStatuses(whole.items),
  } satisfies CampaignDataReply;
}

/** The page `window` asks for, from whatever the extension answered. */
export const queuePageFrom = (reply: CampaignDataReply, window: QueueWindow): CampaignDataReply =>
  isOnePage(reply, window.size) ? reply : pageOfWholeQueue(reply, window);
