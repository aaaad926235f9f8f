import { beforeEach, describe, expect, it } from 'vitest';
import { campaignEditorRemotes, dailyCap } from '@/mocks/extension/remotes/campaignEditor';
import { campaignsRemotes } from '@/mocks/extension/remotes/campaigns';
import { listsRemotes } from '@/mocks/extension/remotes/lists';
import { messengerRemotes } from '@/mocks/extension/remotes/messenger';
import { buildScenario } from '@/mocks/scenarios';
import type { ScenarioName } from '@/mocks/scenarioNames';
import { resetWorldForTests, world } from '@/mocks/world/store';
import { draftKey, draftStore, mergeDraftValues } from '@/features/campaign-editor/drafts';
import { openDrafts } from '@/lib/draftAccount';
import { defaultFormValues, messageChoiceFromListItem } from '@/features/campaign-editor/defaults';
import { toCampaignData } from '@/features/campaign-editor/mapping';
import { ConnectionMatchesSchema, SaveCampaignReplySchema } from '@/lib/extension/contract/campaignEditor';

// The simulated extension's side of the editor, and the draft store.

const use = (name: ScenarioName) => resetWorldForTests(buildScenario(name));

// The simulated extension's save replies, read as the app reads them.
type Handler = (...args: never[]) => unknown;
const readAs =
  <H extends Handler>(handler: H) =>
  async (...args: Parameters<H>) =>
    SaveCampaignReplySchema.parse(await handler(...args));
const add = readAs(campaignEditorRemotes.addCampaign);
const update = readAs(campaignEditorRemotes.updateCampaign);

function messageCampaign(perDay = 10) {
  const v = defaultFormValues('li-auto-msg');
  v.name = 'Unit campaign';
  v.source.searchUrl = 'https://www.linkedin.com/search/results/people/?keywords=cto';
  v.msg.message = messageChoiceFromListItem({ id: 1, name: 'Intro', data: { message: 'Hi {FIRST_NAME}' } });
  v.perDay = perDay;
  return { ...toCampaignData(v), status: 'Added' };
}

