import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { ExtensionError } from '@/lib/extension/errors';
import { ApiError } from '@/lib/http/client';
import type { PlanSettings, User } from '@/lib/session/api';
import { guardRedirect } from '@/lib/session/guards';
import {
  initialSessionState,
  loadUserSession,
  runStartup,
  type SessionState,
  type StartupDeps,
  type StartupResult,
} from '@/lib/session/startup';
import { STARTUP_LIMITS } from '@/lib/session/startupSteps';
import { scriptedTransport, type Scripted } from '../integration/support/scriptedTransport';

const ACCOUNT = { id: 'li-1', firstName: 'Alex', lastName: 'Morgan', email: 'alex@example.com', photo: null };
const USER: User = {
  id: 1,
  email: 'alex@example.com',
  name: 'Alex Morgan',
  details: { firstName: 'Alex', lastName: 'Morgan' },
  planId: 3,
  linkedinAccount: ACCOUNT,
};
const PLAN_SETTINGS: PlanSettings = { '3': { features: { crm: { enabled: true } } } };

const extensionData = (
  over: { token?: string | null; code_version?: number; offline?: boolean; build?: number } = {},
) => ({
  token: 'token' in over ? over.token : 'ext-token',
  packageInfo: { offline: over.offline ?? false },
  baseData: { code_version: over.code_version ?? 38, build: over.build ?? 1 },
});

function memoryTokens(initial: string | null = null) {
  let value = initial;
  return {
    get: vi.fn(() => value),
    set: vi.fn((t: string) => void (value = t)),
    clear: vi.fn(() => void (value = null)),
    get current() {
      return value;
    },
  };
}

/** A start-up with a healthy extension and server; each test changes what it is about. */
function setup(
  options: {
    extension?: Record<string, Scripted>;
    storedToken?: string | null;
    deps?: Partial<StartupDeps>;
  } = {},
) {
  const script = scriptedTransport({
    getExtensionManifestVersion: '5.4.1',
    getData: extensionData(),
    login: true,
    checkAccount: { ok: true, message: null },
    ...options.extension,
  });
  const bridge = new ExtensionBridge(script.transport);
  const tokens = memoryTokens(options.storedToken === undefined ? null : options.storedToken);
  const log = vi.fn();
  const deps = {
    bridge,
    hasExtensionId: true,
    sync: false,
    tokens,
    fetchUser: vi.fn(async () => structuredClone(USER)),
    fetchPlanSettings: vi.fn(async () => PLAN_SETTINGS),
    removeSyncParam: vi.fn(),
    log,
    // Transient failures are asked again at once here; test/unit/startupLimits.test.ts times the real delay.
    limits: { ...STARTUP_LIMITS, readRetryDelayMs: 0 },
    ...options.deps,
  } satisfies StartupDeps;
  return { deps, script, tokens, log };
}

afterEach(() => vi.useRealTimers());

