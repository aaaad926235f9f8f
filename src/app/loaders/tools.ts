import type { QueryClient } from '@tanstack/react-query';
import { settingsQueries, settingsTab } from '@/features/settings/api';
import { toolsQueries } from '@/features/tools/api';

/**
 * /tools and the Withdrawals tab of /settings: the state of the Tools feature's withdrawal tool (its
 * panel is open at first). The pending-invitations count it shows when known starts alongside.
 */
export function loadTools(queryClient: QueryClient) {
  void queryClient.prefetchQuery(toolsQueries.pendingInvites(false));
  return queryClient.ensureQueryData(toolsQueries.withdrawal());
}

/** /settings: the open tab's data (General: the settings form; Withdrawals: the withdrawal tool). */
export function loadSettingsTab(
  queryClient: QueryClient,
  type: string | undefined,
): Promise<unknown> | undefined {
  const tab = settingsTab(type);
  if (tab === 'general') return queryClient.ensureQueryData(settingsQueries.userSettings());
  if (tab === 'withdrawals') return loadTools(queryClient);
}
