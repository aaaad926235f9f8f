import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  initialSessionState,
  loadUserSession,
  runStartup,
  type SessionState,
  type StartupDeps,
  type StartupResult,
} from './startup';
import { keepSessionInCache, sessionQueries } from './api';
import { clearJournal } from '../journal';
import { closeDrafts, draftAccount, openDrafts } from '../draftAccount';
import { attemptStep, clearSignedOutAccount } from './signOutCleanup';
import { tellOtherTabs, type SessionSignal } from './otherTabs';

/**
 * Runs start-up and re-runs its user steps after login or logout. It keeps only start-up's phase,
 * the connection and the account check; what start-up loads (the user, plan settings, the
 * extension's data) goes to the query cache, its one home (sessionQueries, read with the hooks of
 * sessionData.ts). Subscribers (the route guards) hear of every change after the cache has it.
 */
export class SessionStore {
  private state: SessionState = initialSessionState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly deps: StartupDeps,
    private readonly queryClient: QueryClient,
  ) {
    keepSessionInCache(queryClient);
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: SessionState) {
    this.state = next;
    this.listeners.forEach((l) => l());
  }

  /** Start-up's (or a user reload's) findings: the loaded data to the cache, the rest to the state. */
  private settle({ user, planSettings, data, ...next }: StartupResult): StartupResult {
    const cache = this.queryClient;
    if (user) {
      cache.setQueryData(sessionQueries.me().queryKey, user);
      cache.setQueryData(sessionQueries.planSettings().queryKey, planSettings);
      const account = String(user.id);
      if (draftAccount() !== account) {
        openDrafts(account);
        tellOtherTabs({ kind: 'signed-in', account });
      }
    } else {
      cache.removeQueries({ queryKey: sessionQueries.me().queryKey, exact: true });
      closeDrafts(); // nobody signed in: drafts stay for the next sign-in, unread
    }
    if (data) cache.setQueryData(sessionQueries.extensionData().queryKey, data);
    this.set(next);
    return { ...next, user, planSettings, data };
  }

  private starting: Promise<StartupResult> | undefined;

  /** Runs start-up (again, from the connection dialog's Retry); a second call joins the running one. */
  start(): Promise<StartupResult> {
    // Marks for the soak and for performance tools: when start-up began and ended.
    performance.mark('reachly:startup-begin');
    this.starting ??= runStartup(this.deps)
      .then((next) => {
        performance.mark('reachly:startup-end');
        return this.settle(next);
      })
      .finally(() => (this.starting = undefined));
    return this.starting;
  }

  private first: Promise<StartupResult> | undefined;

  /** The app's start-up: the first call runs it, later calls get its outcome (Retry uses start()). */
  startOnce(): Promise<StartupResult> {
    return (this.first ??= this.start());
  }

  /**
   * After a login or an account assignment: fetch the user again and re-check the account. A
   * logout before it cleared the extension's data from the cache: it is asked for again alongside
   * (the update notice and the screens read it).
   */
  async reloadUser(): Promise<StartupResult> {
    const { bridge } = this.deps;
    const extensionData = sessionQueries.extensionData();
    if (bridge && this.state.connection === 'ok' && !this.queryClient.getQueryData(extensionData.queryKey))
      void this.queryClient.prefetchQuery({ ...extensionData, queryFn: () => bridge.command('getData', {}) });
    return this.settle(await loadUserSession({ ...this.deps, sync: false }, this.state));
  }

  /**
   * Spec "Logout": remove the token, clear the user and the account's drafts (the logout button
   * had them confirmed), ask the extension to log out (errors ignored), tell the other tabs.
   * Never throws: blocked site data skips a step, not the logout.
   */
  async logout(): Promise<void> {
    attemptStep('token', () => this.deps.tokens.clear());
    clearSignedOutAccount(this.queryClient, 'discard');
    this.set({ ...this.state, accountCheck: 'not-run', accountCheckMessage: null });
    tellOtherTabs({ kind: 'signed-out', drafts: 'discard' });
    const { bridge } = this.deps;
    await (async () => bridge?.command('logout', {}))().catch(() => undefined);
    attemptStep('call journal', clearJournal); // the logout call itself
  }

  /** A 401 anywhere: the token is gone, so are the user and everything cached for them; the drafts stay. */
  signedOut(): void {
    this.endSession('keep');
    tellOtherTabs({ kind: 'signed-out', drafts: 'keep' });
  }

  /** Another tab signed out, or signed another account in: this tab follows. */
  followOtherTab(signal: SessionSignal): void {
    if (signal.kind === 'signed-out') return this.endSession(signal.drafts);
    if (this.state.phase !== 'ready' || draftAccount() === signal.account) return;
    // Another account: nothing of the previous one stays; the new one is read with the shared token.
    this.endSession('keep');
    void this.reloadUser().catch((e: unknown) => console.warn('Could not follow the other tab', e));
  }

  private endSession(drafts: 'keep' | 'discard'): void {
    clearSignedOutAccount(this.queryClient, drafts);
    this.set({ ...this.state, accountCheck: 'not-run' });
  }
}

export function useSessionState(store: SessionStore): SessionState {
  return useSyncExternalStore(store.subscribe, store.getState);
}
