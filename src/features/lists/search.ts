import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { LIST_TYPES } from '@/lib/extension/contract/shared/constants';
import { hiddenFilter, pagingFields, searchText, withDefault } from '@/lib/searchParams';
import { LISTS_PAGE_SIZES, type ListsView } from './view';

// /lists's search params: the profile filters and page, the open profile, the saved-list tab.
// A wrong or hostile value falls back to its default.

export const LISTS_SEARCH_DEFAULTS = {
  q: '',
  tag: '',
  hidden: 'no',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  list: 'cannedResponses',
} as const satisfies ListsView;

const PAGE_SIZES: readonly number[] = LISTS_PAGE_SIZES;

export const ListsSearchSchema = z.object({
  q: searchText(),
  tag: searchText(),
  hidden: hiddenFilter(),
  ...pagingFields(PAGE_SIZES, DEFAULT_PAGE_SIZE),
  list: withDefault(z.enum(LIST_TYPES), 'cannedResponses'),
  profile: z.catch(z.optional(z.int().check(z.gte(0))), undefined),
});
