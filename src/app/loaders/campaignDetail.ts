import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { campaignDetailQueries, CampaignNotFoundError } from '@/features/campaign-detail/api';
import { queuePageOf, type CampaignDetailSearch } from '@/features/campaign-detail/search';
import type { LoaderCause } from '@/lib/query/pageForLoader';

/** /campaign-manager/$id: the queue page the URL names; a missing campaign is the route's not-found page. */
export function loadCampaignDetail(
  queryClient: QueryClient,
  id: number,
  deps: CampaignDetailSearch,
  cause: LoaderCause,
) {
  const loading = queryClient
    .ensureQueryData(campaignDetailQueries.page(queuePageOf(id, deps)))
    .catch((e: unknown) => {
      throw e instanceof CampaignNotFoundError ? notFound() : e;
    });
  // The campaign is on screen already: its rows stay while the next page or search loads.
  const onScreen =
    cause === 'stay' &&
    queryClient
      .getQueriesData({ queryKey: campaignDetailQueries.campaign(id) })
      .some(([, data]) => data !== undefined);
  if (!onScreen) return loading;
  loading.catch(() => undefined);
}
