import * as z from 'zod/mini';
import { CAMPAIGN_LIST_PAGE_SIZE, CAMPAIGN_LIST_PAGE_SIZES } from '@/lib/constants';
import { pagingFields, searchText, withDefault } from '@/lib/searchParams';

// The manager list's tab, search, sort and page live in the URL: links are shareable, Back works.

export const CAMPAIGNS_SEARCH_DEFAULTS = {
  tab: 'active',
  q: '',
  sort: 'lastRunDate',
  order: 'desc',
  page: 1,
  size: CAMPAIGN_LIST_PAGE_SIZE,
} as const;

export const CampaignsSearchSchema = z.object({
  tab: withDefault(z.enum(['active', 'completed']), CAMPAIGNS_SEARCH_DEFAULTS.tab),
  q: searchText(),
  sort: withDefault(z.enum(['name', 'lastRunDate']), CAMPAIGNS_SEARCH_DEFAULTS.sort),
  order: withDefault(z.enum(['asc', 'desc']), CAMPAIGNS_SEARCH_DEFAULTS.order),
  ...pagingFields(CAMPAIGN_LIST_PAGE_SIZES, CAMPAIGNS_SEARCH_DEFAULTS.size),
});