describe('addCampaign', () => {
  beforeEach(() => use('default'));

  it('adds an inactive campaign with members in queue', async () => {
    const before = world().campaigns.length;
    const reply = await add({ data: messageCampaign() });
    expect(reply.error).toBeNull();
    expect(reply.campaign).toMatchObject({ name: 'Unit campaign', module: 'li-auto-msg', status: 'Added' });
    expect(world().campaigns).toHaveLength(before + 1);
    const queue = world().queues[String(reply.campaign!.id)]!;
    expect(queue.length).toBeGreaterThan(0);
    expect(queue.every((q) => q.status === 0)).toBe(true);
    expect(reply.campaign!.data?.resultCount).toBe(queue.length);
  });

  it('takes as many members as profile URLs were given', async () => {
    const data = messageCampaign();
    (data.options as Record<string, unknown>).source = {
      type: 'PROFILE_URLS',
      profileUrls: 'https://www.linkedin.com/in/a\nhttps://www.linkedin.com/in/b',
    };
    const reply = await add({ data });
    expect(world().queues[String(reply.campaign!.id)]).toHaveLength(2);
  });

  it('refuses beyond the plan’s campaign limit with plan_limit_reached and the allowed number', async () => {
    use('plan-limit');
    const before = world().campaigns.length;
    const reply = await add({ data: messageCampaign() });
    expect(reply).toEqual({
      error: { code: 'plan_limit_reached', message: 'Plan limit reached', allowed: 5 },
      campaign: null,
    });
    expect(world().campaigns).toHaveLength(before);
  });

  it('free plan: one campaign allowed', async () => {
    use('free-plan');
    const reply = await add({ data: messageCampaign() });
    expect(reply.error).toMatchObject({ code: 'plan_limit_reached', allowed: 1 });
  });

  it('refuses a per-day value over the daily cap with the extension’s text', async () => {
    const reply = await add({ data: messageCampaign(1001) });
    expect(reply.error).toEqual({
      code: 'daily_limit_exceeded',
      message: "You can't send more than 1000 messages per day",
    });
    const conn = { name: 'C', module: 'li-auto-conn', options: { perDay: 101 } };
    expect((await add({ data: conn })).error?.message).toBe(
      "You can't send more than 100 connection requests per day",
    );
    const view = { name: 'V', module: 'li-auto-view', options: { perDay: 1001 } };
    expect((await add({ data: view })).error?.message).toBe("You can't view more than 1000 profiles per day");
    const engage = { name: 'E', module: 'li-engage', options: { perDay: 101 } };
    expect((await add({ data: engage })).error?.message).toBe(
      "You can't do more than 100 engagements per day",
    );
  });

  it('daily caps are the lower of the plan and the configured limits', () => {
    use('plan-limit'); // Starter: 300 messages, 50 requests, 300 views, 50 engagements
    expect(dailyCap(world(), 'li-auto-msg')).toBe(300);
    expect(dailyCap(world(), 'li-auto-conn')).toBe(50);
    world().extension.baseData.config.limits.connectionRequests = 20;
    expect(dailyCap(world(), 'li-auto-conn')).toBe(20);
  });

  it('refuses bad data: type, name, per day, delay, message', async () => {
    const base = messageCampaign();
    const codes = async (data: Record<string, unknown>) => (await add({ data })).error?.code;
    expect(await codes({ ...base, module: 'joinGroups' })).toBe('invalid_module');
    expect(await codes({ ...base, name: '  ' })).toBe('invalid_name');
    expect(await codes({ ...base, options: { ...base.options, perDay: 0 } })).toBe('invalid_per_day');
    expect(await codes({ ...base, options: { ...base.options, delay: 90, delay2: 30 } })).toBe(
      'invalid_delay',
    );
    expect(await codes({ ...base, options: { ...base.options, message: null } })).toBe('invalid_message');
    expect(await codes({ ...base, options: { ...base.options, source: {} } })).toBe('invalid_source');
  });

  it('needs a signed-in user', () => {
    use('signed-out');
    expect(() => campaignEditorRemotes.addCampaign({ data: messageCampaign() })).toThrow(
      'You are not logged in',
    );
  });
});

describe('updateCampaign', () => {
  beforeEach(() => use('default'));

  it('updates name and options, keeps status and other options', async () => {
    const before = world().campaigns.find((c) => c.id === 3)!;
    const status = before.status;
    const reply = await update({
      campaignId: 3,
      data: { name: 'Renamed', options: { perDay: 7 } },
    });
    expect(reply.error).toBeNull();
    expect(reply.campaign).toMatchObject({
      name: 'Renamed',
      status,
      options: { perDay: 7, excludeViewed: true },
    });
  });

  it('refuses an unknown campaign, a type change and a per-day over the cap', async () => {
    expect((await update({ campaignId: 999, data: {} })).error).toMatchObject({
      code: 404,
    });
    expect((await update({ campaignId: 3, data: { module: 'li-engage' } })).error).toMatchObject({
      code: 'invalid_module',
    });
    use('free-plan');
    const reply = await update({
      campaignId: 1,
      data: { options: { perDay: 50 } },
    });
    expect(reply.error).toEqual({
      code: 'daily_limit_exceeded',
      message: "You can't send more than 10 connection requests per day",
    });
  });

  it('save and activate: run after update makes it Running', async () => {
    await update({ campaignId: 4, data: { name: 'Engage now' } });
    await campaignsRemotes.manageCampaign({ action: 'run', campaignId: 4 });
    expect(world().campaigns.find((c) => c.id === 4)?.status).toBe('Running');
  });
});

