import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { LIST_TYPES } from '@/lib/extension/contract';
import { orDefault } from '@/lib/urlSearch';
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
  q: orDefault(z.string().check(z.maxLength(200)), ''),
  tag: orDefault(z.string().check(z.maxLength(200)), ''),
  hidden: orDefault(z.enum(['no', 'yes', 'all']), 'no'),
  page: orDefault(z.int().check(z.gte(1), z.lte(1_000_000)), 1),
  size: orDefault(z.int().check(z.refine((n) => PAGE_SIZES.includes(n))), DEFAULT_PAGE_SIZE),
  list: orDefault(z.enum(LIST_TYPES), 'cannedResponses'),
  profile: z.catch(z.optional(z.int().check(z.gte(0))), undefined),
});
export type ListsSearch = z.infer<typeof ListsSearchSchema>;
