import * as z from 'zod/mini';
import { CAMPAIGN_LIST_PAGE_SIZE, CAMPAIGN_LIST_PAGE_SIZES } from '@/lib/constants';

// The manager list's tab, search, sort and page live in the URL: links are shareable, Back works.
// Every field falls back to its default, so a wrong or hostile value never breaks the page.

const withDefault = <T extends z.ZodMiniType>(schema: T, value: z.output<T> & {}) =>
  z.catch(z._default(schema, value as never), value as never);

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
  q: withDefault(z.coerce.string().check(z.maxLength(200)), CAMPAIGNS_SEARCH_DEFAULTS.q),
  sort: withDefault(z.enum(['name', 'lastRunDate']), CAMPAIGNS_SEARCH_DEFAULTS.sort),
  order: withDefault(z.enum(['asc', 'desc']), CAMPAIGNS_SEARCH_DEFAULTS.order),
  page: withDefault(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  size: withDefault(
    z.coerce.number().check(z.refine((n) => (CAMPAIGN_LIST_PAGE_SIZES as readonly number[]).includes(n))),
    CAMPAIGNS_SEARCH_DEFAULTS.size,
  ),
});
export type CampaignsSearch = z.output<typeof CampaignsSearchSchema>;