describe('the editor’s other data in the simulated world', () => {
  beforeEach(() => use('default'));

  it('saved messages and keyword lists exist', async () => {
    const lists = await listsRemotes.getData('lists');
    expect(lists.messages!.length).toBeGreaterThanOrEqual(2);
    expect(lists.messages!.some((m) => !m.data?.subject)).toBe(true);
    expect(lists.keywords!.length).toBeGreaterThanOrEqual(1);
  });

  it('getMyGroups returns groups with both membership kinds', async () => {
    const { response } = await campaignEditorRemotes.getMyGroups();
    const statuses = new Set(response.elements.map((g) => g.viewerGroupMembership.status));
    expect(statuses.has('MEMBER')).toBe(true);
    expect([...statuses].some((s) => s !== 'MEMBER')).toBe(true);
  });

  it('searchMyConnections answers the connections whose name, headline or company holds every word', async () => {
    const search = async (query: string) =>
      ConnectionMatchesSchema.parse(await campaignEditorRemotes.searchMyConnections(query));
    const connection = world().profiles.find((p) => p.distance === 1)!;
    const other = world().profiles.find((p) => p.distance !== 1 && !p.occupation?.includes(p.lastName))!;
    const name = `${connection.firstName} ${connection.lastName}`;
    const found = await search(`${connection.lastName.toLowerCase()} ${connection.firstName}`);
    expect(found.names).toContain(name);
    expect(found.count).toBe(found.names.length);
    expect((await search(`${other.firstName} ${other.lastName}`)).names).not.toContain(
      `${other.firstName} ${other.lastName}`,
    );
    expect(await search('zzqx no such person')).toEqual({ names: [], count: 0 });
  });

  it('processTemplate fills the shortcodes', async () => {
    const text = await messengerRemotes.processTemplate(
      'Hi {FIRST_NAME} {LAST_NAME} of {COMPANY_NAME} in {LOCATION}, {HEADLINE} / {OCCUPATION} / {INDUSTRY} {UNKNOWN}',
      {
        firstName: 'Jamie',
        lastName: 'Rivera',
        companyName: 'Northwind',
        location: 'Berlin',
        headline: 'Head of Growth',
        occupation: 'Growth lead',
        industry: 'Software',
      },
    );
    expect(text).toBe(
      'Hi Jamie Rivera of Northwind in Berlin, Head of Growth / Growth lead / Software {UNKNOWN}',
    );
  });

  it('processTemplate takes the current position when flat fields are missing, and blanks unknown values', async () => {
    const text = await messengerRemotes.processTemplate(
      '{FIRST_NAME} at {COMPANY_NAME} as {OCCUPATION} ({INDUSTRY})',
      {
        firstName: 'Ana',
        headline: 'Builder',
        positions: [{ companyName: 'Acme', title: 'CTO' }],
      },
    );
    expect(text).toBe('Ana at Acme as CTO ()');
  });
});

describe('drafts', () => {
  beforeEach(() => openDrafts(1)); // drafts are the signed-in account's

  it('are kept per create form and per campaign, and cleared', () => {
    const v = defaultFormValues('li-auto-conn');
    v.name = 'Draft';
    draftStore.save(null, v, 1000);
    draftStore.save(5, { ...v, name: 'Edit draft' }, 2000);
    expect(draftStore.load(null)).toEqual({ version: 1, savedAt: 1000, module: 'li-auto-conn', values: v });
    expect(draftStore.load(5)?.values.name).toBe('Edit draft');
    expect(draftStore.load(6)).toBeNull();
    draftStore.clear(null);
    expect(draftStore.load(null)).toBeNull();
    expect(draftStore.load(5)).not.toBeNull();
  });

  it('ignore what is not a draft', () => {
    localStorage.setItem(draftKey(null)!, '{not json');
    expect(draftStore.load(null)).toBeNull();
    localStorage.setItem(
      draftKey(null)!,
      JSON.stringify({ version: 1, savedAt: 1, module: 'joinGroups', values: {} }),
    );
    expect(draftStore.load(null)).toBeNull();
  });

  it('fill fields an older draft lacks from the defaults', () => {
    const merged = mergeDraftValues('li-engage', {
      name: 'Old',
      engage: { like: false, share: true },
      unknown: 1,
    });
    expect(merged.name).toBe('Old');
    expect(merged.engage).toMatchObject({ like: false, share: true, comment: false, period: 1 });
    expect(merged.delay).toEqual([30, 130]);
    expect(merged).not.toHaveProperty('unknown');
  });
});
