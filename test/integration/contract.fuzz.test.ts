import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { QueryClient, type QueryObserverOptions } from '@tanstack/react-query';
import { campaignDetailQueries } from '@/features/campaign-detail/api';
import { campaignEditorQueries } from '@/features/campaign-editor/api';
import { campaignQueries } from '@/features/campaigns/api';
import { crmQueries, DEFAULT_CRM_FILTERS } from '@/features/crm/api';
import { dashboardQueries } from '@/features/dashboard/api';
import { listsQueries } from '@/features/lists/api';
import { messengerQueries } from '@/features/messenger/api';
import { settingsQueries } from '@/features/settings/api';
import { subscriptionQueries } from '@/features/subscriptions/api';
import { toolsQueries } from '@/features/tools/api';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { installBridge } from '@/lib/extension/client';
import { ExtensionError } from '@/lib/extension/errors';
import type { Transport } from '@/lib/extension/transport';
import { ok, type OutgoingMessage } from '@/lib/extension/wire';
import { savedListsQuery } from '@/lib/queries/lists';
import { sessionQueries } from '@/lib/session/api';
import { createSimulatedTransport } from '@/mocks/extension/simulatedTransport';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { buildScenario } from '@/mocks/scenarios';
import { NO_FAULTS } from '@/mocks/world/worldConstants';
import { resetWorldForTests } from '@/mocks/world/store';
import { remoteFunctions } from '@/lib/extension/contract';

// Tolerant replies, property-based: each screen query runs once on the simulated extension to
// record a reply per extension function (valid for its contract schema); fast-check then breaks
// those replies (wrong types, missing fields, nulls, huge strings, deep nesting, garbage) and
// the screen's query runs on them. Every run must end in data or a clear ExtensionError that
// names the function: never a TypeError, RangeError or anything uncaught.

type Options = QueryObserverOptions;
const SCREEN_QUERIES: [string, () => unknown][] = [
  ['campaigns list', () => campaignQueries.list()],
  ['campaigns live', () => campaignQueries.live()],
  ['campaign detail', () => campaignDetailQueries.page({ id: 1, page: 0, size: 10, search: '' })],
  ['saved lists', () => savedListsQuery()],
  ['editor groups', () => campaignEditorQueries.groups()],
  ['editor campaigns', () => campaignEditorQueries.miniCampaigns()],
  ['crm contacts', () => crmQueries.contacts()],
  ['crm loading', () => crmQueries.loading()],
  ['crm industries', () => crmQueries.industries()],
  [
    'crm profiles',
    () =>
      crmQueries.profiles({
        filters: DEFAULT_CRM_FILTERS,
        page: 0,
        size: 10,
        sorting: { field: 'firstName', order: 'ASC' },
      }),
  ],
  ['dashboard stats', () => dashboardQueries.stats('last30')],
  ['dashboard counters', () => dashboardQueries.activeCampaigns()],
  ['dashboard invites', () => dashboardQueries.pendingInvites()],
  [
    'lists profiles',
    () =>
      listsQueries.profiles({
        filters: DEFAULT_CRM_FILTERS,
        page: 0,
        size: 10,
        sorting: { field: 'createdAt', order: 'DESC' },
      }),
  ],
  ['lists tags', () => listsQueries.tags()],
  ['lists saved', () => listsQueries.saved()],
  ['messenger events', () => messengerQueries.events('conv-1')],
  ['messenger tags', () => messengerQueries.tags()],
  [
    'messenger related',
    () =>
      messengerQueries.relatedEvents({
        id: 1,
        profileId: 'p-1',
        firstName: '',
        lastName: '',
        tags: [],
        hidden: false,
      }),
  ],
  ['messenger canned', () => messengerQueries.cannedResponses()],
  ['settings', () => settingsQueries.userSettings()],
  ['subscription plans', () => subscriptionQueries.plans()],
  ['active plan', () => subscriptionQueries.activePlan()],
  ['withdrawal', () => toolsQueries.withdrawal()],
  ['tasks', () => sessionQueries.tasks()],
];
const INFINITE_QUERIES: [string, () => unknown][] = [
  [
    'messenger conversations',
    () => messengerQueries.conversations({ type: 'linkedin', linkedin: 'all' }, ''),
  ],
];

const nameOf = (m: OutgoingMessage) => (m.type === 'cmd' ? m.cmd : m.name);

/** Nested arrays and objects `depth` levels deep. */
const nest = (depth: number): unknown => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { v };
  return v;
};

const malformedValue = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.constant('x'.repeat(200_000)),
  fc.integer({ min: 50, max: 3000 }).map(nest),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.anything({ maxDepth: 3 }),
);

/** Every path into a value (objects and arrays), the root first; at most `limit`. */
function pathsOf(value: unknown, limit = 400): (string | number)[][] {
  const out: (string | number)[][] = [[]];
  const walk = (v: unknown, path: (string | number)[]) => {
    if (out.length >= limit || v === null || typeof v !== 'object') return;
    const entries = Array.isArray(v) ? v.slice(0, 5).map((x, i) => [i, x] as const) : Object.entries(v);
    for (const [k, child] of entries) {
      if (out.length >= limit) return;
      out.push([...path, k]);
      walk(child, [...path, k]);
    }
  };
  walk(value, []);
  return out;
}

