import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { server } from '../msw-node';
import { loginWithPassword, googleCallback, WRONG_PASSWORD } from '@/features/auth/api';
import { draftStore as composerDrafts } from '@/features/messenger/drafts';
import { draftStore as editorDrafts } from '@/features/campaign-editor/drafts';
import { defaultFormValues } from '@/features/campaign-editor/defaults';
import { useDraftAutosave } from '@/features/campaign-editor/components/CampaignForm/useDraftAutosave';
import type { CampaignFormValues } from '@/features/campaign-editor/schemas/campaignForm';
import { closeDrafts, openDrafts } from '@/lib/draftAccount';
import { DRAFT_SCOPES, draftStore as sharedDrafts } from '@/lib/drafts';
import { onUnauthorized } from '@/lib/http/client';
import { clearJournal, journalEntries, recordCall } from '@/lib/journal';
import { fetchMe, sessionQueries, type User } from '@/lib/session/api';
import { listenToOtherTabs } from '@/lib/session/otherTabs';
import { SessionStore } from '@/lib/session/sessionStore';
import { tokenStore } from '@/lib/storage';
import { STARTUP_USER, scriptedStartup } from './support/startupDeps';

function setup(user: Partial<User> = {}) {
  const fetchUser = vi.fn(async (): Promise<User> => ({ ...STARTUP_USER, ...user }));
  const { deps, script } = scriptedStartup(
    {
      getData: { token: 'ext-token', baseData: { code_version: 38, updateNoticeSeen: true } },
      logout: true,
    },
    tokenStore,
    { fetchUser },
  );
  const queryClient = new QueryClient();
  return { store: new SessionStore(deps, queryClient), queryClient, script, fetchUser };
}

/** What a signed-in account leaves in the tab: cached replies, journal entries, unsaved drafts. */
function leaveTraces(queryClient: QueryClient) {
  queryClient.setQueryData(['messenger', 'conversations'], [{ id: 'c1', text: 'private message' }]);
  queryClient.setQueryData(['crm', 'contacts'], [{ name: 'Jane Doe' }]);
  recordCall({ at: 1, channel: 'rpc', name: 'getProfiles', args: [], ms: 1, ok: true, result: ['Jane Doe'] });
  composerDrafts.set('conv-1', 'Half-written reply to Jane');
  composerDrafts.set('conv-1', 'Prefers calls', 'note');
  sharedDrafts.write(DRAFT_SCOPES.listsProfile, 5, { notes: 'Met in Berlin' });
  editorDrafts.save(null, defaultFormValues('li-auto-msg'));
  editorDrafts.save(42, defaultFormValues('li-auto-conn'));
  localStorage.setItem('reachly.somethingElse', 'kept');
}

function expectNoCacheOrJournal(queryClient: QueryClient) {
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  expect(journalEntries()).toHaveLength(0);
  // Only the account's data goes: other app settings stay.
  expect(localStorage.getItem('reachly.somethingElse')).toBe('kept');
}

const draftKeysInStorage = () => Object.keys(localStorage).filter((k) => k.startsWith('reachly.draft.'));

function expectDrafts() {
  expect(composerDrafts.get('conv-1')).toBe('Half-written reply to Jane');
  expect(composerDrafts.get('conv-1', 'note')).toBe('Prefers calls');
  expect(sharedDrafts.read(DRAFT_SCOPES.listsProfile, 5, z.unknown())).toEqual({ notes: 'Met in Berlin' });
  expect(editorDrafts.load(null)).not.toBeNull();
  expect(editorDrafts.load(42)).not.toBeNull();
}

const expire = () =>
  server.use(
    http.get('*/api/user/me', () =>
      HttpResponse.json({ success: false, message: 'Your session has expired' }, { status: 401 }),
    ),
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  clearJournal();
});
afterEach(() => {
  server.resetHandlers();
  onUnauthorized(undefined);
  closeDrafts();
});

/** The campaign editor's form with its autosave (debounced on fake timers), on the create form. */
function renderEditor() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return renderHook(() => {
    const form = useForm<CampaignFormValues>({ defaultValues: defaultFormValues('li-auto-msg') });
    useDraftAutosave(form, {
      enabled: true,
      baseline: defaultFormValues('li-auto-msg'),
      campaignId: null,
      onDraftChange: () => undefined,
    });
    return form;
  });
}