describe('runStartup (spec 000 section 4, App start)', () => {
  it('reaches a ready, linked session on a healthy extension and server', async () => {
    const { deps, tokens, script } = setup();

    const state = await runStartup(deps);

    expect(state).toMatchObject({
      phase: 'ready',
      connection: 'ok',
      extensionVersion: '5.4.1',
      migrationRequired: false,
      needsActivation: false,
      user: { id: 1 },
      planSettings: PLAN_SETTINGS,
      accountCheck: 'ok',
    });
    expect(tokens.set).toHaveBeenCalledWith('ext-token');
    expect(script.named('login')).toHaveLength(0);
    expect(guardRedirect(state, 'authenticated', true)).toBeNull();
  });

  it('without an extension id (or a bridge) reports missing-id and asks nothing', async () => {
    const { deps, script } = setup({ deps: { hasExtensionId: false } });

    const state = await runStartup(deps);
    const noBridge = await runStartup({ ...deps, hasExtensionId: true, bridge: undefined });

    expect(state).toMatchObject({ phase: 'ready', connection: 'missing-id', user: null });
    expect(noBridge.connection).toBe('missing-id');
    expect(script.sent).toHaveLength(0);
    expect(deps.fetchUser).not.toHaveBeenCalled();
    expect(guardRedirect(state, 'authenticated', false)).toBe('/getStarted');
  });

  it('step 2: a failed connection goes to /getStarted without loading the user', async () => {
    const { deps, script, log } = setup({
      deps: {
        connect: vi.fn(async () =>
          Promise.reject(new ExtensionError('unreachable', 'getExtensionManifestVersion', 'gone')),
        ),
      },
    });

    const state = await runStartup(deps);

    expect(state).toMatchObject({ phase: 'ready', connection: 'failed', user: null });
    // getData leaves with the first connection try; nothing more is asked once the connection failed.
    expect(script.named('getData')).toHaveLength(1);
    expect(deps.fetchUser).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Could not connect to the extension', expect.any(ExtensionError));
    for (const access of ['authenticated', 'account-link', 'activation'] as const) {
      expect(guardRedirect(state, access, true)).toBe('/getStarted');
    }
    // The sign-in pages work without the extension (issue 49): they stay.
    expect(guardRedirect(state, 'public-only', true)).toBeNull();
  });

  it('a connection that fails all 10 tries (1 s apart) ends in the failed state', async () => {
    vi.useFakeTimers();
    const { deps, script } = setup({
      extension: { getExtensionManifestVersion: new Error('Receiving end does not exist.') },
    });

    let state: SessionState | undefined;
    void runStartup(deps).then((s) => (state = s));
    await vi.advanceTimersByTimeAsync(9000);

    expect(script.named('getExtensionManifestVersion')).toHaveLength(10);
    expect(state?.connection).toBe('failed');
  });

  it('step 6: getData is retried every 3 seconds until it works, then start-up goes on', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { deps, log } = setup({
      extension: { getData: () => (++calls < 3 ? new Error('not ready') : extensionData()) },
    });

    let state: SessionState | undefined;
    void runStartup(deps).then((s) => (state = s));
    // The first try failed; once the connection answers, one more leaves at once; then every 3 s.
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toBe(2);
    expect(state).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    expect(calls).toBe(3);
    expect(state).toMatchObject({ phase: 'ready', connection: 'ok', accountCheck: 'ok' });
    expect(log).toHaveBeenCalledWith('Extension data not ready, retrying', expect.anything());
  });

  it('step 7: with no token from the extension, the stored token is used to log the extension in', async () => {
    const { deps, script, tokens } = setup({
      storedToken: 'stored-token',
      extension: { getData: extensionData({ token: null }) },
    });

    const state = await runStartup(deps);

    expect(script.named('login')).toEqual([{ type: 'cmd', cmd: 'login', token: 'stored-token' }]);
    expect(tokens.set).not.toHaveBeenCalled();
    expect(deps.fetchUser).toHaveBeenCalled();
    expect(state.user?.id).toBe(1);
  });

  it('step 7: a failing extension login with the stored token is only logged', async () => {
    const { deps, log } = setup({
      storedToken: 'stored-token',
      extension: { getData: extensionData({ token: null }), login: new Error('busy') },
    });

    const state = await runStartup(deps);

    expect(log).toHaveBeenCalledWith('Extension login failed', expect.any(ExtensionError));
    expect(state.user?.id).toBe(1);
  });

  it('with no token anywhere nobody is signed in and the user is not fetched', async () => {
    const { deps, script } = setup({
      storedToken: null,
      extension: { getData: extensionData({ token: null }) },
    });

    const state = await runStartup(deps);

    expect(state).toMatchObject({ phase: 'ready', connection: 'ok', user: null, accountCheck: 'not-run' });
    expect(deps.fetchUser).not.toHaveBeenCalled();
    expect(script.named('login')).toHaveLength(0);
    expect(guardRedirect(state, 'authenticated', false)).toBe('/assignLinkedinAccount');
    expect(guardRedirect(state, 'account-link', false)).toBe('/login');
    expect(guardRedirect(state, 'public-only', false)).toBeNull();
  });

  it('step 8: code_version 0 on a package that is not offline goes to /activation', async () => {
    const { deps } = setup({ extension: { getData: extensionData({ code_version: 0 }) } });

    const state = await runStartup(deps);

    expect(state.needsActivation).toBe(true);
    expect(guardRedirect(state, 'authenticated', true)).toBe('/activation');
    expect(guardRedirect(state, 'public-only', true)).toBe('/activation');
    expect(guardRedirect(state, 'activation', true)).toBeNull();
  });

  it('step 8: an offline package skips activation', async () => {
    const { deps } = setup({ extension: { getData: extensionData({ code_version: 0, offline: true }) } });

    const state = await runStartup(deps);

    expect(state.needsActivation).toBe(false);
    expect(guardRedirect(state, 'authenticated', true)).toBeNull();
    expect(guardRedirect(state, 'activation', true)).toBe('/');
  });

  it('step 5: a 401 on the user fetch clears the stored token', async () => {
    const { deps, tokens, log } = setup({
      deps: {
        fetchUser: vi.fn(async () =>
          Promise.reject(new ApiError('Your session has expired. Please log in again.', 401)),
        ),
      },
    });

    const state = await runStartup(deps);

    expect(tokens.clear).toHaveBeenCalled();
    expect(tokens.current).toBeNull();
    expect(state).toMatchObject({ user: null, accountCheck: 'not-run' });
    expect(log).toHaveBeenCalledWith('Could not load the signed-in user', expect.any(ApiError));
    expect(guardRedirect(state, 'authenticated', false)).toBe('/assignLinkedinAccount');
  });

  it('step 4: another user fetch failure is logged, keeps the token and leads to the login area', async () => {
    const { deps, tokens, log } = setup({
      deps: { fetchUser: vi.fn(async () => Promise.reject(new ApiError('Could not reach the server.'))) },
    });

    const state = await runStartup(deps);

    expect(tokens.current).toBe('ext-token');
    expect(tokens.clear).not.toHaveBeenCalled();
    expect(state.user).toBeNull();
    expect(log).toHaveBeenCalledWith('Could not load the signed-in user', expect.any(ApiError));
    expect(guardRedirect(state, 'account-link', true)).toBe('/login');
    expect(guardRedirect(state, 'authenticated', true)).toBe('/assignLinkedinAccount');
  });

  it('step 1: loads plan settings with the user; a plan-settings failure is only logged', async () => {
    const { deps, log } = setup({
      deps: { fetchPlanSettings: vi.fn(async () => Promise.reject(new ApiError('down'))) },
    });

    const state = await runStartup(deps);

    expect(state).toMatchObject({ user: { id: 1 }, planSettings: null, accountCheck: 'ok' });
    expect(log).toHaveBeenCalledWith('Could not load plan settings', expect.any(ApiError));
  });

  it('step 1: with sync=1 the token is handed to the extension and the parameter removed', async () => {
    const { deps, script } = setup({ deps: { sync: true } });

    await runStartup(deps);

    expect(script.named('login')).toEqual([{ type: 'cmd', cmd: 'login', token: 'ext-token' }]);
    expect(deps.removeSyncParam).toHaveBeenCalledTimes(1);
  });

  it('without sync=1 the parameter is left alone and no login is sent', async () => {
    const { deps, script } = setup();
    await runStartup(deps);
    expect(script.named('login')).toHaveLength(0);
    expect(deps.removeSyncParam).not.toHaveBeenCalled();
  });

  it('step 3: a user without a linked account email goes to /assignLinkedinAccount whatever the account check says', async () => {
    // The check leaves together with the user fetch; its "ok" does not count for a user without a link.
    const { deps } = setup({
      deps: { fetchUser: vi.fn(async () => ({ ...USER, linkedinAccount: null })) },
    });

    const state = await runStartup(deps);

    expect(state).toMatchObject({ user: { id: 1 }, accountCheck: 'failed' });
    expect(guardRedirect(state, 'authenticated', true)).toBe('/assignLinkedinAccount');
    expect(guardRedirect(state, 'account-link', true)).toBeNull();
  });

  it('step 3: a failed account check goes to /assignLinkedinAccount with its message', async () => {
    const { deps } = setup({
      extension: {
        checkAccount: { ok: false, message: 'The LinkedIn account logged in differs from the assigned one' },
      },
    });

    const state = await runStartup(deps);

    expect(state).toMatchObject({
      accountCheck: 'failed',
      accountCheckMessage: 'The LinkedIn account logged in differs from the assigned one',
    });
    expect(guardRedirect(state, 'authenticated', true)).toBe('/assignLinkedinAccount');
    expect(guardRedirect(state, 'account-link', true)).toBeNull();
  });

  it.each([
    [true, 'ok', null],
    ['true', 'ok', null],
    [{ success: true }, 'ok', null],
    [false, 'failed', null],
    [{ ok: false, message: 'Another account is logged in' }, 'failed', 'Another account is logged in'],
    [{ error: 'Not logged in to LinkedIn' }, 'failed', 'Not logged in to LinkedIn'],
  ])(
    'step 3: an account check answered %j (spec: "not shown") is %s',
    async (reply, accountCheck, message) => {
      const { deps } = setup({
        extension: {
          checkAccount: reply,
          // Numbers as text, as an extension written from the spec may send them.
          getData: { ...extensionData(), baseData: { code_version: '38', build: '1' } },
        },
      });

      const state = await runStartup(deps);

      expect(state).toMatchObject({ accountCheck, accountCheckMessage: message });
      expect(guardRedirect(state, 'authenticated', true)).toBe(
        accountCheck === 'ok' ? null : '/assignLinkedinAccount',
      );
    },
  );

  it('step 3: an account check that errors counts as failed', async () => {
    const { deps, log } = setup({ extension: { checkAccount: new Error('Receiving end does not exist.') } });

    const state = await runStartup(deps);

    expect(state).toMatchObject({
      accountCheck: 'failed',
      accountCheckMessage: 'Receiving end does not exist.',
    });
    expect(log).toHaveBeenCalledWith('Account check failed', expect.any(ExtensionError));
  });

  it('an extension below 5.2 sets migrationRequired; 5.2 and later do not', async () => {
    for (const [version, expected] of [
      ['5.1', true],
      ['4.9.9', true],
      ['5.2', false],
      ['5.10', false],
    ] as const) {
      const { deps } = setup({ extension: { getExtensionManifestVersion: version } });
      const state = await runStartup(deps);
      expect({ version, migrationRequired: state.migrationRequired }).toEqual({
        version,
        migrationRequired: expected,
      });
      expect(state.extensionVersion).toBe(version);
    }
  });
});

describe('loadUserSession (after a login or an account assignment)', () => {
  it('fetches the user again and re-checks the account', async () => {
    const { deps, script } = setup({ storedToken: 'new-token' });
    const before: SessionState = { ...initialSessionState, phase: 'ready', accountCheck: 'failed' };

    const state = await loadUserSession({ ...deps, sync: false }, before);

    expect(state).toMatchObject({ phase: 'ready', user: { id: 1 }, accountCheck: 'ok' });
    expect(script.named('checkAccount')).toHaveLength(1);
  });

  it('without a token clears the user', async () => {
    const { deps } = setup({ storedToken: null });
    const before: StartupResult = {
      ...initialSessionState,
      phase: 'ready',
      user: USER,
      planSettings: null,
      data: null,
      accountCheck: 'ok',
    };

    const state = await loadUserSession(deps, before);

    expect(state).toMatchObject({ user: null, accountCheck: 'not-run' });
  });
});
