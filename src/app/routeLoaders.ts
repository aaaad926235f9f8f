import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { queuePageOf, type CampaignDetailSearch } from '@/features/campaign-detail/search';
import type { DashboardPeriod } from '@/features/dashboard/metrics';
import type { LoaderCause } from '@/lib/query/pageForLoader';

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
  cause: LoaderCause,
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

/**
 * /: the period's figures (metric cards and charts) are the first paint. The widgets with states
 * of their own (the profile counts, the plan box) start alongside, but the page waits for none of
 * them: a slow or failed count shows in its tile, not over the dashboard.
 */
export const loadDashboard = (
  queryClient: QueryClient,
  period: DashboardPeriod | undefined,
  cause: LoaderCause,
) =>
  Promise.all([
    import('@/features/dashboard/api'),
    import('@/features/dashboard/metrics'),
    import('@/features/subscriptions/api'),
  ]).then(([{ dashboardQueries }, { DEFAULT_PERIOD }, { subscriptionQueries }]) => {
    void queryClient.prefetchQuery(dashboardQueries.activeCampaigns());
    void queryClient.prefetchQuery(dashboardQueries.connections());
    void queryClient.prefetchQuery(dashboardQueries.pendingInvites());
    void queryClient.prefetchQuery(subscriptionQueries.activePlan());
    const figures = queryClient.ensureQueryData(dashboardQueries.stats(period ?? DEFAULT_PERIOD));
    // Another period picked on the dashboard: the figures shown stay (dimmed) until these are in.
    if (cause !== 'stay') return figures;
    figures.catch(() => undefined);
  });

/**
 * /tools and the Withdrawals tab of /settings: the state of the Tools feature's withdrawal tool (its
 * panel is open at first). The pending-invitations count it shows when known starts alongside.
 */
export const loadTools = (queryClient: QueryClient) =>
  import('@/features/tools/api').then(({ toolsQueries }) => {
    void queryClient.prefetchQuery(toolsQueries.pendingInvites(false));
    return queryClient.ensureQueryData(toolsQueries.withdrawal());
  });

/** /settings: the open tab's data (General: the settings form; Withdrawals: the withdrawal tool). */
export const loadSettingsTab = (queryClient: QueryClient, type: string | undefined) =>
  import('@/features/settings/api').then(({ settingsQueries, settingsTab }): Promise<unknown> | undefined => {
    const tab = settingsTab(type);
    if (tab === 'general') return queryClient.ensureQueryData(settingsQueries.userSettings());
    if (tab === 'withdrawals') return loadTools(queryClient);
  });