describe('drafts are kept per account', () => {
  afterEach(() => vi.useRealTimers());

  it('every kind of draft is stored under the signed-in account; with nobody signed in none is read or written', async () => {
    const { store, queryClient } = setup();
    tokenStore.set('stored-token');
    await store.start();
    leaveTraces(queryClient);
    expect(draftKeysInStorage().sort()).toEqual([
      'reachly.draft.1.campaign.42',
      'reachly.draft.1.campaign.new',
      'reachly.draft.1.lists.profile.5',
      'reachly.draft.1.messenger.message.conv-1',
      'reachly.draft.1.messenger.note.conv-1',
    ]);

    closeDrafts();
    expect(composerDrafts.get('conv-1')).toBe('');
    expect(editorDrafts.load(null)).toBeNull();
    composerDrafts.set('conv-2', 'typed while signed out');
    editorDrafts.save(7, defaultFormValues('li-auto-msg'));
    expect(draftKeysInStorage()).toHaveLength(5);
  });

  it('drafts from before (unscoped keys) become the signed-in account’s', async () => {
    localStorage.setItem('reachly.draft.messenger.message.conv-1', 'Old reply');
    localStorage.setItem(
      'reachly.campaignDraft.new',
      JSON.stringify({ version: 1, savedAt: 1, module: 'li-auto-msg', values: { name: 'Old' } }),
    );
    const { store } = setup();
    tokenStore.set('stored-token');
    await store.start();
    expect(composerDrafts.get('conv-1')).toBe('Old reply');
    expect(editorDrafts.load(null)?.values.name).toBe('Old');
    expect(draftKeysInStorage().sort()).toEqual([
      'reachly.draft.1.campaign.new',
      'reachly.draft.1.messenger.message.conv-1',
    ]);
    expect(localStorage.getItem('reachly.campaignDraft.new')).toBeNull();
  });

  it('a 401 keeps the account’s drafts; the same person signing in again finds them', async () => {
    const { store, queryClient } = setup();
    tokenStore.set('stored-token');
    await store.start();
    leaveTraces(queryClient);
    onUnauthorized(() => store.signedOut());
    expire();

    await expect(fetchMe()).rejects.toMatchObject({ status: 401 });

    expect(tokenStore.get()).toBeNull();
    expect(store.getState().accountCheck).toBe('not-run');
    expectNoCacheOrJournal(queryClient);
    expect(composerDrafts.get('conv-1')).toBe(''); // nobody signed in: nothing shown
    expect(draftKeysInStorage()).toHaveLength(5);

    server.resetHandlers();
    tokenStore.set('new-token');
    await store.reloadUser();
    expectDrafts();
  });

  it('another account signing in removes the previous account’s drafts', async () => {
    const first = setup();
    tokenStore.set('stored-token');
    await first.store.start();
    leaveTraces(first.queryClient);
    first.store.signedOut();

    const other = setup({ id: 2, email: 'sam@example.com' });
    await other.store.start();
    expect(draftKeysInStorage()).toEqual([]);
    expect(composerDrafts.get('conv-1')).toBe('');
  });

  it('logout (confirmed in the menu) clears the query cache, the call journal and the drafts', async () => {
    const { store, queryClient, script } = setup();
    tokenStore.set('stored-token');
    await store.start();
    leaveTraces(queryClient);

    await store.logout();

    expect(tokenStore.get()).toBeNull();
    expectNoCacheOrJournal(queryClient);
    expect(draftKeysInStorage()).toEqual([]);
    expect(script.named('logout')).toHaveLength(1);
  });

  it('logout with the editor’s autosave pending leaves no draft, also after the editor unmounts', async () => {
    const { store } = setup();
    tokenStore.set('stored-token');
    await store.start();
    const editor = renderEditor();
    act(() => editor.result.current.setValue('name', 'Typed just before logout'));

    await store.logout();
    editor.unmount(); // the guard navigates away: the unmount used to flush the pending draft
    vi.advanceTimersByTime(1000); // past the debounce

    expect(draftKeysInStorage()).toEqual([]);
  });

  it('a 401 with the editor’s autosave pending writes the draft at once and keeps it', async () => {
    const { store } = setup();
    tokenStore.set('stored-token');
    await store.start();
    const editor = renderEditor();
    act(() => editor.result.current.setValue('name', 'Typed just before the 401'));

    store.signedOut();
    editor.unmount();

    expect(draftKeysInStorage()).toEqual(['reachly.draft.1.campaign.new']);
    tokenStore.set('new-token');
    await store.reloadUser();
    expect(editorDrafts.load(null)?.values.name).toBe('Typed just before the 401');
  });
});

describe('other tabs', () => {
  let followed = () => undefined as unknown;
  afterEach(() => followed());

  it('a logout here is told to the other tabs; a logout there signs this tab out and deletes nothing it did not confirm', async () => {
    const otherTab = new BroadcastChannel('reachly.session');
    const heard: unknown[] = [];
    otherTab.onmessage = (e) => heard.push(e.data);
    try {
      const { store, queryClient } = setup();
      followed = listenToOtherTabs((signal) => store.followOtherTab(signal)); // as App wires it
      tokenStore.set('stored-token');
      await store.start();
      await vi.waitFor(() => expect(heard).toEqual([{ kind: 'signed-in', account: '1' }]));
      leaveTraces(queryClient);

      otherTab.postMessage({ kind: 'signed-out', drafts: 'keep' });
      await vi.waitFor(() => expect(store.getState().accountCheck).toBe('not-run'));
      expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
      expect(draftKeysInStorage()).toHaveLength(5);

      await store.reloadUser();
      await store.logout();
      await vi.waitFor(() => expect(heard).toContainEqual({ kind: 'signed-out', drafts: 'discard' }));
    } finally {
      otherTab.close();
    }
  });

  it('another account signed in there: this tab drops the cache and reads the new account', async () => {
    const otherTab = new BroadcastChannel('reachly.session');
    try {
      const { store, queryClient, fetchUser } = setup();
      followed = listenToOtherTabs((signal) => store.followOtherTab(signal));
      tokenStore.set('stored-token');
      await store.start();
      leaveTraces(queryClient);
      fetchUser.mockResolvedValue({ ...STARTUP_USER, id: 2, email: 'sam@example.com' });

      otherTab.postMessage({ kind: 'signed-in', account: '2' });

      await vi.waitFor(() =>
        expect(queryClient.getQueryData(sessionQueries.me().queryKey)).toMatchObject({ id: 2 }),
      );
      expect(queryClient.getQueryData(['crm', 'contacts'])).toBeUndefined();
      expect(draftKeysInStorage()).toEqual([]);
    } finally {
      otherTab.close();
    }
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
    openDrafts(1);
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
