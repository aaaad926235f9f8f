import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { activePlanQuery, personalDataQuery } from '@/lib/queries/account';
import type { LoaderCause } from '@/lib/query/pageForLoader';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { DEFAULT_PERIOD, dashboardStats, periodRange, type DashboardPeriod } from './metrics';
import { today } from '@/lib/time/clock';

const dashboardContract = () => import('@/lib/extension/contract/dashboard').then((m) => m.dashboardRemotes);

/**
 * The dashboard's queries. All sit under the 'dashboard' root, which a pushed `eventsUpdated`
 * (and every event that changes the figures) invalidates, so the page refreshes without a reload.
 */
export const dashboardQueries = {
  all: [QUERY_ROOTS.dashboard] as const,
  /** The period's events, reduced to what the cards and charts show; the range is taken when fetched. */
  stats: (period: DashboardPeriod) =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'stats', period],
      queryFn: async () => {
        const range = periodRange(period, today());
        const events = await callRemote(dashboardContract(), 'getEvents', { from: range.from, to: range.to });
        return dashboardStats(events, range);
      },
    }),
  activeCampaigns: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'activeCampaigns'],
      queryFn: () => callRemote(dashboardContract(), 'getCountOfActiveCampaigns'),
    }),
  connections: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'connections'],
      queryFn: () => callRemote(dashboardContract(), 'getCountOfConnections'),
    }),
  pendingInvites: () => queryOptions({ ...personalDataQuery(), select: (data) => data.pendingInvites }),
};

/**
 * /: the period's figures (metric cards and charts) are the first paint. The widgets with states
 * of their own (the profile counts, the plan box) start alongside, but the page waits for none of
 * them: a slow or failed count shows in its tile, not over the dashboard.
 */
export function loadDashboard(
  queryClient: QueryClient,
  period: DashboardPeriod | undefined,
  cause: LoaderCause,
) {
  void queryClient.prefetchQuery(dashboardQueries.activeCampaigns());
  void queryClient.prefetchQuery(dashboardQueries.connections());
  void queryClient.prefetchQuery(dashboardQueries.pendingInvites());
  void queryClient.prefetchQuery(activePlanQuery());
  const figures = queryClient.ensureQueryData(dashboardQueries.stats(period ?? DEFAULT_PERIOD));
  // Another period picked on the dashboard: the figures shown stay (dimmed) until these are in.
  if (cause !== 'stay') return figures;
  figures.catch(() => undefined);
}
