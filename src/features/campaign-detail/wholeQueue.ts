import type { CampaignDataReply, QueueItem } from '@/lib/extension/contract';
import { countStatuses } from './funnel';

// An extension that follows the spec answers getCampaignData with the whole queue: the page
// then searches, pages and counts it itself, as an extension that pages would have.

export interface QueueWindow {
  page: number;
  size: number;
  search: string;
}

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
    counts: countStatuses(whole.items),
    paged: false,
  } satisfies CampaignDataReply;
}
