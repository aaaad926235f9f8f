import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { capabilityState, isUnknownCall, resetCapabilities } from '@/lib/extension/capabilities';
import { remoteFunctions, type RemoteName } from '@/lib/extension/contract';
import { SPEC_REMOTES } from '@/lib/extension/contract/specCalls';
import { settingsRemotes } from '@/lib/extension/contract/settings';
import { ExtensionError } from '@/lib/extension/errors';
import { commandMessage, remoteMessage, type OutgoingMessage } from '@/lib/extension/wire';
import { handlers } from '@/mocks/http/handlers';
import { chooseProfile } from '@/mocks/extension/profiles/active';
import { extensionFor } from '@/mocks/extension/simulatedExtension';
import { createSimulatedTransport, PORT_CLOSED_MESSAGE } from '@/mocks/extension/simulatedTransport';
import { buildScenario } from '@/mocks/scenarios';
import { resetWorldForTests, world } from '@/mocks/world/store';
import { NO_FAULTS } from '@/mocks/world/worldConstants';
import type { World } from '@/mocks/world/types';

// The spec profile (?extension=spec): only the calls the spec files name, in their plainest shapes.

const defaultWorld = buildScenario('default');
const DAY = 86_400_000;

const transportFor = (profile: 'full' | 'spec') =>
  createSimulatedTransport({
    implementation: extensionFor(profile),
    faults: () => NO_FAULTS,
    installed: () => true,
  });

/** What the spec profile answers a message, or the error the app's side sees. */
async function send(message: OutgoingMessage, profile: 'full' | 'spec' = 'spec'): Promise<unknown> {
  return transportFor(profile).send(message, 5_000);
}
const rpc = (name: string, ...args: unknown[]) => send(remoteMessage(name, args));
/** The result of a remote function that answered; fails the test on an error reply. */
async function result(name: string, ...args: unknown[]): Promise<unknown> {
  const reply = (await rpc(name, ...args)) as { ok: boolean; result?: unknown; error?: unknown };
  expect(reply, `${name} answered an error`).toMatchObject({ ok: true });
  return reply.result;
}

const campaignWithQueue = (w: World) => w.campaigns.find((c) => (w.queues[String(c.id)] ?? []).length > 20)!;

beforeEach(() => {
  resetWorldForTests(structuredClone(defaultWorld));
  chooseProfile('spec');
});
afterEach(() => resetCapabilities());

describe('the calls the spec profile answers', () => {
  const added = (Object.keys(remoteFunctions) as RemoteName[]).filter(
    (name) => !(SPEC_REMOTES as readonly string[]).includes(name),
  );

  it('leave some of the contract out (test/unit/specCalls.test.ts checks which)', () => {
    expect(added.length).toBeGreaterThan(0);
  });

  it.each(added)('%s gets no answer: the error Chrome gives for a message nobody handles', async (name) => {
    const error = await rpc(name).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExtensionError);
    expect(error).toMatchObject({ kind: 'unreachable', fn: name, message: PORT_CLOSED_MESSAGE });
    expect(isUnknownCall(error)).toBe(true);
  });

  it('an unknown command gets no answer either', async () => {
    const error = await send(commandMessage('restartEverything', {})).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unreachable', message: PORT_CLOSED_MESSAGE });
  });

  it('the app learns an added call is absent and stops asking', async () => {
    const bridge = new ExtensionBridge(transportFor('spec'));
    await expect(bridge.call(settingsRemotes, 'getUserSettings')).rejects.toMatchObject({
      kind: 'unsupported',
    });
    expect(capabilityState('getUserSettings')).toBe('absent');
  });

  it('the full profile still answers the additions, and refuses unknown names with an error reply', async () => {
    expect(await send(remoteMessage('getUserSettings', []), 'full')).toMatchObject({ ok: true });
    expect(await send(remoteMessage('noSuchFunction', []), 'full')).toEqual({
      ok: false,
      error: { message: 'Unknown remote function noSuchFunction', code: 'unknown_function' },
    });
  });
});