/** A copy of `value` with the thing at `path` replaced by `next`, or removed. */
function mutate(value: unknown, path: (string | number)[], next: unknown, remove: boolean): unknown {
  if (!path.length) return next;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(at)) at.splice(Number(last), 1);
    else delete at[last];
  } else at[last] = next;
  return copy;
}

/** Replies recorded from the simulated extension, per function. */
const baseline = new Map<string, unknown>();
/** What the fuzzing transport answers: the recorded reply, broken by the current run. */
let breakReply: (name: string, reply: unknown) => unknown = (_n, r) => r;

const fetchOnce = async (options: unknown, infinite: boolean) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  try {
    if (infinite) return await client.fetchInfiniteQuery(options as never);
    return await client.fetchQuery(options as Options as never);
  } finally {
    client.clear();
  }
};

describe('tolerant replies (fast-check)', () => {
  beforeAll(async () => {
    resetWorldForTests(buildScenario('default'));
    const simulated = createSimulatedTransport({
      implementation: simulatedExtension,
      faults: () => NO_FAULTS,
      installed: () => true,
    });
    const recording: Transport = {
      kind: 'simulated',
      send: async (message, timeoutMs) => {
        const reply = await simulated.send(message, timeoutMs);
        const envelope = reply as { ok?: boolean; result?: unknown };
        if (envelope.ok && !baseline.has(nameOf(message))) baseline.set(nameOf(message), envelope.result);
        return reply;
      },
      listen: () => () => undefined,
    };
    installBridge(new ExtensionBridge(recording));
    for (const [, options] of [...SCREEN_QUERIES, ...INFINITE_QUERIES])
      await fetchOnce(
        options(),
        INFINITE_QUERIES.some(([, o]) => o === options),
      ).catch(() => undefined);

    const fuzzing: Transport = {
      kind: 'simulated',
      send: async (message) => {
        const name = nameOf(message);
        return ok(breakReply(name, baseline.get(name)));
      },
      listen: () => () => undefined,
    };
    installBridge(new ExtensionBridge(fuzzing, 1000));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => {
    installBridge(undefined);
    vi.restoreAllMocks();
  });

  it('recorded a reply for the functions the screens call', () => {
    expect([...baseline.keys()]).toEqual(
      expect.arrayContaining([
        'getCampaigns',
        'getCampaignData',
        'getProfiles',
        'fetchConversations',
        'getEvents',
      ]),
    );
  });

  const expectDataOrClearError = async (label: string, options: unknown, infinite: boolean) => {
    const outcome = await fetchOnce(options, infinite).then(
      () => 'data',
      (e: unknown) => e,
    );
    if (outcome === 'data') return;
    expect(outcome, `${label}: ${String(outcome)}`).toBeInstanceOf(ExtensionError);
    const error = outcome as ExtensionError;
    expect(['malformed', 'remote']).toContain(error.kind);
    expect(error.message).toContain(error.fn);
  };

  for (const [label, options] of [...SCREEN_QUERIES, ...INFINITE_QUERIES]) {
    const infinite = INFINITE_QUERIES.some(([l]) => l === label);
    it(`${label}: a broken reply gives data or a clear error`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(), malformedValue, fc.boolean(), async (pick, next, remove) => {
          breakReply = (_name, reply) => {
            const paths = pathsOf(reply);
            return mutate(reply, paths[pick % paths.length]!, next, remove);
          };
          await expectDataOrClearError(label, options(), infinite);
        }),
        { numRuns: 12 },
      );
    });
  }

  it('one bad item leaves the rest of a list: a campaign list with one broken campaign', async () => {
    breakReply = (name, reply) =>
      name === 'getCampaigns' ? mutate(reply, ['result', 0, 'status'], 42, false) : reply;
    const campaigns = (await fetchOnce(campaignQueries.list(), false)) as { id: number }[];
    const recorded = (baseline.get('getCampaigns') as { result: unknown[] }).result;
    expect(campaigns).toHaveLength(recorded.length - 1);
  });

  it('an unknown queue status or event name parses into an unknown value', async () => {
    breakReply = (name, reply) => {
      if (name === 'getCampaignData') return mutate(reply, ['items', 0, 'status'], 9, false);
      if (name === 'getEvents') return mutate(reply, [0, 'name'], 'somethingNew', false);
      return reply;
    };
    const page = (await fetchOnce(
      campaignDetailQueries.page({ id: 1, page: 0, size: 10, search: '' }),
      false,
    )) as { items: { status: number }[] };
    expect(page.items[0]!.status).toBe(-1);
    const { callRemote } = await import('@/lib/extension/client');
    const events = await callRemote(remoteFunctions, 'getEvents', {});
    expect(events[0]!.name).toBe('unknown');
  });
});
