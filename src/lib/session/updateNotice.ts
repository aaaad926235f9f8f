import { useMutation } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { useSession } from './context';

/** The update notice's Dismiss: the extension records the version as seen, then the session does. */
export function useMarkUpdateSeenMutation() {
  const { store } = useSession();
  return useMutation({
    mutationFn: () => callRemote('markUpdateSeen'),
    onSuccess: () => store.markUpdateSeen(),
  });
}