describe('the spec profile’s shapes', () => {
  it('checkAccount answers a bare true when the account checks out, false when not', async () => {
    expect(await result('checkAccount')).toBe(true);
    resetWorldForTests(buildScenario('account-mismatch'));
    chooseProfile('spec');
    expect(await result('checkAccount')).toBe(false);
  });

  it('getCampaignData {id} answers the campaign data whole: not paged, no counts', async () => {
    const campaign = campaignWithQueue(world());
    const queue = world().queues[String(campaign.id)]!;
    // The full profile's paging arguments are not the spec's: they change nothing.
    const whole = await result('getCampaignData', { id: campaign.id, page: 1, size: 10, search: 'x' });
    expect(whole).toEqual({ campaign, items: queue, total: queue.length });
    expect(whole).not.toHaveProperty('counts');
  });

  it('getCampaignData [{campaignId, queueItems}] answers those queue items', async () => {
    const campaign = campaignWithQueue(world());
    const [first, , third] = world().queues[String(campaign.id)]!;
    const some = await result('getCampaignData', { campaignId: campaign.id, queueItems: [first!.id, third] });
    expect(some).toEqual({ campaign, items: [first, third], total: 2 });
  });

  it('searchCampaignData [{campaignId, search}] finds queue items by name', async () => {
    const campaign = campaignWithQueue(world());
    const item = world().queues[String(campaign.id)]![0]!;
    const found = (await result('searchCampaignData', {
      campaignId: campaign.id,
      search: item.data.lastName,
    })) as { id: number }[];
    expect(found.map((i) => i.id)).toContain(item.id);
  });

  it('the LinkedIn account has a numeric id, the same from every call', async () => {
    const user = (await send(commandMessage('getUser', {}))) as { linkedinAccount: { id: unknown } };
    const current = (await result('fetchCurrentLinkedinUser')) as { id: unknown };
    expect(typeof user.linkedinAccount.id).toBe('number');
    expect(current).toEqual(user.linkedinAccount);
    expect(Object.keys(current).sort()).toEqual(['email', 'firstName', 'id', 'lastName']);
  });

  it('getEvents takes time and names only: a campaignId filters nothing', async () => {
    const w = world();
    const to = Math.max(...w.events.map((e) => e.createdAt));
    const from = to - 30 * DAY;
    const campaignId = w.events.find((e) => e.campaignId)!.campaignId!.id;
    const events = (await result('getEvents', { from, to, campaignId })) as unknown[];
    expect(events).toHaveLength(w.events.filter((e) => e.createdAt >= from && e.createdAt <= to).length);
  });

  it('getCampaigns filters by id only', async () => {
    const [first] = world().campaigns;
    expect(await result('getCampaigns', { search: 'no campaign has this name' })).toMatchObject({
      count: world().campaigns.length,
    });
    expect(await result('getCampaigns', { id: first!.id })).toMatchObject({ count: 1 });
  });

  it('the plan end date is ISO text', async () => {
    const active = (await result('subscriptions.fetchActivePlanOfCurrentUser')) as {
      me: { airwallexPlanEndDate: unknown };
    };
    expect(active.me.airwallexPlanEndDate).toBe(new Date(world().activePlan.endDate!).toISOString());
  });
});

describe('the mock server on the spec profile', () => {
  const get = async (path: string) => {
    const request = new Request(`http://localhost/api${path}`, {
      headers: { Authorization: `Bearer ${world().extension.token}` },
    });
    return (await (await getResponse(handlers, request))!.json()) as { result: Record<string, unknown> };
  };

  it('keys plan features only with the name the spec gives', async () => {
    const { result: option } = await get('/app/option?keys=planSettings');
    const plans = Object.values(option.planSettings as Record<string, { features: object }>);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(Object.keys(plan.features)).toEqual(['dripCampaign']);
  });

  it('answers the user’s account with the id the extension gives', async () => {
    const { result: user } = await get('/user/me');
    const fromExtension = (await send(commandMessage('getUser', {}))) as { linkedinAccount: unknown };
    expect(user.linkedinAccount).toEqual(fromExtension.linkedinAccount);
  });

  it('links the account the app sends back with its numeric id', async () => {
    resetWorldForTests(buildScenario('unassigned'));
    chooseProfile('spec');
    const current = (await result('fetchCurrentLinkedinUser')) as Record<string, unknown>;
    const request = new Request('http://localhost/api/user/me/assignLinkedinAccount', {
      method: 'POST',
      headers: { Authorization: `Bearer ${world().extension.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(current),
    });
    expect(await (await getResponse(handlers, request))!.json()).toMatchObject({ success: true });
    expect(world().server.users[0]!.linkedinAccount?.id).toBe(world().extension.currentLinkedinUser!.id);
    expect(await result('checkAccount')).toBe(true);
  });

  it('the full profile answers as before', async () => {
    chooseProfile('full');
    const { result: option } = await get('/app/option?keys=planSettings');
    expect(option.planSettings).toEqual(world().server.planSettings);
    expect(world().extension).not.toHaveProperty('profile');
  });
});
