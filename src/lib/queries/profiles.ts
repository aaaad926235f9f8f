import { queryOptions } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import type { ProfileFilters } from '@/lib/extension/contract';
import { QUERY_ROOTS } from '@/lib/query/keys';

const listsContract = () => import('@/lib/extension/contract/lists').then((m) => m.listsRemotes);

export type ProfileSorting = { field: 'createdAt' | 'firstName'; order: 'ASC' | 'DESC' };

export interface ProfilePageParams {
  filters: ProfileFilters;
  /** 0-based page index as the tables show it; the extension counts from 1. */
  page: number;
  size: number;
  sorting: ProfileSorting;
}

/**
 * One page of saved profiles (getProfiles), one factory for every screen that reads them (CRM,
 * Lists, the campaign editor's sample profile). Under the CRM root: a new or removed connection
 * (pushed) makes every profile page stale.
 */
export const profilesPageQuery = (params: ProfilePageParams) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.crm, 'profiles', params] as const,
    queryFn: () =>
      callRemote(listsContract(), 'getProfiles', {
        filters: params.filters,
        page: { current: params.page + 1, size: params.size },
        sorting: params.sorting,
      }),
  });
