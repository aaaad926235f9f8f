import { queryOptions } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { unlessUnsupported } from '@/lib/extension/capabilities';
import { QUERY_ROOTS } from '@/lib/query/keys';

const settingsContract = () => import('@/lib/extension/contract/settings').then((m) => m.settingsRemotes);

/**
 * The user's stored settings (getUserSettings, added); null when the extension does not offer them.
 * One cache entry for Settings › General and the top bar's notifications (show_notifications).
 */
export const userSettingsQuery = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.settings, 'user'] as const,
    queryFn: () => unlessUnsupported(callRemote(settingsContract(), 'getUserSettings'), null),
  });
