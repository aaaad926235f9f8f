import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { queuePageOf, type CampaignDetailSearch } from '@/features/campaign-detail/search';

// The longer route loaders of routes.tsx. Each imports its feature's api on demand, so feature
// code stays out of the entry chunk.

/**
 * /safety: the running campaigns and the limits are needed; without the plan or the invitations
 * the page still shows (the configured caps, 'could not be counted'), as before.
 */
export const loadSafety = (queryClient: QueryClient) =>
  Promise.all([
    import('@/features/safety/api'),
    import('@/features/subscriptions/api'),
    import('@/features/dashboard/api'),
    import('@/lib/session/api'),
  ]).then(([{ safetyQueries }, { subscriptionQueries }, { dashboardQueries }, { sessionQueries }]) =>
    Promise.all([
      queryClient.ensureQueryData(safetyQueries.runningCampaigns()),
      queryClient.ensureQueryData(sessionQueries.extensionData()),
      queryClient.ensureQueryData(subscriptionQueries.activePlan()).catch(() => undefined),
      queryClient.ensureQueryData(dashboardQueries.pendingInvites()).catch(() => undefined),
    ]),
  );

/** /campaign-manager/$id: the queue page the URL names; a missing campaign is the route's not-found page. */
export function loadCampaignDetail(
  queryClient: QueryClient,
  id: number | null,
  deps: CampaignDetailSearch,
  cause: 'enter' | 'stay' | 'preload',
) {
  if (id === null) throw notFound();
  return import('@/features/campaign-detail/api').then(({ campaignDetailQueries, CampaignNotFoundError }) => {
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
  });
}

/** /settings: the General tab's settings form, fetched when that tab opens. */
export const loadSettingsTab = (queryClient: QueryClient, type: string | undefined) =>
  import('@/features/settings/api').then(({ settingsQueries, settingsTab }) =>
    settingsTab(type) === 'general' ? queryClient.ensureQueryData(settingsQueries.userSettings()) : undefined,
  );
