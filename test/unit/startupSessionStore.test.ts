import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { sessionQueries, type User } from '@/lib/session/api';
import { SessionStore } from '@/lib/session/sessionStore';
import type { StartupDeps } from '@/lib/session/startup';
import { scriptedTransport, type Scripted } from '../integration/support/scriptedTransport';

const USER: User = {
  id: 1,
  email: 'alex@example.com',
  details: { firstName: 'Alex', lastName: 'Morgan' },
  planId: 3,
  linkedinAccount: { id: 'li-1', firstName: 'Alex', lastName: 'Morgan', email: 'alex@example.com' },
};

function setup(extension: Record<string, Scripted> = {}) {
  const script = scriptedTransport({
    getExtensionManifestVersion: '5.4.1',
    getData: { token: 'ext-token', baseData: { code_version: 38, updateNoticeSeen: false } },
    checkAccount: { ok: true },
    login: true,
    logout: true,
    ...extension,
  });
  let token: string | null = null;
  const deps: StartupDeps = {
    bridge: new ExtensionBridge(script.transport),
    hasExtensionId: true,
    sync: false,
    tokens: { get: () => token, set: (t) => void (token = t), clear: () => void (token = null) },
    fetchUser: vi.fn(async () => USER),
    fetchPlanSettings: vi.fn(async () => null),
    removeSyncParam: vi.fn(),
    log: vi.fn(),
  };
  const queryClient = new QueryClient();
  const store = new SessionStore(deps, queryClient);
  return { store, queryClient, script, deps, token: () => token };
}

describe('SessionStore', () => {
  it('starts the session, tells subscribers and puts the user and extension data in the query cache', async () => {
    const { store, queryClient } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getState().phase).toBe('loading');

    await store.start();

    expect(store.getState()).toMatchObject({ phase: 'ready', user: { id: 1 }, accountCheck: 'ok' });
    expect(listener).toHaveBeenCalled();
    expect(queryClient.getQueryData(sessionQueries.me().queryKey)).toMatchObject({ id: 1 });
    expect(queryClient.getQueryData(sessionQueries.extensionData().queryKey)).toMatchObject({
      token: 'ext-token',
    });
  });

  it('logout removes the token and the user and asks the extension to log out', async () => {
    const { store, queryClient, script, token } = setup();
    await store.start();

    await store.logout();

    expect(token()).toBeNull();
    expect(store.getState()).toMatchObject({ user: null, accountCheck: 'not-run' });
    expect(queryClient.getQueryData(sessionQueries.me().queryKey)).toBeUndefined();
    expect(script.named('logout')).toHaveLength(1);
  });

  it('logout ignores an extension that fails to log out', async () => {
    const { store, token } = setup({ logout: new Error('Receiving end does not exist.') });
    await store.start();

    await expect(store.logout()).resolves.toBeUndefined();
    expect(token()).toBeNull();
    expect(store.getState().user).toBeNull();
  });

  it('signedOut (a 401) drops the user; reloadUser after a new login brings it back', async () => {
    const { store, deps } = setup();
    await store.start();

    store.signedOut();
    expect(store.getState().user).toBeNull();

    deps.tokens.set('fresh-token');
    await store.reloadUser();
    expect(store.getState()).toMatchObject({ user: { id: 1 }, accountCheck: 'ok' });
  });

  it('markUpdateSeen hides the update notice', async () => {
    const { store } = setup();
    await store.start();
    expect(store.getState().data?.baseData.updateNoticeSeen).toBe(false);

    store.markUpdateSeen();

    expect(store.getState().data?.baseData.updateNoticeSeen).toBe(true);
  });
});
