import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { server } from '../msw-node';
import { loginWithPassword, googleCallback, WRONG_PASSWORD } from '@/features/auth/api';
import { draftStore as composerDrafts } from '@/features/messenger/drafts';
import { draftKey, draftStore as editorDrafts } from '@/features/campaign-editor/drafts';
import { defaultFormValues } from '@/features/campaign-editor/defaults';
import { onUnauthorized } from '@/lib/http/client';
import { clearJournal, journalEntries, recordCall } from '@/lib/journal';
import { fetchMe } from '@/lib/session/api';
import { SessionStore } from '@/lib/session/sessionStore';
import { DRAFT_KEY_PREFIXES } from '@/lib/session/signOutCleanup';
import { tokenStore } from '@/lib/storage';
import { scriptedStartup } from './support/startupDeps';

function setup() {
  const { deps } = scriptedStartup(
    {
      getData: { token: 'ext-token', baseData: { code_version: 38, updateNoticeSeen: true } },
      logout: true,
    },
    tokenStore,
  );
  const queryClient = new QueryClient();
  return { store: new SessionStore(deps, queryClient), queryClient };
}

/** What a signed-in account leaves in the tab: cached replies, journal entries, unsaved drafts. */
function leaveTraces(queryClient: QueryClient) {
  queryClient.setQueryData(['messenger', 'conversations'], [{ id: 'c1', text: 'private message' }]);
  queryClient.setQueryData(['crm', 'contacts'], [{ name: 'Jane Doe' }]);
  recordCall({ at: 1, channel: 'rpc', name: 'getProfiles', args: [], ms: 1, ok: true, result: ['Jane Doe'] });
  composerDrafts.set('conv-1', 'Half-written reply to Jane');
  editorDrafts.save(null, defaultFormValues('li-auto-msg'));
  editorDrafts.save(42, defaultFormValues('li-auto-conn'));
  localStorage.setItem('reachly.somethingElse', 'kept');
}

function expectNoTraces(queryClient: QueryClient) {
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  expect(journalEntries()).toHaveLength(0);
  expect(composerDrafts.get('conv-1')).toBe('');
  expect(editorDrafts.load(null)).toBeNull();
  expect(editorDrafts.load(42)).toBeNull();
  // Only drafts go: other app settings stay.
  expect(localStorage.getItem('reachly.somethingElse')).toBe('kept');
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  clearJournal();
});
afterEach(() => {
  server.resetHandlers();
  onUnauthorized(undefined);
});

describe('logout and 401 leave nothing of the account behind', () => {
  it('the cleanup knows the features’ draft keys', () => {
    expect(DRAFT_KEY_PREFIXES.some((p) => draftKey(7).startsWith(p))).toBe(true);
    composerDrafts.set('x', 'draft');
    const composerKey = Object.keys(localStorage).find((k) => localStorage.getItem(k) === 'draft')!;
    expect(DRAFT_KEY_PREFIXES.some((p) => composerKey.startsWith(p))).toBe(true);
  });

  it('logout clears the query cache, the call journal and the drafts', async () => {
    const { store, queryClient } = setup();
    tokenStore.set('stored-token');
    await store.start();
    leaveTraces(queryClient);

    await store.logout();

    expect(tokenStore.get()).toBeNull();
    expectNoTraces(queryClient);
  });

  it('a 401 from the server clears them too (as the app wires it)', async () => {
    const { store, queryClient } = setup();
    tokenStore.set('stored-token');
    await store.start();
    leaveTraces(queryClient);
    onUnauthorized(() => store.signedOut());
    server.use(
      http.get('*/api/user/me', () =>
        HttpResponse.json({ success: false, message: 'Your session has expired' }, { status: 401 }),
      ),
    );

    await expect(fetchMe()).rejects.toMatchObject({ status: 401 });

    expect(tokenStore.get()).toBeNull();
    expect(store.getState().accountCheck).toBe('not-run');
    expectNoTraces(queryClient);
  });
});

describe('a 401 from the sign-in endpoints is a wrong password, not a sign-out', () => {
  it.each([
    ['without a message', {}],
    ['with the server message', { success: false, message: 'Invalid email or password' }],
  ])('user/login answering 401 %s', async (_name, body) => {
    tokenStore.set('other-tab-token');
    const handler = vi.fn();
    onUnauthorized(handler);
    server.use(http.post('*/api/user/login', () => HttpResponse.json(body, { status: 401 })));
    composerDrafts.set('conv-1', 'keep me');

    await expect(loginWithPassword({ email: 'alex@example.com', password: 'wrong' })).rejects.toThrow(
      WRONG_PASSWORD,
    );

    expect(handler).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBe('other-tab-token');
    expect(composerDrafts.get('conv-1')).toBe('keep me');
  });

  it('the Google callback answering 401 does not sign anyone out either', async () => {
    tokenStore.set('other-tab-token');
    const handler = vi.fn();
    onUnauthorized(handler);
    server.use(
      http.post('*/api/oauth/google/callback', () =>
        HttpResponse.json({ success: false, message: 'The code has expired' }, { status: 401 }),
      ),
    );

    await expect(googleCallback('old-code')).rejects.toThrow('The code has expired');
    expect(handler).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBe('other-tab-token');
  });

  it('a path that only looks like the login endpoint still signs out', async () => {
    tokenStore.set('stored-token');
    const handler = vi.fn();
    onUnauthorized(handler);
    server.use(http.get('*/api/user/me', () => HttpResponse.json({ success: false }, { status: 401 })));
    await expect(fetchMe()).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
  });
});
