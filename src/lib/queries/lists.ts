import { queryOptions } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { QUERY_ROOTS } from '@/lib/query/keys';

const listsContract = () => import('@/lib/extension/contract/lists').then((m) => m.listsRemotes);

/**
 * The saved lists (getData ['lists']: canned responses, keywords, messages), one cache entry for
 * every screen that reads them (Lists, the messenger's canned responses, the campaign editor).
 * Take a part with `select`, e.g. `{ ...savedListsQuery(), select: (l) => l.cannedResponses ?? [] }`.
 */
export const savedListsQuery = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.lists, 'saved'] as const,
    queryFn: () => callRemote(listsContract(), 'getData', 'lists'),
  });
