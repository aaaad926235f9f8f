import { hashKey, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { EXTENSION_UPDATES } from '@/lib/constants';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { installBridge } from '@/lib/extension/client';
import { createReplayTransport, REPLAY_WRITE_BLOCKED } from '@/lib/extension/transports/replayTransport';
import { setHttpReplay, type HttpReplay } from '@/lib/http/client';
import type { JournalEntry } from '@/lib/journal';
import { createQueryClient } from '@/lib/query/client';
import type { Snapshot } from '@/lib/query/snapshot';
import { keepSessionInCache, sessionQueries } from '@/lib/session/api';
import { tokenStore } from '@/lib/storage';
import type { AppServices } from '../App';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** HTTP reads answer from the journal (same method and path, latest successful reply); writes are refused. */
export function journalHttpReplay(journal: readonly JournalEntry[]): HttpReplay {
  return ({ method, path }) => {
    const name = `${method.toUpperCase()} /${path}`;
    if (method.toUpperCase() !== 'GET') return json(409, { success: false, message: REPLAY_WRITE_BLOCKED });
    const entry = journal.filter((e) => e.channel === 'http' && e.ok && !e.cut && e.name === name).at(-1);
    if (!entry) return json(404, { success: false, message: `The snapshot holds no reply to ${name}` });
    return json(200, entry.result);
  };
}

/**
 * The journal keeps only the last 500 calls, so the start-up's own calls may have scrolled out of
 * a long session. Rebuild those from the recorded cache (the session's user, plan settings and the
 * extension's data), placed before the journal so any recorded reply wins.
 */
export function startupFallbacks(snapshot: Snapshot, queryClient: QueryClient): JournalEntry[] {
  const out: JournalEntry[] = [];
  const has = (name: string) => snapshot.journal.some((e) => e.ok && !e.cut && e.name === name);
  const add = (channel: JournalEntry['channel'], name: string, result: unknown) => {
    if (!has(name))
      out.push({
        at: snapshot.createdAt,
        channel,
        name,
        args: channel === 'rpc' ? [] : channel === 'cmd' ? {} : null,
        ms: 0,
        ok: true,
        result,
      });
  };
  const data = queryClient.getQueryData(sessionQueries.extensionData().queryKey);
  const user = queryClient.getQueryData(sessionQueries.me().queryKey);
  const planSettings = queryClient.getQueryData(sessionQueries.planSettings().queryKey);
  if (data) {
    add('rpc', 'getExtensionManifestVersion', EXTENSION_UPDATES[0].version);
    add('cmd', 'getData', data);
  }
  if (user) {
    add('http', 'GET /user/me', { success: true, result: user });
    if (user.linkedinAccount) add('rpc', 'checkAccount', { ok: true });
  }
  add('http', 'GET /app/option?keys=planSettings', {
    success: true,
    result: { planSettings: planSettings ?? null },
  });
  return out;
}

/**
 * Everything the App needs to run on a snapshot: a cache hydrated with the recorded queries, a
 * bridge over the replay transport, HTTP answered from the journal. Only the recorded queries are
 * hydrated (never mutations), each under a hash computed here from its key.
 */
export function startReplay(snapshot: Snapshot): AppServices {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, staleTime: Infinity, retry: false },
  });
  keepSessionInCache(queryClient); // the recorded user and extension data stay as long as the replay
  const queries = snapshot.queries.queries.map((q) => ({ ...q, queryHash: hashKey(q.queryKey) }));
  hydrate(queryClient, { queries, mutations: [] } as unknown as DehydratedState);

  const journal = [...startupFallbacks(snapshot, queryClient), ...snapshot.journal];
  const bridge = new ExtensionBridge(createReplayTransport(journal));
  installBridge(bridge);
  setHttpReplay(journalHttpReplay(journal));

  // Storage is the replay's own (isolateStorageForReplay): this stand-in never reaches the person's token.
  if (queryClient.getQueryData(sessionQueries.me().queryKey)) tokenStore.set('replay');
  else tokenStore.clear();

  // Open the page the snapshot was recorded on.
  // A path of this site only (not `//other.host`).
  if (/^\/(?![/\\])/.test(snapshot.route)) window.history.replaceState(null, '', snapshot.route);

  return { queryClient, bridge, hasExtensionId: true };
}
