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

/** A one-time event: `fire` it once; `then` runs its callback at once if it has fired, else when it does. */
export function latch() {
  let fired = false;
  let waiting: (() => void)[] = [];
  return {
    fire: () => {
      if (fired) return;
      fired = true;
      waiting.forEach((run) => run());
      waiting = [];
    },
    then: (run: () => void) => (fired ? run() : void waiting.push(run)),
  };
}
export type Latch = ReturnType<typeof latch>;

/** The app's session; `signedIn` fires once start-up knows a token (App then asks for the screen's data). */
export function createSessionStore(
  { queryClient, bridge, hasExtensionId, unknownExtensionId }: AppServices,
  signedIn?: Latch,
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
      onSignedIn: signedIn?.fire,
      removeSyncParam: () => {
        const url = new URL(window.location.href);
        url.searchParams.delete('sync');
        window.history.replaceState(window.history.state, '', url);
      },
    },
    queryClient,
  );
}
