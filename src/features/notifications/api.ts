import { queryOptions } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { now } from '@/lib/time/clock';
import { NOTIFICATION_DAYS, NOTIFICATION_EVENTS, toNotifications } from './notifications';

const dashboardContract = () => import('@/lib/extension/contract/dashboard').then((m) => m.dashboardRemotes);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The top bar's notifications: replies and new connections of the last 30 days (getEvents with
 * `names`). Under their own root, which every push of such an event (and `eventsUpdated`)
 * invalidates (lib/extension/pushInvalidation.ts): a pushed reply raises the count without polling.
 */
export const notificationQueries = {
  all: [QUERY_ROOTS.notifications] as const,
  recent: () =>
    queryOptions({
      queryKey: [...notificationQueries.all, 'recent'] as const,
      queryFn: async () => {
        const from = now() - NOTIFICATION_DAYS * DAY_MS;
        const events = await callRemote(dashboardContract(), 'getEvents', {
          from,
          names: [...NOTIFICATION_EVENTS],
        });
        return toNotifications(events, from);
      },
    }),
};
