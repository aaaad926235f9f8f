import { describe, expect, it, vi } from 'vitest';
import {
  bareOrField,
  EpochMs,
  IdNumber,
  IdText,
  LooseNumber,
  noneIfFalsy,
  toEpochMs,
  VerdictSchema,
} from '@/lib/extension/contract/shared/tolerant';
import { CampaignDataReplySchema } from '@/lib/extension/contract/campaignDetail';
import { ActivePlanSchema, subscriptionsRemotes } from '@/lib/extension/contract/subscriptions';
import { ExtensionDataSchema, LinkedinAccountSchema, sessionRemotes } from '@/lib/extension/contract/session';
import { settingsRemotes } from '@/lib/extension/contract/settings';
import { toolsRemotes } from '@/lib/extension/contract/tools';
import { crmRemotes } from '@/lib/extension/contract/crm';
import { dashboardRemotes } from '@/lib/extension/contract/dashboard';
import { UserSchema } from '@/lib/session/accountSchemas';
import * as z from 'zod/mini';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { remoteFunctions } from '@/lib/extension/contract';
import { SaveCampaignReplySchema } from '@/lib/extension/contract/campaignEditor';
import { createChromeTransport } from '@/lib/extension/transports/chromeTransport';
import { answerByName, FakeRuntime } from '../integration/support/fakeChromeRuntime';

// The shapes the spec leaves "not shown", each read in every form an extension written from the
// spec may plausibly send, into the one form the app uses.

const ISO = '2026-05-01T00:00:00.000Z';
const MS = Date.parse(ISO);
const fails = (schema: z.ZodMiniType, value: unknown) => expect(schema.safeParse(value).success).toBe(false);

describe('IdNumber (campaign, queue item, profile, plan ids)', () => {
  it.each([
    [7, 7],
    ['7', 7],
    [' 12 ', 12],
    ['-3', -3],
  ])('%j is %j', (value, id) => expect(IdNumber.parse(value)).toBe(id));

  it.each([['abc'], ['7.5'], [7.5], [''], [null], [true]])('%j is not an id', (value) =>
    fails(IdNumber, value),
  );
});

describe('IdText (LinkedIn account, conversation, participant ids)', () => {
  it.each([
    ['li-1', 'li-1'],
    [42, '42'],
  ])('%j is %j', (value, id) => expect(IdText.parse(value)).toBe(id));

  it('is not made up from nothing', () => fails(IdText, null));

  it("makes a numeric LinkedIn account id the text the app compares (the server's and the extension's)", () => {
    const account = { id: 123456, firstName: 'Alex', lastName: 'Morgan', email: 'alex@example.com' };
    expect(LinkedinAccountSchema.parse(account).id).toBe('123456');
    expect(
      UserSchema.parse({
        id: '1',
        email: 'a@example.com',
        details: {},
        planId: '3',
        linkedinAccount: account,
      }),
    ).toMatchObject({ id: 1, planId: 3, linkedinAccount: { id: '123456' } });
    // Names the extension leaves out are empty, not an error.
    expect(LinkedinAccountSchema.parse({ id: 'x', email: 'e@example.com' })).toMatchObject({
      firstName: '',
      lastName: '',
    });
  });
});

describe("getData's token", () => {
  const data = (token: unknown) => ({ token, baseData: { code_version: 38 } });

  it('is read when it can travel in a header, and is none (a new sign-in) when it cannot', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(ExtensionDataSchema.parse(data('eyJhbGciOi.J9.x-y_z')).token).toBe('eyJhbGciOi.J9.x-y_z');
    expect(ExtensionDataSchema.parse(data(null)).token).toBeNull();
    for (const bad of ['tok\r\nX-Evil: 1', 'tok en', '', 'x'.repeat(4097), 'tök'])
      expect(ExtensionDataSchema.parse(data(bad)).token).toBeNull();
    fails(ExtensionDataSchema, data(42)); // not a text at all: a malformed reply
    // The token itself is never written to the console.
    expect(JSON.stringify(warn.mock.calls)).not.toContain('X-Evil');
    warn.mockRestore();
  });
});

describe('LooseNumber (counts and amounts)', () => {
  it.each([
    [3, 3],
    ['3', 3],
    ['9.99', 9.99],
  ])('%j is %j', (value, n) => expect(LooseNumber.parse(value)).toBe(n));

  it.each([['many'], [''], [null], [{}]])('%j is not a number', (value) => fails(LooseNumber, value));
});

