import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, QUEUE_PAGE_SIZES } from '@/lib/constants';
import { pagingFields, searchText } from '@/lib/searchParams';

// The queue's page, page size and search live in the URL (the page is 1-based there).

export const CAMPAIGN_DETAIL_SEARCH_DEFAULTS = { page: 1, size: DEFAULT_PAGE_SIZE, q: '' } as const;

export const CampaignDetailSearchSchema = z.object({
  ...pagingFields(QUEUE_PAGE_SIZES, CAMPAIGN_DETAIL_SEARCH_DEFAULTS.size),
  q: searchText(),
});
export type CampaignDetailSearch = z.output<typeof CampaignDetailSearchSchema>;

/** The queue page the URL asks for, as the extension counts it (0-based, trimmed search). */
export const queuePageOf = (id: number, search: CampaignDetailSearch) => ({
  id,
  page: search.page - 1,
  size: search.size,
  search: search.q.trim(),
});
