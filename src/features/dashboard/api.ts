import { queryOptions } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { personalDataQuery } from '@/lib/queries/account';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { dashboardStats, periodRange, type DashboardPeriod } from './metrics';
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