describe('EpochMs (dates)', () => {
  it.each([
    ['epoch ms', MS],
    ['epoch ms as digits', String(MS)],
    ['epoch seconds', MS / 1000],
    ['epoch seconds as digits', String(MS / 1000)],
    ['an ISO text', ISO],
    ['an ISO date', '2026-05-01'],
    ['a Date', new Date(MS)],
  ])('reads %s', (_what, value) => {
    expect(EpochMs.parse(value)).toBe(value === '2026-05-01' ? Date.parse('2026-05-01') : MS);
  });

  it('keeps small numbers as milliseconds (tests and durations are not seconds)', () => {
    expect(toEpochMs(0)).toBe(0);
    expect(toEpochMs(5000)).toBe(5000);
  });

  it.each([['next week'], [''], [Number.NaN], [null], [true]])('%j is not a date', (value) =>
    fails(EpochMs, value),
  );

  it('reads the plan end date in any of them, and a missing `me` as no end date', () => {
    const plan = { plan: null, me: { airwallexPlanEndDate: ISO, airwallexAutoRenew: 'true' } };
    expect(ActivePlanSchema.parse(plan).me).toEqual({ airwallexPlanEndDate: MS, airwallexAutoRenew: true });
    expect(ActivePlanSchema.parse({ plan: null, me: { airwallexPlanEndDate: MS / 1000 } }).me).toMatchObject({
      airwallexPlanEndDate: MS,
    });
    expect(ActivePlanSchema.parse({})).toEqual({ plan: null, me: { airwallexAutoRenew: false } });
  });

  it('reads the stored sync options with the date in any form', () => {
    const reply = toolsRemotes['taskManager.getTaskOptions'].reply;
    expect(reply.parse({ enabled: 'true', dateThreshold: ISO, schedule: 'weekly' })).toEqual({
      enabled: true,
      enableThreshold: false,
      dateThreshold: MS,
      schedule: 'weekly',
    });
    expect(reply.parse(undefined)).toBeNull();
    expect(reply.parse(false)).toBeNull();
  });
});

describe('VerdictSchema (checkAccount and the other yes/no answers)', () => {
  it.each([
    [true, { ok: true, message: null }],
    ['true', { ok: true, message: null }],
    [false, { ok: false, message: null }],
    ['false', { ok: false, message: null }],
    [
      { ok: true, message: null },
      { ok: true, message: null },
    ],
    [
      { ok: false, message: 'Mismatch' },
      { ok: false, message: 'Mismatch' },
    ],
    [{ success: true }, { ok: true, message: null }],
    [
      { success: 'false', message: 'No' },
      { ok: false, message: 'No' },
    ],
    [{ valid: false }, { ok: false, message: null }],
    [{ error: 'Not logged in' }, { ok: false, message: 'Not logged in' }],
    [{ error: { message: 'Locked' } }, { ok: false, message: 'Locked' }],
    [{ linked: true }, { ok: true, message: null }],
    [null, { ok: false, message: null }],
    [undefined, { ok: false, message: null }],
  ])('%j is %j', (reply, verdict) => expect(VerdictSchema.parse(reply)).toEqual(verdict));

  it('is what checkAccount answers', () => {
    expect(sessionRemotes.checkAccount.reply.parse(true)).toEqual({ ok: true, message: null });
  });

  it.each([[7], ['yes'], [[true]]])('%j is not a yes or a no', (value) => fails(VerdictSchema, value));

  it('reads the success flags of checkout and connection requests', () => {
    const initiate = subscriptionsRemotes['subscriptions.initiateSubscription'].reply;
    expect(initiate.parse(true)).toEqual({ success: true, message: null });
    expect(initiate.parse({ success: false, message: 'Card declined' })).toEqual({
      success: false,
      message: 'Card declined',
    });
    expect(crmRemotes.sendUserConnection.reply.parse(false)).toEqual({ success: false });
    expect(crmRemotes.sendUserConnection.reply.parse({ success: true })).toEqual({ success: true });
  });
});

describe('noneIfFalsy and bareOrField', () => {
  const profile = { id: 1, profileId: 'p1' };

  it.each([[false], [0], [''], [null], [undefined]])('a falsy answer (%j) is none', (value) =>
    expect(noneIfFalsy(IdText).parse(value)).toBeNull(),
  );

  it('anything else must be the thing itself', () => {
    expect(crmRemotes.getAdvancedUserInfo.reply.parse(profile)).toMatchObject(profile);
    expect(crmRemotes.getAdvancedUserInfo.reply.parse(false)).toBeNull();
    expect(noneIfFalsy(IdNumber).safeParse('x').success).toBe(false);
  });

  it('a count comes bare or in its field', () => {
    const pending = dashboardRemotes.getUserPersonalData.reply;
    expect(pending.parse(4)).toEqual({ pendingInvites: 4 });
    expect(pending.parse('4')).toEqual({ pendingInvites: 4 });
    expect(pending.parse({ pendingInvites: 4, other: true })).toEqual({ pendingInvites: 4 });
    expect(bareOrField('counter').parse({ counter: '2' })).toEqual({ counter: 2 });
    fails(pending, { invites: 4 });
  });

  it('the backup comes as JSON text or as the data itself', () => {
    const backup = settingsRemotes.backupData.reply;
    expect(backup.parse('{"campaigns":[]}')).toBe('{"campaigns":[]}');
    expect(backup.parse({ campaigns: [] })).toBe('{"campaigns":[]}');
  });

  it('the extension version comes as text or as a number', () => {
    expect(sessionRemotes.getExtensionManifestVersion.reply.parse(5.4)).toBe('5.4');
  });
});

