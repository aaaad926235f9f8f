import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { sessionQueries } from './api';

const sessionContract = () => import('@/lib/extension/contract/session').then((m) => m.sessionRemotes);

/** The update notice's Dismiss: the extension records the version as seen, then the cached data does. */
export function useMarkUpdateSeenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRemote(sessionContract(), 'markUpdateSeen'),
    onSuccess: () =>
      queryClient.setQueryData(
        sessionQueries.extensionData().queryKey,
        (data) => data && { ...data, baseData: { ...data.baseData, updateNoticeSeen: true } },
      ),
  });
}
