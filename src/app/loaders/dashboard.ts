import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueries } from '@/features/dashboard/api';
import { DEFAULT_PERIOD, type DashboardPeriod } from '@/features/dashboard/metrics';
import { subscriptionQueries } from '@/features/subscriptions/api';
import type { LoaderCause } from '@/lib/query/pageForLoader';

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
  void queryClient.prefetchQuery(subscriptionQueries.activePlan());
  const figures = queryClient.ensureQueryData(dashboardQueries.stats(period ?? DEFAULT_PERIOD));
  // Another period picked on the dashboard: the figures shown stay (dimmed) until these are in.
  if (cause !== 'stay') return figures;
  figures.catch(() => undefined);
}
