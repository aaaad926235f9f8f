import type { ExtensionBridge } from '@/lib/extension/bridge';
import { compareVersions, connectExtension, loadExtensionData } from '@/lib/extension/connection';
import type { ExtensionData } from '@/lib/extension/contract';
import { ApiError } from '@/lib/http/client';
import { MIN_EXTENSION_VERSION } from '@/lib/constants';
import type { PlanSettings, User } from './api';
import { StartupClock, STARTUP_LIMITS } from './startupSteps';

const sessionContract = () => import('@/lib/extension/contract/session').then((m) => m.sessionRemotes);

/** 'unknown-id': the link named an extension this build does not talk to. */
export type ConnectionState = 'ok' | 'failed' | 'missing-id' | 'unknown-id';

/**
 * What the session store keeps: start-up's phase, the connection and its verdicts. The user, the
 * plan settings and the extension's data live only in the query cache (sessionQueries).
 */
export interface SessionState {
  phase: 'loading' | 'ready';
  connection: ConnectionState;
  extensionVersion: string | null;
  migrationRequired: boolean;
  needsActivation: boolean;
  accountCheck: 'ok' | 'failed' | 'not-run';
  accountCheckMessage: string | null;
}

/** Everything start-up learns; the store keeps the state and puts the rest in the query cache. */
export interface StartupResult extends SessionState {
  user: User | null;
  planSettings: PlanSettings | null;
  /** The extension's getData reply; null when start-up did not get it (or, after a login, did not ask). */
  data: ExtensionData | null;
}

export const initialSessionState: SessionState = {
  phase: 'loading',
  connection: 'ok',
  extensionVersion: null,
  migrationRequired: false,
  needsActivation: false,
  accountCheck: 'not-run',
  accountCheckMessage: null,
};

const emptyResult = { user: null, planSettings: null, data: null } as const;

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
  /**
   * Start-up knows a token (a stored one, or the one in the extension's data): the person is most
   * likely signed in, so the first screen's data may be asked for now, beside the steps still to
   * come. Not with `sync`, where the account may change first. May be called twice.
   */
  onSignedIn?: () => void;
  /** Tests shorten or lengthen the time limits. */
  limits?: typeof STARTUP_LIMITS;
}

/**
 * The user-dependent steps (also run again after a login or an account assignment). The user,
 * plan settings and, when the extension already holds the token, the account check are asked
 * at once; each result is used only where the spec's order needs it.
 */
export async function loadUserSession(
  deps: StartupDeps,
  before: SessionState & { data?: ExtensionData | null },
  {
    clock = new StartupClock(deps.limits),
    extensionHasToken = false,
  }: { clock?: StartupClock; extensionHasToken?: boolean } = {},
): Promise<StartupResult> {
  const state: StartupResult = { ...before, ...emptyResult, data: before.data ?? null };
  const log = deps.log ?? ((m, e) => console.warn(m, e));
  const token = deps.tokens.get();
  if (!token) return { ...state, user: null, accountCheck: 'not-run' };

  const bridge = deps.bridge;
  const checkAccount = () =>
    bridge
      ? clock.read('Account check', () => bridge.call(sessionContract(), 'checkAccount'))
      : Promise.reject(new Error('No extension'));
  const userReply = clock.read('Loading the user', deps.fetchUser);
  const planReply = clock.read('Loading plan settings', deps.fetchPlanSettings);
  const earlyCheck = extensionHasToken && !deps.sync ? checkAccount() : undefined;
  // Results nobody waits for (the user failed) must not surface as unhandled rejections.
  planReply.catch(() => undefined);
  earlyCheck?.catch(() => undefined);

  let user: User;
  try {
    user = await userReply;
  } catch (e) {
    // A 401 has already cleared the token (HTTP layer); either way the person signs in again.
    if (e instanceof ApiError && e.status === 401) deps.tokens.clear();
    log('Could not load the signed-in user', e);
    return { ...state, user: null, accountCheck: 'not-run' };
  }

  let planSettings: PlanSettings | null = null;
  try {
    planSettings = await planReply;
  } catch (e) {
    log('Could not load plan settings', e);
  }

  if (deps.sync && bridge) {
    await clock
      .once('Extension login', () => bridge.command('login', { token }))
      .catch((e: unknown) => log('Extension login failed', e));
    deps.removeSyncParam();
  }

  if (!user.linkedinAccount?.email || !bridge) {
    return { ...state, user, planSettings, accountCheck: 'failed', accountCheckMessage: null };
  }
  try {
    const check = await (earlyCheck ?? checkAccount());
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

/**
 * Spec 000 section 4, "App start" steps 1-8 and "Extension connection". Every step is bounded
 * (STARTUP_LIMITS): a missing, hung or malformed extension ends in the failed connection state,
 * which shows the connection dialog, within 15 s. getData leaves together with the connection
 * probe.
 */
export async function runStartup(deps: StartupDeps): Promise<StartupResult> {
  const log = deps.log ?? ((m, e) => console.warn(m, e));
  const connect = deps.connect ?? connectExtension;
  const loadData = deps.loadData ?? loadExtensionData;
  const clock = new StartupClock(deps.limits);
  const base: StartupResult = { ...initialSessionState, ...emptyResult, phase: 'ready' };

  if (deps.unknownExtensionId) return { ...base, connection: 'unknown-id' };
  if (!deps.bridge || !deps.hasExtensionId) return { ...base, connection: 'missing-id' };
  const bridge = deps.bridge;
  const signedIn = () => {
    if (!deps.sync) deps.onSignedIn?.();
  };
  if (deps.tokens.get()) signedIn();

  // getData leaves first so that, at equal latency, its reply is in before the probe's.
  const stopData = new AbortController();
  deps.signal?.addEventListener('abort', () => stopData.abort(deps.signal?.reason));
  let connected: (version: string) => void = () => undefined;
  const dataReply = loadData(bridge, {
    signal: stopData.signal,
    giveUpAfterMs: (deps.limits ?? STARTUP_LIMITS).dataGiveUpMs,
    connected: new Promise<string>((resolve) => (connected = resolve)),
    onRetry: (e) => log('Extension data not ready, retrying', e),
  });
  dataReply.catch(() => undefined);

  let version: string;
  try {
    version = await connect(bridge, { signal: deps.signal });
    connected(version);
  } catch (e) {
    stopData.abort(e);
    log('Could not connect to the extension', e);
    return { ...base, connection: 'failed' };
  }

  let data: ExtensionData;
  try {
    data = await dataReply;
  } catch (e) {
    log('The extension did not send its data', e);
    return { ...base, connection: 'failed', extensionVersion: version };
  }

  if (data.token) {
    deps.tokens.set(data.token);
    signedIn();
  } else {
    const stored = deps.tokens.get();
    if (stored)
      await clock
        .once('Extension login', () => bridge.command('login', { token: stored }))
        .catch((e: unknown) => log('Extension login failed', e));
  }

  const state: StartupResult = {
    ...base,
    extensionVersion: version,
    migrationRequired: compareVersions(version, MIN_EXTENSION_VERSION) < 0,
    data,
    needsActivation: data.baseData.code_version === 0 && !data.packageInfo.offline,
  };
  return loadUserSession(deps, state, { clock, extensionHasToken: !!data.token });
}
