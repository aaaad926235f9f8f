import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { snapshotAddress } from '@/app/replay/ReplayLoader';
import { isolateStorageForReplay } from '@/app/replay/replayStorage';
import { listenToOtherTabs, tellOtherTabs } from '@/lib/session/otherTabs';
import { startReplay } from '@/app/replay/replaySession';
import { buildSnapshot, MAX_SNAPSHOT_BYTES, parseSnapshot, SNAPSHOT_TOO_LARGE } from '@/lib/query/snapshot';
import { tokenStore } from '@/lib/storage';

const PAGE = new URL('http://127.0.0.1:4332/?snapshot=x');

function goodSnapshot(): Record<string, unknown> {
  const client = new QueryClient();
  client.setQueryData(['campaigns', 'list'], [{ id: 1, status: 'Running' }]);
  return JSON.parse(JSON.stringify(buildSnapshot(client, { redact: true, route: '/campaigns', mode: 'm' })));
}
const withQueries = (queries: unknown[], mutations: unknown[] = []) => {
  const s = goodSnapshot();
  return JSON.stringify({ ...s, queries: { queries, mutations } });
};
const query = (over: Record<string, unknown> = {}) => ({
  queryKey: ['campaigns', 'list'],
  queryHash: '["campaigns","list"]',
  state: { data: [], dataUpdatedAt: 1, status: 'success', error: null },
  ...over,
});

describe('?snapshot=<url> is same-origin only', () => {
  it('accepts a path or an address on this site', () => {
    expect(snapshotAddress('/support/s.json', PAGE).href).toBe('http://127.0.0.1:4332/support/s.json');
    expect(snapshotAddress('s.json', PAGE).pathname).toBe('/s.json');
    expect(snapshotAddress('http://127.0.0.1:4332/a.json', PAGE).pathname).toBe('/a.json');
  });

  it.each([
    'https://evil.example/s.json',
    '//evil.example/s.json',
    'http://127.0.0.1:9999/s.json',
    'https://127.0.0.1:4332/s.json',
    'http://127.0.0.1.evil.example:4332/s.json',
    'javascript:alert(1)',
    'data:application/json,{}',
    'blob:http://evil.example/1',
    'http://[::1', // not an address at all
  ])('refuses %s', (raw) => {
    expect(() => snapshotAddress(raw, PAGE)).toThrow(/only from this site|not an address/);
  });
});

describe('snapshot files are capped and their queries validated', () => {
  it('refuses a file over 20 MB before parsing it', () => {
    expect(MAX_SNAPSHOT_BYTES).toBe(20 * 1024 * 1024);
    const huge = `{"format":"query-snapshot","pad":"${'x'.repeat(MAX_SNAPSHOT_BYTES)}"}`;
    expect(parseSnapshot(huge)).toEqual({ ok: false, error: SNAPSHOT_TOO_LARGE });
  });

  it('accepts what recording writes', () => {
    expect(parseSnapshot(withQueries([query()]))).toMatchObject({ ok: true });
  });

  it.each([
    [
      'a key outside the app',
      query({ queryKey: ['__proto__', 'x'] }),
      /queries\.queries\.1\.queryKey: not a query of this app/,
    ],
    ['an empty key', query({ queryKey: [] }), /queryKey/],
    ['a key that is not a list', query({ queryKey: 'campaigns' }), /queryKey/],
    ['a failed query', query({ state: { data: null, dataUpdatedAt: 1, status: 'error' } }), /status/],
    ['a pending query', query({ state: { data: [], dataUpdatedAt: 1, status: 'pending' } }), /status/],
    ['no state', { queryKey: ['campaigns'] }, /state/],
  ])('refuses %s', (_what, bad, path) => {
    const parsed = parseSnapshot(withQueries([query(), bad]));
    expect(parsed).toMatchObject({ ok: false, error: expect.stringMatching(path) });
  });

  it('drops what replay must not resume: promises, meta and recorded mutations', () => {
    const parsed = parseSnapshot(
      withQueries(
        [query({ promise: { then: 'x' }, meta: { evil: true } })],
        [{ mutationKey: ['x'], state: { isPaused: true, variables: { to: 'someone' } } }],
      ),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.snapshot.queries.queries[0]).not.toHaveProperty('promise');
    expect(parsed.snapshot.queries.queries[0]).not.toHaveProperty('meta');
    const services = startReplay(parsed.snapshot);
    expect(services.queryClient.getMutationCache().getAll()).toEqual([]);
    expect(services.queryClient.getQueryData(['campaigns', 'list'])).toEqual([]);
  });

  it('files a query under the hash of its key, whatever hash the file claims', () => {
    const parsed = parseSnapshot(withQueries([query({ queryHash: '["session","me"]' })]));
    if (!parsed.ok) throw new Error(parsed.error);
    const client = startReplay(parsed.snapshot).queryClient;
    expect(client.getQueryData(['session', 'me'])).toBeUndefined();
    expect(client.getQueryData(['campaigns', 'list'])).toEqual([]);
  });
});

describe('replay runs in its own storage namespace', () => {
  const saved = {
    localStorage: Object.getOwnPropertyDescriptor(window, 'localStorage'),
    sessionStorage: Object.getOwnPropertyDescriptor(window, 'sessionStorage'),
  };
  afterEach(() => {
    for (const [name, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(window, name, descriptor);
      else delete (window as unknown as Record<string, unknown>)[name];
    }
    localStorage.clear();
  });

  it("never reads or overwrites the support person's own token or drafts", () => {
    const realLocal = window.localStorage;
    const realSession = window.sessionStorage;
    realLocal.setItem('reachly.token', 'support-persons-own-token');
    realLocal.setItem('reachly.draft.c1', 'my own draft');
    isolateStorageForReplay();

    expect(tokenStore.get()).toBeNull();
    const client = new QueryClient();
    client.setQueryData(['session', 'me'], { id: 1 });
    const snapshot = JSON.parse(
      JSON.stringify(buildSnapshot(client, { redact: true, route: '/', mode: 'm' })),
    );
    startReplay(snapshot);
    expect(tokenStore.get()).toBe('replay');
    localStorage.setItem('reachly.draft.c1', 'typed while replaying');
    sessionStorage.setItem('reachly.payment', 'x');
    tokenStore.clear();
    window.dispatchEvent(new Event('pagehide'));

    expect(realLocal.getItem('reachly.token')).toBe('support-persons-own-token');
    expect(realLocal.getItem('reachly.draft.c1')).toBe('my own draft');
    expect(realSession.getItem('reachly.payment')).toBeNull();
  });

  it("neither tells the person's other tabs of the replayed session nor follows theirs", async () => {
    const personsTab = new BroadcastChannel('reachly.session');
    const told: unknown[] = [];
    personsTab.onmessage = (e) => told.push(e.data);
    const heard = vi.fn();
    try {
      isolateStorageForReplay();
      const stop = listenToOtherTabs(heard);
      tellOtherTabs({ kind: 'signed-in', account: '1' });
      personsTab.postMessage({ kind: 'signed-out', drafts: 'discard' });
      // A message posted after both would arrive after them: when it is in, they would have been too.
      const probe = new BroadcastChannel('reachly.session');
      const arrived = new Promise((resolve) => (probe.onmessage = resolve));
      personsTab.postMessage({ kind: 'probe' });
      await arrived;
      probe.close();
      stop();
      expect(told).toEqual([]);
      expect(heard).not.toHaveBeenCalled();
    } finally {
      personsTab.close();
    }
  });
});
