import type { Query, QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../query/keys';
import { pushName } from './pushLog';
import type { PushMessage } from './wire';

const CAMPAIGN_EVENTS = [
  'connectionRequestSent',
  'profileViewed',
  'messageSent',
  'ilike',
  'ishare',
  'icomment',
];
const MESSAGE_EVENTS = ['messageRecieved', 'messageReceived', 'messageSeen'];

/** Pushes arriving within this window cost one invalidation per query root. */
export const PUSH_COALESCE_MS = 250;

/** The one table from what the extension pushes (an event's name, or `eventsUpdated`) to the query roots it makes stale. */
const PUSH_TABLE: readonly { names: readonly string[]; roots: readonly string[] }[] = [
  { names: ['eventsUpdated'], roots: [QUERY_ROOTS.dashboard, QUERY_ROOTS.notifications] },
  {
    names: MESSAGE_EVENTS,
    roots: [QUERY_ROOTS.messenger, QUERY_ROOTS.dashboard, QUERY_ROOTS.notifications],
  },
  { names: ['newConnection'], roots: [QUERY_ROOTS.crm, QUERY_ROOTS.dashboard, QUERY_ROOTS.notifications] },
  { names: ['connectionRemoved'], roots: [QUERY_ROOTS.crm] },
  { names: CAMPAIGN_EVENTS, roots: [QUERY_ROOTS.campaigns, QUERY_ROOTS.campaignDetail] },
];

/** Every root some push refreshes: what pushes missed while the port was down may have left stale. */
export const PUSHED_ROOTS: readonly string[] = [...new Set(PUSH_TABLE.flatMap((row) => row.roots))];

/** The one mapping from what the extension pushes to which queries go stale. */
export function queryRootsForPush(push: PushMessage): string[] {
  const name = pushName(push);
  return [...(PUSH_TABLE.find((row) => row.names.includes(name))?.roots ?? [])];
}

/**
 * Roots a screen patches in place from the push itself (the messenger appends a new message and
 * moves its conversation up): their queries go stale for the next visit but are not refetched.
 */
export function patchedRootsForPush(push: PushMessage): string[] {
  if ('cmd' in push) return [];
  return MESSAGE_EVENTS.includes(push.data.name) ? [QUERY_ROOTS.messenger] : [];
}

const pollInterval = (query: Query, interval: unknown): number | false | undefined => {
  const value: unknown =
    typeof interval === 'function' ? (interval as (q: Query) => unknown)(query) : interval;
  return typeof value === 'number' ? value : false;
};

/** An active observer polls it: it is fresh within its interval without any push. */
export function isPolled(query: Query): boolean {
  return query.observers.some((o) => {
    const ms = pollInterval(query, o.options.refetchInterval);
    return typeof ms === 'number' && ms > 0 && o.options.enabled !== false;
  });
}

/** A query another one patches says so in its meta (`pushRefetch: false`): a push only marks it stale. */
const isPatchedElsewhere = (query: Query) => query.meta?.pushRefetch === false;

/**
 * Marks a root's queries stale and refetches the active ones that nothing else keeps fresh,
 * without cancelling calls in flight. Polled queries are left alone: invalidating one restarts
 * its interval timer, so a push every 4 s would stretch a 3 s poll to 4 s. While a mutation of
 * the same root runs (a bulk remove), its own settle refetches once: pushes only mark stale.
 */
export async function invalidateRoot(client: QueryClient, root: string, refetch: boolean): Promise<void> {
  await client.invalidateQueries({ queryKey: [root], refetchType: 'none', predicate: (q) => !isPolled(q) });
  if (!refetch || client.isMutating({ mutationKey: [root] }) > 0) return;
  await client.refetchQueries(
    { queryKey: [root], type: 'active', predicate: (q) => !isPolled(q) && !isPatchedElsewhere(q) },
    { cancelRefetch: false },
  );
}

/** One push at once, no coalescing (tests and one-off callers). */
export function invalidateForPush(queryClient: QueryClient, push: PushMessage): void {
  const patched = patchedRootsForPush(push);
  for (const root of queryRootsForPush(push))
    void invalidateRoot(queryClient, root, !patched.includes(root)).catch(() => undefined);
}

export interface PushInvalidator {
  handle(push: PushMessage): void;
  /**
   * After the port came back: every root a push refreshes goes stale once, its active queries
   * refetched (what was patched from pushes missed the pushes). Coalesced with pushes like one.
   * Returns the roots.
   */
  resync(): readonly string[];
  /** Applies what is pending now (tests, page hide). */
  flush(): void;
  dispose(): void;
}

/**
 * Collects pushes for `windowMs` from the first one, then invalidates each root once. A root is
 * refetched when any push in the window needs it refetched (not only patched).
 */
export function createPushInvalidator(client: QueryClient, windowMs = PUSH_COALESCE_MS): PushInvalidator {
  const pending = new Map<string, boolean>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const roots = [...pending];
    pending.clear();
    for (const [root, refetch] of roots) void invalidateRoot(client, root, refetch).catch(() => undefined);
  };
  const mark = (roots: readonly string[], patched: readonly string[]) => {
    for (const root of roots) {
      // A push caused by a mutation of the root (a bulk remove) is covered by that mutation's own refetch.
      const refetch = !patched.includes(root) && client.isMutating({ mutationKey: [root] }) === 0;
      pending.set(root, (pending.get(root) ?? false) || refetch);
    }
    if (pending.size && !timer) timer = setTimeout(flush, windowMs);
  };
  return {
    handle(push) {
      mark(queryRootsForPush(push), patchedRootsForPush(push));
    },
    resync() {
      mark(PUSHED_ROOTS, []);
      return PUSHED_ROOTS;
    },
    flush,
    dispose() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
