import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PushMessage } from '@/lib/extension/wire';
import { callRemote } from '@/lib/extension/client';
import { onPush } from '@/mocks/extension/pushes';
import { advanceCampaigns, dailyCap, remainingToday } from '@/mocks/extension/runner';
import { HOSTILE_REASON } from '@/mocks/world/seed/campaigns';
import { world } from '@/mocks/world/store';
import type { World } from '@/mocks/world/types';
import { startSimulation } from './simulation';
import { remoteFunctions } from '@/lib/extension/contract';

const DAY = 24 * 60 * 60 * 1000;
// The runner counts per calendar day: its tests live at noon, so steps a few seconds or a day
// apart never cross a midnight or a DST change, whatever the date the suite runs on.
const NOON = new Date(2027, 2, 10, 12, 0, 0);

describe('simulated world: campaigns and queues', () => {
  beforeEach(() => void startSimulation());

  it('has all four modules, every status, one joinGroups campaign and every queue status code', () => {
    const w = world();
    expect(new Set(w.campaigns.map((c) => c.module))).toEqual(
      new Set(['li-auto-conn', 'li-auto-msg', 'li-auto-view', 'li-engage', 'joinGroups']),
    );
    expect(new Set(w.campaigns.map((c) => c.status))).toEqual(
      new Set(['Added', 'Running', 'Stopped', 'Completed']),
    );
    expect(w.campaigns.filter((c) => c.module === 'joinGroups')).toHaveLength(1);
    expect(w.queues['1']!.slice(0, 7).map((i) => i.status)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(w.queues['1']![7]!.status_reason).toBe(HOSTILE_REASON);
  });
});

describe('campaign runner', () => {
  let pushes: PushMessage[];
  let off: () => void;
  let w: World;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOON);
    w = startSimulation();
    pushes = [];
    off = onPush((p) => pushes.push(p));
  });
  afterEach(() => {
    off();
    vi.useRealTimers();
  });

  const founders = () => w.campaigns[0]!;

  it('moves each running campaign one item forward, updates its counters and pushes the event', () => {
    const now = Date.now();
    const before = { ...founders().data };
    const firstPending = w.queues['1']!.find((i) => i.status === 0)!;
    expect(advanceCampaigns(now)).toBeGreaterThanOrEqual(0);
    expect(firstPending.status).not.toBe(0);
    expect(firstPending.sentTime).toBe(now);
    expect(founders().data.doneToday).toBe(before.doneToday + 1);
    expect(founders().data.doneTotal).toBe(before.doneTotal + 1);
    expect(founders().lastRunDate).toBe(now);
    expect(pushes).toContainEqual({ cmd: 'eventsUpdated' });
    if (firstPending.status === 1)
      expect(pushes).toContainEqual({
        type: 'event',
        data: { name: 'connectionRequestSent', campaignId: 1 },
      });
    // Stopped campaigns do not move.
    const stopped = w.campaigns.find((c) => c.status === 'Stopped')!;
    const stoppedQueue = JSON.stringify(w.queues[String(stopped.id)]);
    advanceCampaigns(now + 4000);
    expect(JSON.stringify(w.queues[String(stopped.id)])).toBe(stoppedQueue);
  });

  it('stops for the day at the campaign’s perDay and starts again the next day', () => {
    const now = Date.now();
    founders().options.perDay = 3;
    founders().data.doneToday = 0;
    for (let i = 0; i < 6; i++) advanceCampaigns(now + i * 4000);
    expect(founders().data.doneToday).toBe(3);
    expect(remainingToday(w, founders(), now)).toBe(0);
    advanceCampaigns(now + DAY);
    expect(founders().data.doneToday).toBe(1);
  });

  it('never goes beyond the plan’s daily cap, whatever perDay says', () => {
    const now = Date.now();
    w.activePlan.planId = 1; // Free: 10 connection requests a day
    expect(dailyCap(w, 'li-auto-conn')).toBe(10);
    founders().options.perDay = 500;
    founders().data.doneToday = 8;
    for (let i = 0; i < 6; i++) advanceCampaigns(now + i * 4000);
    expect(founders().data.doneToday).toBe(10);
  });

  it('writes nothing when no campaign can move', () => {
    for (const c of w.campaigns) if (c.status === 'Running') c.status = 'Stopped';
    expect(advanceCampaigns()).toBe(0);
    expect(pushes).toEqual([]);
  });

  it('completes a campaign whose queue is done', () => {
    const ctos = w.campaigns[1]!;
    for (const item of w.queues[String(ctos.id)]!) if (item.status === 0) item.status = 2;
    advanceCampaigns();
    expect(ctos.status).toBe('Completed');
  });
});

