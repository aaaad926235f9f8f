import type { QueryClient } from '@tanstack/react-query';
import type { ExtensionBridge } from '@/lib/extension/bridge';
import { fetchMe, fetchPlanSettings } from '@/lib/session/api';
import { SessionStore } from '@/lib/session/sessionStore';
import { tokenStore } from '@/lib/storage';

export interface AppServices {
  queryClient: QueryClient;
  bridge: ExtensionBridge | undefined;
  hasExtensionId: boolean;
  /** Production: the link named an extension this build does not know; nothing was contacted. */
  unknownExtensionId?: boolean;
}

/** The app's session; `onSignedIn` runs once start-up knows a token (App then asks for the screen's data). */
export function createSessionStore(
  { queryClient, bridge, hasExtensionId, unknownExtensionId }: AppServices,
  onSignedIn?: () => void,
): SessionStore {
  const sync = new URLSearchParams(window.location.search).get('sync') === '1';
  return new SessionStore(
    {
      bridge,
      hasExtensionId,
      unknownExtensionId,
      sync,
      tokens: tokenStore,
      fetchUser: fetchMe,
      fetchPlanSettings,
      onSignedIn,
      removeSyncParam: () => {
        const url = new URL(window.location.href);
        url.searchParams.delete('sync');
        window.history.replaceState(window.history.state, '', url);
      },
    },
    queryClient,
  );
}
