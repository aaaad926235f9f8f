import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  initialSessionState,
  loadUserSession,
  runStartup,
  type SessionState,
  type StartupDeps,
} from './startup';
import { sessionQueries } from './api';
import { clearJournal } from '../journal';
import { clearSignedOutAccount } from './signOutCleanup';

/** Holds the start-up state machine's result and re-runs its user steps after login or logout. */
export class SessionStore {
  private state: SessionState = initialSessionState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly deps: StartupDeps,
    private readonly queryClient: QueryClient,
  ) {}

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: SessionState) {
    this.state = next;
    // Snapshots and components read the user and plan settings from the query cache.
    if (next.user) this.queryClient.setQueryData(sessionQueries.me().queryKey, next.user);
    else this.queryClient.removeQueries({ queryKey: sessionQueries.me().queryKey });
    this.queryClient.setQueryData(sessionQueries.planSettings().queryKey, next.planSettings);
    if (next.data) this.queryClient.setQueryData(sessionQueries.extensionData().queryKey, next.data);
    this.listeners.forEach((l) => l());
  }

  private starting: Promise<SessionState> | undefined;

  /** Runs start-up (again, from the connection dialog's Retry); a second call joins the running one. */
  start(): Promise<SessionState> {
    // Marks for the soak and for performance tools: when start-up began and ended.
    performance.mark('reachly:startup-begin');
    this.starting ??= runStartup(this.deps)
      .then((next) => {
        performance.mark('reachly:startup-end');
        this.set(next);
        return next;
      })
      .finally(() => (this.starting = undefined));
    return this.starting;
  }

  /** After a login or an account assignment: fetch the user again and re-check the account. */
  async reloadUser(): Promise<SessionState> {
    this.set(await loadUserSession({ ...this.deps, sync: false }, this.state));
    return this.state;
  }

  /** Spec "Logout": remove the token, clear the user, ask the extension to log out (errors ignored). */
  async logout(): Promise<void> {
    this.deps.tokens.clear();
    this.set({ ...this.state, user: null, accountCheck: 'not-run', accountCheckMessage: null });
    clearSignedOutAccount(this.queryClient);
    await this.deps.bridge?.command('logout', {}).catch(() => undefined);
    clearJournal(); // the logout call itself
  }

  /** A 401 anywhere: the token is gone, so are the user and everything cached for them. */
  signedOut(): void {
    this.set({ ...this.state, user: null, accountCheck: 'not-run' });
    clearSignedOutAccount(this.queryClient);
  }

  markUpdateSeen(): void {
    if (!this.state.data) return;
    this.set({
      ...this.state,
      data: { ...this.state.data, baseData: { ...this.state.data.baseData, updateNoticeSeen: true } },
    });
  }
}

export function useSessionState(store: SessionStore): SessionState {
  return useSyncExternalStore(store.subscribe, store.getState);
}
