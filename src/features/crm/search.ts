import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, QUEUE_PAGE_SIZES } from '@/lib/constants';
import { orDefault } from '@/lib/urlSearch';
import { DEFAULT_SORT, SORT_KEYS, type CrmView } from './view';

// /crm's search params: filters, sort and page. A wrong or hostile value falls back to its default.

export const CRM_SEARCH_DEFAULTS = {
  q: '',
  industry: '',
  notes: 'all',
  connection: 'all',
  hidden: 'no',
  sort: DEFAULT_SORT,
  page: 1,
  size: DEFAULT_PAGE_SIZE,
} as const satisfies CrmView;

const PAGE_SIZES: readonly number[] = QUEUE_PAGE_SIZES;

export const CrmSearchSchema = z.object({
  q: orDefault(z.string().check(z.maxLength(200)), ''),
  industry: orDefault(z.string().check(z.maxLength(200)), ''),
  notes: orDefault(z.enum(['all', 'yes', 'no']), 'all'),
  connection: orDefault(z.enum(['all', '1st', '2nd', '3rd']), 'all'),
  hidden: orDefault(z.enum(['no', 'yes', 'all']), 'no'),
  sort: orDefault(z.enum(SORT_KEYS), DEFAULT_SORT),
  page: orDefault(z.int().check(z.gte(1), z.lte(1_000_000)), 1),
  size: orDefault(z.int().check(z.refine((n) => PAGE_SIZES.includes(n))), DEFAULT_PAGE_SIZE),
});
export type CrmSearch = z.infer<typeof CrmSearchSchema>;
