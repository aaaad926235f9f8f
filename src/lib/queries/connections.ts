import { queryOptions } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { CONNECTIONS_LOADING_POLL_MS } from '@/lib/constants';
import { QUERY_ROOTS } from '@/lib/query/keys';

const messengerContract = () => import('@/lib/extension/contract/messenger').then((m) => m.messengerRemotes);

/**
 * Whether the extension is still loading the connections for the first time (isConnectionsLoading),
 * one cache entry for CRM and Messenger: re-checked every 10 s until it says false (spec 4).
 */
export const connectionsLoadingQuery = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.crm, 'loading'] as const,
    queryFn: () => callRemote(messengerContract(), 'isConnectionsLoading'),
    refetchInterval: (query) => (query.state.data === false ? false : CONNECTIONS_LOADING_POLL_MS),
  });
