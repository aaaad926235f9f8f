import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, QUEUE_PAGE_SIZES } from '@/lib/constants';
import { hiddenFilter, pagingFields, searchText, withDefault } from '@/lib/searchParams';
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
  q: searchText(),
  industry: searchText(),
  notes: withDefault(z.enum(['all', 'yes', 'no']), 'all'),
  connection: withDefault(z.enum(['all', '1st', '2nd', '3rd']), 'all'),
  hidden: hiddenFilter(),
  sort: withDefault(z.enum(SORT_KEYS), DEFAULT_SORT),
  ...pagingFields(PAGE_SIZES, DEFAULT_PAGE_SIZE),
});
