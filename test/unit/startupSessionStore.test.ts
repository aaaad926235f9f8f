import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { sessionQueries } from '@/lib/session/api';
import { SessionStore } from '@/lib/session/sessionStore';
import type { Scripted } from '../integration/support/scriptedTransport';
import { memoryTokens, scriptedStartup } from '../integration/support/startupDeps';

function setup(extension: Record<string, Scripted> = {}) {
  const { tokens, token } = memoryTokens(null);
  const { script, deps } = scriptedStartup(
    {
      getData: { token: 'ext-token', baseData: { code_version: 38, updateNoticeSeen: false } },
      logout: true,
      ...extension,
    },
    tokens,
  );
  const queryClient = new QueryClient();
  const store = new SessionStore(deps, queryClient);
  return { store, queryClient, script, deps, token };
}

const cachedUser = (queryClient: QueryClient) => queryClient.getQueryData(sessionQueries.me().queryKey);

describe('SessionStore', () => {
  it('starts the session, tells subscribers and puts the user, plan settings and extension data in the query cache only', async () => {
    const { store, queryClient } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getState().phase).toBe('loading');

    const result = await store.start();

    expect(store.getState()).toEqual({
      phase: 'ready',
      connection: 'ok',
      extensionVersion: '5.4.1',
      migrationRequired: false,
      needsActivation: false,
      accountCheck: 'ok',
      accountCheckMessage: null,
    });
    expect(result.user).toMatchObject({ id: 1 });
    expect(listener).toHaveBeenCalled();
    expect(cachedUser(queryClient)).toMatchObject({ id: 1 });
    expect(queryClient.getQueryData(sessionQueries.planSettings().queryKey)).toBeNull();
    expect(queryClient.getQueryData(sessionQueries.extensionData().queryKey)).toMatchObject({
      token: 'ext-token',
    });
  });

  it('startOnce runs start-up once: main.tsx starts it before React renders, and the app then joins it or gets its outcome', async () => {
    const { store, script } = setup();
    const early = store.startOnce();
    const joined = store.startOnce();
    const result = await early;
    expect(await joined).toBe(result);
    expect(await store.startOnce()).toBe(result);
    expect(script.named('getData')).toHaveLength(1);
    expect(store.getState().phase).toBe('ready');
  });

  it('the cache already holds the user when subscribers hear of the change (the guards read it then)', async () => {
    const { store, queryClient } = setup();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(cachedUser(queryClient)));

    await store.start();

    expect(seen).toEqual([expect.objectContaining({ id: 1 })]);
  });

  it('keeps the session entries in the cache with nobody reading them (no garbage collection)', async () => {
    vi.useFakeTimers();
    try {
      const { store, queryClient } = setup();
      await store.start();

      await vi.advanceTimersByTimeAsync(60 * 60_000);

      expect(cachedUser(queryClient)).toMatchObject({ id: 1 });
      expect(queryClient.getQueryData(sessionQueries.extensionData().queryKey)).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('logout removes the token and the user and asks the extension to log out', async () => {
    const { store, queryClient, script, token } = setup();
    await store.start();

    await store.logout();

    expect(token()).toBeNull();
    expect(store.getState()).toMatchObject({ accountCheck: 'not-run' });
    expect(cachedUser(queryClient)).toBeUndefined();
    expect(script.named('logout')).toHaveLength(1);
  });

  it('a sign-in after a logout asks the extension for its data again (the logout cleared it)', async () => {
    const { store, queryClient, script, deps } = setup();
    await store.start();
    const asked = script.named('getData').length;
    await store.logout();
    expect(queryClient.getQueryData(sessionQueries.extensionData().queryKey)).toBeUndefined();

    deps.tokens.set('fresh-token');
    await store.reloadUser();

    await vi.waitFor(() =>
      expect(queryClient.getQueryData(sessionQueries.extensionData().queryKey)).toMatchObject({
        baseData: { updateNoticeSeen: false },
      }),
    );
    expect(script.named('getData')).toHaveLength(asked + 1);
    await store.reloadUser(); // the data is there now: not asked again
    expect(script.named('getData')).toHaveLength(asked + 1);
  });

  it('logout ignores an extension that fails to log out', async () => {
    const { store, queryClient, token } = setup({ logout: new Error('Receiving end does not exist.') });
    await store.start();

    await expect(store.logout()).resolves.toBeUndefined();
    expect(token()).toBeNull();
    expect(cachedUser(queryClient)).toBeUndefined();
  });

  it('signedOut (a 401) drops the user; reloadUser after a new login brings it back', async () => {
    const { store, deps, queryClient } = setup();
    await store.start();

    store.signedOut();
    expect(cachedUser(queryClient)).toBeUndefined();

    deps.tokens.set('fresh-token');
    const result = await store.reloadUser();
    expect(result).toMatchObject({ user: { id: 1 }, accountCheck: 'ok' });
    expect(store.getState().accountCheck).toBe('ok');
    expect(cachedUser(queryClient)).toMatchObject({ id: 1 });
  });
});
