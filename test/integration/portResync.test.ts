import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver, type QueryClient, type QueryObserverOptions } from '@tanstack/react-query';
import { messengerQueries } from '@/features/messenger/api';
import { DEFAULT_FILTER } from '@/features/messenger/search';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { installBridge } from '@/lib/extension/client';
import { PUSH_COALESCE_MS, PUSHED_ROOTS } from '@/lib/extension/pushInvalidation';
import { clearPushLog, lastResyncSnapshot } from '@/lib/extension/pushLog';
import { syncQueriesWithPort } from '@/lib/extension/portSync';
import { createChromeTransport } from '@/lib/extension/transports/chromeTransport';
import { createQueryClient } from '@/lib/query/client';
import { answerByName, FakeRuntime } from './support/fakeChromeRuntime';

// Issue 49 item 7 (security review NEW-7): pushes sent while the port was down are lost, and the
// messenger does not poll, so a confirmed reconnect refetches what those pushes would have.

describe('a reconnect of the port', () => {
  let runtime: FakeRuntime;
  let client: QueryClient;
  let stops: (() => void)[];

  beforeEach(() => {
    vi.useFakeTimers();
    clearPushLog();
    runtime = new FakeRuntime(answerByName({ fetchConversations: [] }));
    client = createQueryClient();
    stops = [];
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    client.clear();
    installBridge(undefined);
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  /** The app's bridge over a chrome transport without jitter: reconnects 500 ms after a drop, confirmed a second later. */
  const bridge = () => {
    const b = new ExtensionBridge(createChromeTransport({ extensionId: 'ext', runtime, random: () => 0 }));
    installBridge(b);
    return b;
  };
  /** Keeps a query active, as a mounted screen does. */
  const observe = (options: unknown) => {
    const observer = new QueryObserver(client, options as QueryObserverOptions);
    stops.push(observer.subscribe(() => undefined));
  };
  const sentCalls = (name: string) =>
    runtime.sent.filter((s) => (s.message as { name?: string }).name === name).length;

  /** The port open and confirmed, the conversation list shown and fetched once. */
  async function openInbox() {
    stops.push(syncQueriesWithPort(bridge(), client));
    observe(messengerQueries.conversations(DEFAULT_FILTER, ''));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sentCalls('fetchConversations')).toBe(1);
  }

  it('drop, reconnect: the shown conversation list is fetched again exactly once', async () => {
    await openInbox();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the failed attempts

    runtime.port.drop();
    // The first tries fail (the extension is reloading): one drop, several attempts, one resync.
    runtime.failConnects = 2;
    await vi.advanceTimersByTimeAsync(500 + 1000 + 2000);
    expect(sentCalls('fetchConversations')).toBe(1); // not confirmed yet
    await vi.advanceTimersByTimeAsync(1000); // the port stayed open a second: confirmed
    expect(sentCalls('fetchConversations')).toBe(1); // coalesced like pushes
    await vi.advanceTimersByTimeAsync(PUSH_COALESCE_MS);
    expect(sentCalls('fetchConversations')).toBe(2);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(sentCalls('fetchConversations')).toBe(2);
    expect(lastResyncSnapshot()).toEqual({ at: expect.any(Number), roots: PUSHED_ROOTS });
  });

  it('the first connection refetches nothing, and records no resync', async () => {
    await openInbox();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sentCalls('fetchConversations')).toBe(1);
    expect(lastResyncSnapshot()).toBeNull();
  });

  it('a push just after the reconnect costs no second refetch; queries not shown only go stale', async () => {
    await openInbox();
    client.setQueryData(['crm', 'profiles'], []);

    runtime.port.drop();
    await vi.advanceTimersByTimeAsync(1500);
    runtime.port.emit({ type: 'event', data: { name: 'messageRecieved', conversationId: 'c1' } });
    await vi.advanceTimersByTimeAsync(PUSH_COALESCE_MS + 10_000);

    expect(sentCalls('fetchConversations')).toBe(2);
    expect(client.getQueryState(['crm', 'profiles'])?.isInvalidated).toBe(true);
  });

  it('every root a push refreshes is resynced, none other', () => {
    expect([...PUSHED_ROOTS].sort()).toEqual([
      'campaign-detail',
      'campaigns',
      'crm',
      'dashboard',
      'messenger',
      'notifications',
    ]);
  });
});
