import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueries } from '@/features/dashboard/api';
import { safetyQueries } from '@/features/safety/api';
import { subscriptionQueries } from '@/features/subscriptions/api';
import { sessionQueries } from '@/lib/session/api';

/**
 * /safety: the running campaigns and the limits are needed; without the plan or the invitations
 * the page still shows (the configured caps, 'could not be counted').
 */
export const loadSafety = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(safetyQueries.runningCampaigns()),
    queryClient.ensureQueryData(sessionQueries.extensionData()),
    queryClient.ensureQueryData(subscriptionQueries.activePlan()).catch(() => undefined),
    queryClient.ensureQueryData(dashboardQueries.pendingInvites()).catch(() => undefined),
  ]);
