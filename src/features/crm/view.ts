import type { ProfileFilters } from '@/lib/extension/contract';
import type { ProfilePageParams, ProfileSorting } from '@/lib/queries/profiles';

// What the CRM table shows: its sort choices and default filters, and the page asked of the
// extension for a URL's search params. Pure (the route's search schema imports it).

export type CrmSorting = ProfileSorting;

export const SORT_CHOICES = [
  { key: 'firstName-ASC', label: 'Name A-Z', sorting: { field: 'firstName', order: 'ASC' } },
  { key: 'firstName-DESC', label: 'Name Z-A', sorting: { field: 'firstName', order: 'DESC' } },
  { key: 'createdAt-DESC', label: 'Newest first', sorting: { field: 'createdAt', order: 'DESC' } },
  { key: 'createdAt-ASC', label: 'Oldest first', sorting: { field: 'createdAt', order: 'ASC' } },
] as const satisfies readonly { key: string; label: string; sorting: CrmSorting }[];
export type SortKey = (typeof SORT_CHOICES)[number]['key'];
export const SORT_KEYS = SORT_CHOICES.map((c) => c.key) as [SortKey, ...SortKey[]];
/** Default CRM sort: Name A-Z. */
export const DEFAULT_SORT: SortKey = 'firstName-ASC';

export const DEFAULT_CRM_FILTERS: ProfileFilters = { hasNote: 'all', contacted: 'all', isHidden: 'no' };

export const sortChoice = (key: SortKey) => SORT_CHOICES.find((c) => c.key === key) ?? SORT_CHOICES[0];

/** The CRM's view as its URL holds it (see search.ts). */
export interface CrmView {
  q: string;
  industry: string;
  notes: ProfileFilters['hasNote'];
  connection: ProfileFilters['contacted'];
  hidden: ProfileFilters['isHidden'];
  sort: SortKey;
  /** 1-based, as people read it. */
  page: number;
  size: number;
}

export function crmPageParams(view: CrmView): ProfilePageParams {
  return {
    filters: {
      search: view.q.trim() || undefined,
      industries: view.industry ? [view.industry] : undefined,
      hasNote: view.notes,
      contacted: view.connection,
      isHidden: view.hidden,
    },
    page: view.page - 1,
    size: view.size,
    sorting: sortChoice(view.sort).sorting,
  };
}

/** Any filter away from its default (the empty table then says no contact matches). */
export const isFiltered = (view: CrmView) =>
  !!(
    view.q.trim() ||
    view.industry ||
    view.notes !== 'all' ||
    view.connection !== 'all' ||
    view.hidden !== 'no'
  );
