import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtensionBridge } from '@/lib/extension/bridge';
import {
  commands,
  remoteFunctions,
  type CommandFields,
  type CommandName,
  type RemoteArgs,
  type RemoteName,
} from '@/lib/extension/contract';
import { ExtensionError } from '@/lib/extension/errors';
import type { PortStatus } from '@/lib/extension/transport';
import type { PushMessage } from '@/lib/extension/wire';
import { clearJournal, JOURNAL_ENTRY_MAX_CHARS, journalEntries } from '@/lib/journal';
import { createSimulatedTransport } from '@/mocks/extension/simulatedTransport';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { pushEvent, pushEventsUpdated } from '@/mocks/extension/pushes';
import { buildScenario } from '@/mocks/scenarios';
import { NO_FAULTS } from '@/mocks/world/worldConstants';
import { resetWorldForTests, world } from '@/mocks/world/store';
import type { FaultSettings, World } from '@/mocks/world/types';

/** Sensible arguments for every remote function that takes any, read from the default world. */
type SampleArgs = { [N in RemoteName]?: (w: World) => RemoteArgs<N> };

const conversation = (w: World) => w.conversations[0]!;
const participant = (w: World) => {
  const c = w.conversations.find((x) =>
    x.participants.some((p) => w.profiles.some((pr) => pr.profileId === p.profileId)),
  );
  return (
    (c ?? conversation(w)).participants.find((p) => w.profiles.some((pr) => pr.profileId === p.profileId)) ??
    conversation(w).participants[0]!
  );
};
const profile = (w: World) => w.profiles[0]!;
const plan = (w: World) =>
  w.plans.find((p) => p.airwallexProductId && p.airwallexPriceId && p.stripeProductId)!;
const campaignWithQueue = (w: World) => w.campaigns.find((c) => (w.queues[String(c.id)] ?? []).length > 0)!;
const queueItem = (w: World) => w.queues[String(campaignWithQueue(w).id)]![0]!;
const profileArg = (w: World) => ({ ...profile(w), events: undefined });