describe('simulated campaign remotes', () => {
  beforeEach(() => void startSimulation());

  it('pages the queue in the extension, with counts per status and search', async () => {
    const page = await callRemote(remoteFunctions, 'getCampaignData', { id: 1, page: 2, size: 50 });
    expect(page.items.map((i) => i.id)).toEqual(
      world()
        .queues['1']!.slice(100, 150)
        .map((i) => i.id),
    );
    expect(page.total).toBe(1200);
    expect(Object.values(page.counts!).reduce((a, b) => a + b, 0)).toBe(1200);
    const name = `${page.items[0]!.data.firstName} ${page.items[0]!.data.lastName}`;
    const found = await callRemote(remoteFunctions, 'getCampaignData', {
      id: 1,
      page: 0,
      size: 10,
      search: name.toUpperCase(),
    });
    expect(found.items.every((i) => `${i.data.firstName} ${i.data.lastName}` === name)).toBe(true);
    await expect(
      callRemote(remoteFunctions, 'getCampaignData', { id: 999, page: 0, size: 10 }),
    ).rejects.toThrow('Campaign 999 was not found');
    expect(await callRemote(remoteFunctions, 'db.campaigns.get', 999)).toBeNull();
  });

  it('resets failed items to In Queue and says how many', async () => {
    const failed = world().queues['1']!.filter((i) => i.status === 3).length;
    expect(await callRemote(remoteFunctions, 'resetFailed', { id: 1 })).toEqual({ counter: failed });
    expect(world().queues['1']!.some((i) => i.status === 3)).toBe(false);
  });

  it('imports members: known ids change status, new ids join the queue', async () => {
    const known = world().queues['3']![0]!;
    const reply = await callRemote(remoteFunctions, 'importCampaignMembers', 3, [
      { id: known.id, status: 3 },
      { id: 777_777, status: 0, firstName: 'New', lastName: 'Member' },
    ]);
    expect(reply).toEqual({ imported: 2, skipped: 0 });
    expect(known.status).toBe(3);
    expect(world().queues['3']!.at(-1)).toMatchObject({
      id: 777_777,
      status: 0,
      data: { firstName: 'New', lastName: 'Member' },
    });
    expect(world().campaigns[2]!.data.resultCount).toBe(world().queues['3']!.length);
  });

  it('updates a member’s profile and the names in the queues', async () => {
    const item = world().queues['3']![0]!;
    await callRemote(remoteFunctions, 'updateMember', {
      id: item.data.id as number,
      firstName: 'Renamed',
      lastName: 'Person',
    });
    expect(item.data).toMatchObject({ firstName: 'Renamed', lastName: 'Person' });
    expect(world().profiles.find((p) => p.id === item.data.id)).toMatchObject({
      firstName: 'Renamed',
      lastName: 'Person',
    });
  });

  it('reset keeps the members, back in the queue, and clears the counters', async () => {
    const reply = await callRemote(remoteFunctions, 'manageCampaign', { action: 'reset', campaignId: 1 });
    expect(reply.error).toBe(false);
    expect(world().queues['1']!.every((i) => i.status === 0 && !i.sentTime)).toBe(true);
    expect(world().campaigns[0]!.data).toMatchObject({ doneToday: 0, doneTotal: 0, resultCount: 1200 });
  });

  it('a sent invitation adds a pending invitation and an accepted one takes it away', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    vi.setSystemTime(NOON);
    const w = world();
    const connect = w.campaigns.filter((c) => c.module === 'li-auto-conn' && c.status === 'Running');
    expect(connect.length).toBeGreaterThan(0);
    const items = connect.flatMap((c) => w.queues[String(c.id)]!);
    const before = new Map(items.map((i) => [i, i.status]));
    const pendingBefore = w.pendingInvites;
    for (let step = 0; step < 30; step++) advanceCampaigns(NOON.getTime() + step * 10_000);
    const sent = items.filter((i) => before.get(i) === 0 && [1, 4].includes(i.status)).length;
    const accepted = items.filter((i) => before.get(i) !== 4 && i.status === 4).length;
    expect(sent).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0);
    expect(world().pendingInvites).toBe(pendingBefore + sent - accepted);
  });
});
