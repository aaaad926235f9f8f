import type { ListType, ProfileFilters } from '@/lib/extension/contract';
import type { ProfilePageParams, ProfileSorting } from '@/lib/queries/profiles';

// What the Lists screen shows for a URL's search params (see search.ts). Pure.

export const LISTS_PAGE_SIZES = [10, 25, 50, 100] as const;
export const LISTS_SORTING: ProfileSorting = { field: 'createdAt', order: 'DESC' };
export type HiddenFilter = ProfileFilters['isHidden'];

export interface ListsView {
  q: string;
  tag: string;
  hidden: HiddenFilter;
  /** 1-based, as people read it. */
  page: number;
  size: number;
  /** The saved list whose tab is open. */
  list: ListType;
  /** The profile whose edit dialog is open. */
  profile?: number;
}

/** What the profiles page depends on (the open profile and the tab do not change it). */
export type ListsPageView = Pick<ListsView, 'q' | 'tag' | 'hidden' | 'page' | 'size'>;

export function listsPageParams(view: ListsPageView): ProfilePageParams {
  return {
    filters: {
      search: view.q.trim() || undefined,
      tags: view.tag ? [view.tag] : undefined,
      hasNote: 'all',
      contacted: 'all',
      isHidden: view.hidden,
    },
    page: view.page - 1,
    size: view.size,
    sorting: LISTS_SORTING,
  };
}

export const isFiltered = (view: ListsPageView) => !!(view.q.trim() || view.tag || view.hidden !== 'no');