const SAMPLE_ARGS: SampleArgs = {
  autoSetUserPerDayLimit: () => [10],
  getEvents: () => [{}],
  'subscriptions.initiateAirwallexCheckout': (w) => [{ plan: plan(w) }],
  'subscriptions.initiateStripeCheckout': (w) => [{ planStripeProductId: plan(w).stripeProductId! }],
  'subscriptions.fetchSubscriptionPlanByAirwallexProductId': (w) => [
    { airwallexProductId: plan(w).airwallexProductId! },
  ],
  'subscriptions.initiateSubscription': (w) => [
    { airwallexProductId: plan(w).airwallexProductId!, airwallexPriceId: plan(w).airwallexPriceId! },
  ],
  'subscriptions.fetchSubscriptionPlanByStripeProductId': (w) => [
    { planStripeProductId: plan(w).stripeProductId! },
  ],
  manageCampaign: (w) => [{ action: 'stop', campaignId: w.campaigns[0]!.id }],
  getCampaigns: () => [{ search: '' }],
  'db.campaigns.get': (w) => [w.campaigns[0]!.id],
  addCampaign: () => [
    { data: { name: 'Integration test campaign', module: 'li-auto-view', options: { perDay: 10 } } },
  ],
  updateCampaign: (w) => [{ data: { name: 'Renamed' }, campaignId: w.campaigns[0]!.id }],
  updateData: (w) => [{ campaignId: w.campaigns[0]!.id, options: { perDay: 5 } }],
  getCampaignData: (w) => [{ id: campaignWithQueue(w).id, page: 0, size: 10 }],
  searchCampaignData: (w) => [{ campaignId: campaignWithQueue(w).id, search: 'a' }],
  removeCampaignQueueItem: (w) => [{ id: queueItem(w).id, campaignId: campaignWithQueue(w).id }],
  resetFailed: (w) => [{ id: campaignWithQueue(w).id }],
  importCampaignMembers: (w) => [campaignWithQueue(w).id, [{ id: queueItem(w).id, status: 0 }]],
  updateMember: (w) => [{ id: profile(w).id, tags: ['vip'] }],
  searchMyConnections: () => ['a'],
  searchConversations: () => ['a'],
  fetchConversations: () => [{ filter: { type: 'linkedin', linkedin: 'all' } }],
  fetchEvents: (w) => [{ conversationId: conversation(w).id }],
  updateConversationTags: (w) => [
    {
      participants: conversation(w).participants.map((p) => p.profileId),
      id: conversation(w).id,
      tags: ['hot'],
    },
  ],
  getUserProfileForMessenger: (w) => [participant(w)],
  getRelatedEvents: (w) => [profile(w), ['messageSent', 'connectionRequestSent']],
  'db.profiles.get': (w) => [profile(w).id],
  updateProfile: (w) => [profile(w).id, { notes: 'Met at a conference', tags: ['vip'] }],
  markConversationAsRead: (w) => [conversation(w).id],
  getPresenceStatus: (w) => [conversation(w).participants.map((p) => p.profileId)],
  getConversationsFromCampaigns: (w) => [[w.campaigns[0]!.id], [conversation(w)]],
  deleteConversations: (w) => [[conversation(w).id]],
  archiveConversations: (w) => [[conversation(w).id]],
  unarchiveConversations: (w) => [[conversation(w).id]],
  toggleConversationReadStatus: (w) => [{ ids: [conversation(w).id], read: true }],
  updateConversationValue: (w) => [[conversation(w).id], { archived: true }],
  resyncConversation: (w) => [conversation(w).id],
  sendLinkedinMessage: (w) => [
    { profileId: participant(w).profileId, message: 'Hello there', conversationId: conversation(w).id },
  ],
  uploadFileToLinkedin: () => [{ size: 3, name: 'notes.txt', type: 'text/plain', data: 'YWJj' }],
  processTemplate: () => ['Hi {FIRST_NAME} at {COMPANY_NAME}', { firstName: 'Alex', companyName: 'Acme' }],
  saveListItem: () => [
    { listType: 'messages', item: { name: 'New template', data: { message: 'Hi {FIRST_NAME}' } } },
  ],
  removeListItem: () => [{ listType: 'messages', id: 1 }],
  getData: () => ['lists'],
  addTagsToProfiles: (w) => [{ profiles: [profile(w).id], tags: ['vip'] }],
  removeTagsFromProfiles: (w) => [{ profiles: [profile(w).id], tags: ['vip'] }],
  getProfiles: () => [
    { filters: {}, page: { current: 1, size: 10 }, sorting: { field: 'createdAt', order: 'DESC' } },
  ],
  bulkUpdateProfiles: (w) => [{ ids: [profile(w).id], updates: { hidden: true } }],
  downloadProfiles: () => [{ filters: { search: 'a' } }],
  removeConnections: (w) => [{ ids: [profile(w).id] }],
  getAdvancedUserInfo: (w) => [profileArg(w)],
  sendUserConnection: (w) => [profileArg(w)],
  setUserPerDayLimit: () => [20],
  updateUserSettings: () => [
    { show_notifications: false, newMessageNotificationEnabled: true, cacheExpiry: 14 },
  ],
  restoreData: () => [JSON.stringify({ format: 'reachly-backup', version: 1, campaigns: [] })],
  eval: () => ['1 + 1'],
  'taskManager.updateTaskOptions': () => ['syncConnections', { enabled: true }],
  'taskManager.getTaskOptions': () => ['syncConnections'],
  'Uninviter.start': () => [{ days: 30, delay: [4, 12] }],
};

const SAMPLE_FIELDS: { [C in CommandName]: (w: World) => CommandFields<C> } = {
  login: () => ({ token: 'demo-token', route: '/' }),
  logout: () => ({}),
  getUser: () => ({}),
  getData: () => ({}),
  assignAccount: (w) => ({ data: w.extension.currentLinkedinUser! }),
};

// Generating the world once keeps 80 calls fast; every test gets its own copy.
const defaultWorld = buildScenario('default');
let faults: FaultSettings = { ...NO_FAULTS };
let installed = true;

function makeBridge(timeoutMs?: number, random?: () => number) {
  const transport = createSimulatedTransport({
    implementation: simulatedExtension,
    faults: () => faults,
    installed: () => installed,
    random,
  });
  return new ExtensionBridge(transport, timeoutMs);
}

beforeEach(() => {
  resetWorldForTests(structuredClone(defaultWorld));
  faults = { ...NO_FAULTS };
  installed = true;
  clearJournal();
});
afterEach(() => vi.useRealTimers());