describe('CampaignDataReplySchema (getCampaignData)', () => {
  const campaign = { id: 1, name: 'Founders', module: 'li-auto-conn', status: 'Running', created: MS };
  const item = (id: number, status: number) => ({ id, status, data: { firstName: `P${id}` } });

  it('takes the page we ask for', () => {
    const reply = CampaignDataReplySchema.parse({
      campaign,
      items: [item(1, 0)],
      total: '40',
      counts: { '0': 40 },
    });
    expect(reply).toMatchObject({ total: 40, counts: { '0': 40 }, items: [{ id: 1 }] });
  });

  it.each([
    [
      'the campaign with its queue in data.members',
      { ...campaign, data: { members: [item(1, 0), item(2, 3)] } },
    ],
    ['the campaign with queueItems', { ...campaign, queueItems: [item(1, 0), item(2, 3)] }],
    ['the campaign beside its items', { campaign, items: [item(1, 0), item(2, 3)] }],
    ['the campaign beside its members', { campaign, members: [item('1' as never, 0), item(2, 3)] }],
  ])('takes %s as the whole queue', (_what, raw) => {
    const reply = CampaignDataReplySchema.parse(raw);
    expect(reply).toMatchObject({ total: 2, campaign: { id: 1, name: 'Founders' } });
    expect(reply.items.map((i) => i.id)).toEqual([1, 2]);
    expect(reply.campaign.data.members).toBeUndefined(); // the queue is kept once
  });

  it('a campaign without a queue has an empty one', () => {
    expect(CampaignDataReplySchema.parse(campaign)).toMatchObject({ items: [], total: 0 });
  });

  it('names the field of a malformed reply', () => {
    const result = CampaignDataReplySchema.safeParse({
      campaign: { ...campaign, name: 7 },
      items: [],
      total: 0,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['campaign', 'name']);
    fails(CampaignDataReplySchema, [item(1, 0)]);
    fails(CampaignDataReplySchema, null);
  });
});

describe('orAck (writes whose reply the spec does not show)', () => {
  const bridgeAnswering = (table: Record<string, unknown>) =>
    new ExtensionBridge(
      createChromeTransport({
        extensionId: 'abcdefghijklmnop',
        runtime: new FakeRuntime(answerByName(table)),
      }),
    );
  const message = { profileId: 'p1', message: 'Hi', conversationId: 'c1' };
  const event = { createdAt: MS, entityUrn: 'urn:1', from: 'me', eventContent: {} };

  it('takes what we ask for, or a bare acknowledgement as done without it (null)', async () => {
    for (const [reply, read] of [
      [event, { ...event }],
      [true, null],
      [undefined, null],
      [{ success: true }, null],
    ] as const) {
      await expect(
        bridgeAnswering({ sendLinkedinMessage: reply }).call(remoteFunctions, 'sendLinkedinMessage', message),
      ).resolves.toEqual(read);
    }
    const save = bridgeAnswering({ addCampaign: true }).call(remoteFunctions, 'addCampaign', { data: {} });
    await expect(save).resolves.toEqual({ error: null, campaign: null });
    const imported = bridgeAnswering({ importCampaignMembers: true });
    await expect(imported.call(remoteFunctions, 'importCampaignMembers', 1, [])).resolves.toBeNull();
    const withdrawal = bridgeAnswering({ 'Uninviter.stop': true });
    await expect(withdrawal.call(remoteFunctions, 'Uninviter.stop')).resolves.toBeNull();
  });

  it('a refusal is still a refusal, with the extension’s words', async () => {
    for (const reply of [false, { error: 'Not connected to this person' }]) {
      const sent = bridgeAnswering({ sendLinkedinMessage: reply }).call(
        remoteFunctions,
        'sendLinkedinMessage',
        message,
      );
      await expect(sent).rejects.toMatchObject({ kind: 'remote', code: 'refused' });
    }
    const refused = bridgeAnswering({ saveListItem: { error: 'List is full' } }).call(
      remoteFunctions,
      'saveListItem',
      { listType: 'keywords', item: { name: 'x' } },
    );
    await expect(refused).rejects.toMatchObject({ kind: 'remote', code: 'refused', message: 'List is full' });
  });

  it('a save error comes as an object or as its words', () => {
    expect(SaveCampaignReplySchema.parse({ error: 'Name taken', campaign: null })).toEqual({
      error: { code: undefined, message: 'Name taken', allowed: undefined },
      campaign: null,
    });
    expect(SaveCampaignReplySchema.parse({ error: { code: 'plan_limit_reached', allowed: '5' } })).toEqual({
      error: { code: 'plan_limit_reached', message: '', allowed: 5 },
    });
  });
});
