import type { ExtensionBridge } from '@/lib/extension/bridge';
import { compareVersions, connectExtension, loadExtensionData } from '@/lib/extension/connection';
import type { ExtensionData } from '@/lib/extension/contract';
import { ApiError } from '@/lib/http/client';
import { MIN_EXTENSION_VERSION } from '@/lib/constants';
import type { PlanSettings, User } from './api';

/** 'unknown-id': the link named an extension this build does not talk to. */
export type ConnectionState = 'ok' | 'failed' | 'missing-id' | 'unknown-id';

/** Everything start-up learns; the route guards derive where a person may go from it. */
export interface SessionState {
  phase: 'loading' | 'ready';
  connection: ConnectionState;
  extensionVersion: string | null;
  migrationRequired: boolean;
  data: ExtensionData | null;
  needsActivation: boolean;
  user: User | null;
  planSettings: PlanSettings | null;
  accountCheck: 'ok' | 'failed' | 'not-run';
  accountCheckMessage: string | null;
}

export const initialSessionState: SessionState = {
  phase: 'loading',
  connection: 'ok',
  extensionVersion: null,
  migrationRequired: false,
  data: null,
  needsActivation: false,
  user: null,
  planSettings: null,
  accountCheck: 'not-run',
  accountCheckMessage: null,
};

export interface StartupDeps {
  bridge: ExtensionBridge | undefined;
  /** The extension id from the address or storage; the chrome transport cannot work without it. */
  hasExtensionId: boolean;
  unknownExtensionId?: boolean;
  sync: boolean;
  tokens: { get(): string | null; set(t: string): void; clear(): void };
  fetchUser(): Promise<User>;
  fetchPlanSettings(): Promise<PlanSettings | null>;
  removeSyncParam(): void;
  log?: (message: string, e?: unknown) => void;
  connect?: typeof connectExtension;
  loadData?: typeof loadExtensionData;
  signal?: AbortSignal;
}

/** The user-dependent steps (also run again after a login or an account assignment). */
export async function loadUserSession(deps: StartupDeps, state: SessionState): Promise<SessionState> {
  const log = deps.log ?? ((m, e) => console.warn(m, e));
  const token = deps.tokens.get();
  if (!token) return { ...state, user: null, accountCheck: 'not-run' };

  let user: User;
  try {
    user = await deps.fetchUser();
  } catch (e) {
    // A 401 has already cleared the token (HTTP layer); either way the person signs in again.
    if (e instanceof ApiError && e.status === 401) deps.tokens.clear();
    log('Could not load the signed-in user', e);
    return { ...state, user: null, accountCheck: 'not-run' };
  }

  let planSettings: PlanSettings | null = null;
  try {
    planSettings = await deps.fetchPlanSettings();
  } catch (e) {
    log('Could not load plan settings', e);
  }

  if (deps.sync && deps.bridge) {
    await deps.bridge.command('login', { token }).catch((e: unknown) => log('Extension login failed', e));
    deps.removeSyncParam();
  }

  if (!user.linkedinAccount?.email || !deps.bridge) {
    return { ...state, user, planSettings, accountCheck: 'failed', accountCheckMessage: null };
  }
  try {
    const check = await deps.bridge.call('checkAccount');
    return {
      ...state,
      user,
      planSettings,
      accountCheck: check.ok ? 'ok' : 'failed',
      accountCheckMessage: check.message ?? null,
    };
  } catch (e) {
    log('Account check failed', e);
    return {
      ...state,
      user,
      planSettings,
      accountCheck: 'failed',
      accountCheckMessage: e instanceof Error ? e.message : null,
    };
  }
}

/** Spec 000 section 4, "App start" steps 1-8 and "Extension connection". */
export async function runStartup(deps: StartupDeps): Promise<SessionState> {
  const log = deps.log ?? ((m, e) => console.warn(m, e));
  const connect = deps.connect ?? connectExtension;
  const loadData = deps.loadData ?? loadExtensionData;
  const base = { ...initialSessionState, phase: 'ready' as const };

  if (deps.unknownExtensionId) return { ...base, connection: 'unknown-id' };
  if (!deps.bridge || !deps.hasExtensionId) return { ...base, connection: 'missing-id' };

  let version: string;
  try {
    version = await connect(deps.bridge, { signal: deps.signal });
  } catch (e) {
    log('Could not connect to the extension', e);
    return { ...base, connection: 'failed' };
  }

  const data = await loadData(deps.bridge, {
    signal: deps.signal,
    onRetry: (e) => log('Extension data not ready, retrying', e),
  });
  if (data.token) {
    deps.tokens.set(data.token);
  } else {
    const stored = deps.tokens.get();
    if (stored)
      await deps.bridge
        .command('login', { token: stored })
        .catch((e: unknown) => log('Extension login failed', e));
  }

  const state: SessionState = {
    ...base,
    extensionVersion: version,
    migrationRequired: compareVersions(version, MIN_EXTENSION_VERSION) < 0,
    data,
    needsActivation: data.baseData.code_version === 0 && !data.packageInfo.offline,
  };
  return loadUserSession(deps, state);
}