describe('the simulated extension through the real bridge', () => {
  const names = Object.keys(remoteFunctions) as RemoteName[];

  it('the default world has what the sample arguments need', () => {
    const w = world();
    expect(plan(w)).toBeDefined();
    expect(campaignWithQueue(w)).toBeDefined();
    expect(w.conversations.length).toBeGreaterThan(0);
    expect(w.profiles.length).toBeGreaterThan(0);
  });

  it.each(names)('%s answers a reply that passes its schema', async (name) => {
    const sample = SAMPLE_ARGS[name] as ((w: World) => unknown[]) | undefined;
    const args = sample ? sample(world()) : [];
    const checked = remoteFunctions[name].args.safeParse(args);
    expect(checked.success, `no valid sample arguments for ${name}: add it to SAMPLE_ARGS`).toBe(true);

    const bridge = makeBridge();
    const call = bridge.call.bind(bridge) as (
      remotes: typeof remoteFunctions,
      n: RemoteName,
      ...a: unknown[]
    ) => Promise<unknown>;
    const reply = await call(remoteFunctions, name, ...args);

    // The bridge parsed the reply against the function's schema (a failure would have thrown, naming the field).
    const entry = journalEntries().at(-1);
    expect(entry).toMatchObject({ channel: 'rpc', name, ok: true });
    // The journal leaves out replies too long to keep (a backup, a year of events).
    if (entry?.cut) expect(JSON.stringify(reply).length).toBeGreaterThan(JOURNAL_ENTRY_MAX_CHARS / 2);
    else expect(reply).toEqual(entry?.result);
  });

  it.each(Object.keys(commands) as CommandName[])(
    'command %s answers a reply that passes its schema',
    async (cmd) => {
      const fields = (SAMPLE_FIELDS[cmd] as (w: World) => object)(world());
      const bridge = makeBridge();
      const command = bridge.command.bind(bridge) as (c: CommandName, f: object) => Promise<unknown>;

      await expect(command(cmd, fields)).resolves.toBeDefined();
      expect(journalEntries().at(-1)).toMatchObject({ channel: 'cmd', name: cmd, ok: true });
    },
  );

  it('answers reads from the world and remembers writes', async () => {
    const bridge = makeBridge();
    const before = await bridge.call(remoteFunctions, 'getCountOfActiveCampaigns');
    const running = world().campaigns.find((c) => c.status === 'Running')!;

    await bridge.call(remoteFunctions, 'manageCampaign', { action: 'stop', campaignId: running.id });

    await expect(bridge.call(remoteFunctions, 'getCountOfActiveCampaigns')).resolves.toBe(before - 1);
    await expect(bridge.call(remoteFunctions, 'db.campaigns.get', running.id)).resolves.toMatchObject({
      status: 'Stopped',
    });
  });

  it('reports a not-found as a remote error with its code', async () => {
    const error = await makeBridge()
      .call(remoteFunctions, 'getCampaignData', { id: 999_999 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExtensionError);
    expect(error).toMatchObject({
      kind: 'remote',
      fn: 'getCampaignData',
      code: 404,
      message: 'Campaign 999999 was not found',
    });
  });

  it('delivers port pushes to bridge listeners', () => {
    const bridge = makeBridge();
    const pushes: PushMessage[] = [];
    const off = bridge.onPush((p) => pushes.push(p));

    pushEvent('messageRecieved', { conversationId: 'c-1' });
    pushEventsUpdated();
    off();
    pushEventsUpdated();

    expect(pushes).toEqual([
      { type: 'event', data: { conversationId: 'c-1', name: 'messageRecieved' } },
      { cmd: 'eventsUpdated' },
    ]);
  });
});

describe('faults', () => {
  it('error rate 1: every call fails with a remote error', async () => {
    faults = { ...NO_FAULTS, errorRate: 1 };
    const bridge = makeBridge();

    const error = await bridge.call(remoteFunctions, 'getTasks').catch((e: unknown) => e);
    const command = await bridge.command('getData', {}).catch((e: unknown) => e);

    expect(error).toMatchObject({
      kind: 'remote',
      fn: 'getTasks',
      code: 'simulated_fault',
      message: 'Simulated failure of getTasks',
    });
    expect(command).toMatchObject({ kind: 'remote', fn: 'getData', code: 'simulated_fault' });
  });

  it('error rate 0.5 fails about the calls the random source picks', async () => {
    faults = { ...NO_FAULTS, errorRate: 0.5 };
    const rolls = [0.1, 0.9, 0.4, 0.6];
    const bridge = makeBridge(undefined, () => rolls.shift() ?? 0.9);

    const outcomes = await Promise.all(
      [0, 1, 2, 3].map(() =>
        bridge.call(remoteFunctions, 'getTasks').then(
          () => 'ok',
          () => 'failed',
        ),
      ),
    );

    expect(outcomes).toEqual(['failed', 'ok', 'failed', 'ok']);
  });

  it('drop rate 1: calls are never answered and time out', async () => {
    vi.useFakeTimers();
    faults = { ...NO_FAULTS, dropRate: 1 };
    const bridge = makeBridge(5000);

    const pending = bridge.call(remoteFunctions, 'getCountOfConnections').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);

    expect(await pending).toMatchObject({ kind: 'timeout', fn: 'getCountOfConnections' });
  });

  it('latency delays every answer by the set time', async () => {
    vi.useFakeTimers();
    faults = { ...NO_FAULTS, latencyMs: 300 };
    const bridge = makeBridge();
    let answer: unknown;
    void bridge.call(remoteFunctions, 'getExtensionManifestVersion').then((v) => (answer = v));

    await vi.advanceTimersByTimeAsync(299);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe('5.4.1');
  });

  it('latency beyond the timeout turns into a timeout', async () => {
    vi.useFakeTimers();
    faults = { ...NO_FAULTS, latencyMs: 2000 };
    const pending = makeBridge(1000)
      .call(remoteFunctions, 'getTasks')
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await pending).toMatchObject({ kind: 'timeout', fn: 'getTasks' });
  });

  it('a missing extension is unreachable and its port stays disconnected', async () => {
    installed = false;
    const bridge = makeBridge();
    const statuses: PortStatus[] = [];
    bridge.onPortStatus((s) => statuses.push(s));
    bridge.onPush(() => undefined);

    await expect(bridge.call(remoteFunctions, 'getExtensionManifestVersion')).rejects.toMatchObject({
      kind: 'unreachable',
      fn: 'getExtensionManifestVersion',
    });
    expect(statuses).toEqual(['disconnected', 'disconnected']);
  });

  it("disconnect every N seconds drops the port for a second, on the clock's marks, and ignores pushes meanwhile", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-02T12:00:03Z'));
    faults = { ...NO_FAULTS, disconnectEverySec: 10 };
    const bridge = makeBridge();
    const statuses: PortStatus[] = [];
    const pushes: PushMessage[] = [];
    bridge.onPortStatus((s) => statuses.push(s));
    const off = bridge.onPush((p) => pushes.push(p));

    // The first drop at 12:00:10, whenever the port opened.
    await vi.advanceTimersByTimeAsync(6_999);
    expect(statuses.at(-1)).toBe('connected');
    await vi.advanceTimersByTimeAsync(1);
    expect(statuses.at(-1)).toBe('reconnecting');
    pushEventsUpdated();
    expect(pushes).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses).toEqual(['disconnected', 'connected', 'reconnecting', 'connected']);
    pushEventsUpdated();
    expect(pushes).toHaveLength(1);
    // And again at 12:00:20.
    await vi.advanceTimersByTimeAsync(9_000);
    expect(statuses.at(-1)).toBe('reconnecting');
    off();
  });

  it('a port closed while dropped does not report itself connected again', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-02T12:00:00Z'));
    faults = { ...NO_FAULTS, disconnectEverySec: 10 };
    const transport = createSimulatedTransport({
      implementation: simulatedExtension,
      faults: () => faults,
      installed: () => installed,
    });
    const statuses: PortStatus[] = [];
    const pushes: unknown[] = [];
    const close = transport.listen(
      (m) => pushes.push(m),
      (s) => statuses.push(s),
    );

    await vi.advanceTimersByTimeAsync(10_000);
    close();
    await vi.advanceTimersByTimeAsync(30_000);
    pushEventsUpdated();

    expect(statuses).toEqual(['connected', 'reconnecting']);
    expect(pushes).toEqual([]);
  });
});
