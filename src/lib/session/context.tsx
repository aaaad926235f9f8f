import { createContext, useContext, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSessionState, type SessionStore } from './sessionStore';
import type { SessionState } from './startup';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore needs a SessionProvider');
  return store;
}

/** The start-up state and the store's actions (start, reloadUser, logout). */
export function useSession(): { state: SessionState; store: SessionStore } {
  const store = useSessionStore();
  return { state: useSessionState(store), store };
}

/** Runs start-up again in place (no reload), as the connection dialog's Retry does. */
export function useRetryStartup() {
  const store = useSessionStore();
  return useMutation({ mutationFn: () => store.start() });
}
