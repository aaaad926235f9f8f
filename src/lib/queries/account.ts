import { queryOptions } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { QUERY_ROOTS } from '@/lib/query/keys';

const dashboardContract = () => import('@/lib/extension/contract/dashboard').then((m) => m.dashboardRemotes);
const subscriptionsContract = () =>
  import('@/lib/extension/contract/subscriptions').then((m) => m.subscriptionsRemotes);

// Account facts that several screens show (subscriptions, the dashboard, Account safety): one
// cache entry each, under the root of the screen that owns them, so their pushes refresh them.

/** The signed-in user's active plan. */
export const activePlanQuery = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.subscriptions, 'activePlan'] as const,
    queryFn: () => callRemote(subscriptionsContract(), 'subscriptions.fetchActivePlanOfCurrentUser'),
  });

/** The LinkedIn account's personal figures (pending invitations and more); take a part with `select`. */
export const personalDataQuery = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.dashboard, 'personalData'] as const,
    queryFn: () => callRemote(dashboardContract(), 'getUserPersonalData'),
  });
