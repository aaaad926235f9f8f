import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/client';
import { guardRedirect } from '@/lib/session/guards';
import { runStartup, type StartupDeps, type StartupResult } from '@/lib/session/startup';
import { shellDialogFor } from '@/app/dialogs/ShellDialogs';
import type { Scripted } from '../integration/support/scriptedTransport';
import { memoryTokens, scriptedStartup, STARTUP_USER } from '../integration/support/startupDeps';

// Issue 11: whatever the extension or the server does, start-up reaches a clear state within 15 s.

const DATA = { token: 'ext-token', packageInfo: { offline: false }, baseData: { code_version: 38 } };
const never = () => new Promise(() => undefined);

function setup(extension: Record<string, Scripted> = {}, deps: Partial<StartupDeps> = {}) {
  const { script, deps: full } = scriptedStartup(
    { getData: DATA, checkAccount: { ok: true, message: null }, ...extension },
    memoryTokens('ext-token').tokens,
    deps,
  );
  let state: StartupResult | undefined;
  const settledAt = { ms: -1 };
  const started = Date.now();
  void runStartup(full).then((s) => {
    state = s;
    settledAt.ms = Date.now() - started;
  });
  return { script, deps: full, state: () => state, settledAt };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('start-up never hangs', () => {
  it('a hung extension (no reply to anything) ends in the connection dialog within 15 s', async () => {
    const run = setup({ getExtensionManifestVersion: never, getData: never });

    await vi.advanceTimersByTimeAsync(10_999);
    expect(run.state()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    // Ten tries started 1 s apart, the last one waited 2 s.
    expect(run.settledAt.ms).toBe(11_000);
    expect(run.script.named('getExtensionManifestVersion')).toHaveLength(10);
    expect(run.state()).toMatchObject({ phase: 'ready', connection: 'failed' });
    expect(shellDialogFor(run.state()!, false)).toEqual({
      type: 'connection',
      missingId: false,
      unknownId: false,
    });
    expect(guardRedirect(run.state()!, 'authenticated', true)).toBe('/getStarted');
  });

  it('a malformed getData reply is retried every 3 s, then ends in the connection dialog (not a spinner)', async () => {
    const run = setup({ getData: { token: 'x', baseData: 'not an object' } });

    await vi.advanceTimersByTimeAsync(0);
    // The first try, and one more once the connection answered.
    expect(run.script.named('getData')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(8999);
    expect(run.state()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    expect(run.settledAt.ms).toBe(9000);
    expect(run.script.named('getData')).toHaveLength(5);
    expect(run.state()).toMatchObject({ connection: 'failed', extensionVersion: '5.4.1', user: null });
    expect(shellDialogFor(run.state()!, false)).toEqual({
      type: 'connection',
      missingId: false,
      unknownId: false,
    });
    expect(run.deps.log).toHaveBeenCalledWith(
      'The extension did not send its data',
      expect.objectContaining({ kind: 'malformed', fn: 'getData' }),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run.script.named('getData')).toHaveLength(5);
  });

  it('an extension that answers the probe but never getData gives up after the try at 9 s (12 s)', async () => {
    const run = setup({ getData: never });

    await vi.advanceTimersByTimeAsync(11_999);
    expect(run.state()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    expect(run.state()).toMatchObject({ connection: 'failed' });
    expect(run.settledAt.ms).toBe(12_000);
  });

  it('a hung account check counts as failed within 15 s', async () => {
    const run = setup({ checkAccount: never });

    await vi.advanceTimersByTimeAsync(15_000);

    expect(run.state()).toMatchObject({ connection: 'ok', user: { id: 1 }, accountCheck: 'failed' });
    expect(run.settledAt.ms).toBeLessThanOrEqual(15_000);
    expect(guardRedirect(run.state()!, 'authenticated', true)).toBe('/assignLinkedinAccount');
  });

  it('a server that never answers /user/me leads to the login area within 15 s', async () => {
    const run = setup({}, { fetchUser: vi.fn(never) as StartupDeps['fetchUser'] });

    await vi.advanceTimersByTimeAsync(15_000);

    expect(run.state()).toMatchObject({ connection: 'ok', user: null });
    expect(run.settledAt.ms).toBeLessThanOrEqual(15_000);
    // At 0 s and 1.5 s (a second try for a slow first), 6.75 s and 8.25 s after the 5 s limit and
    // a 250 ms pause, then 13.5 s, cut short by the 15 s deadline.
    expect(run.deps.fetchUser).toHaveBeenCalledTimes(5);
    expect(guardRedirect(run.state()!, 'account-link', true)).toBe('/login');
  });
});

describe('start-up runs independent steps together', () => {
  it('asks a slow account check a second time after 1.5 s; the first answer wins', async () => {
    let calls = 0;
    // The first reply is lost (a dropped call); the second answers at once.
    const run = setup({ checkAccount: () => (++calls === 1 ? never() : { ok: true, message: null }) });

    await vi.advanceTimersByTimeAsync(1499);
    expect(run.state()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    expect(calls).toBe(2);
    expect(run.state()).toMatchObject({ user: { id: 1 }, accountCheck: 'ok' });
    expect(run.settledAt.ms).toBe(1500);
  });

  it('asks for the user, plan settings and the account check at once', async () => {
    const run = setup(
      { checkAccount: never },
      {
        fetchUser: vi.fn(never) as StartupDeps['fetchUser'],
        fetchPlanSettings: vi.fn(never) as StartupDeps['fetchPlanSettings'],
      },
    );

    await vi.advanceTimersByTimeAsync(0);

    expect(run.script.named('getData')).toHaveLength(1);
    expect(run.deps.fetchUser).toHaveBeenCalledTimes(1);
    expect(run.deps.fetchPlanSettings).toHaveBeenCalledTimes(1);
    expect(run.script.named('checkAccount')).toHaveLength(1);
  });

  it('asks a transient failure again 250 ms later; a refusal (4xx) is final', async () => {
    let calls = 0;
    const flaky = setup(
      {},
      {
        fetchUser: vi.fn(async () => {
          calls += 1;
          if (calls === 1) throw new ApiError('The server answered 503', 503);
          return STARTUP_USER;
        }),
      },
    );
    await vi.advanceTimersByTimeAsync(249);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(flaky.state()).toMatchObject({ user: { id: 1 }, accountCheck: 'ok' });

    const refused = setup(
      {},
      { fetchUser: vi.fn(async () => Promise.reject(new ApiError('Forbidden', 403))) },
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(refused.deps.fetchUser).toHaveBeenCalledTimes(1);
    expect(refused.state()).toMatchObject({ user: null });
  });
});
