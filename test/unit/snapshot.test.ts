import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ExtensionBridge } from '@/lib/extension/bridge';
import {
  createReplayTransport,
  isReadCall,
  REPLAY_WRITE_BLOCKED,
} from '@/lib/extension/transports/replayTransport';
import { clearJournal, recordCall, type JournalEntry } from '@/lib/journal';
import { buildSnapshot, parseSnapshot, snapshotFileName } from '@/lib/query/snapshot';
import { createRedactor, maskText, REMOVED } from '@/lib/query/redact';
import { remoteFunctions } from '@/lib/extension/contract';

const NOW = new Date('2026-11-22T14:05:00Z');

function recordedSession() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['session', 'me'], {
    id: 7,
    email: 'alex.morgan@example.com',
    name: 'Alex Morgan',
    details: { firstName: 'Alex', lastName: 'Morgan', photo: 'https://cdn.example.com/alex.jpg' },
    planId: 3,
  });
  queryClient.setQueryData(['extension', 'data'], {
    token: 'secret-token-123',
    packageInfo: { offline: false },
    baseData: { code_version: 38 },
  });
  queryClient.setQueryData(
    ['messenger', 'events', 'c1'],
    [{ createdAt: 1, from: 'p1', eventContent: { attributedBody: { text: 'Call me at 5' } } }],
  );
  recordCall({
    at: 1,
    channel: 'cmd',
    name: 'login',
    args: { token: 'secret-token-123' },
    ms: 3,
    ok: true,
    result: true,
  });
  recordCall({
    at: 2,
    channel: 'http',
    name: 'POST /user/login',
    args: { login: 'alex.morgan@example.com', password: 'Passw0rd!' },
    ms: 40,
    ok: true,
    result: { success: true, result: { token: 'tok-abc', isSignUp: false } },
  });
  recordCall({
    at: 3,
    channel: 'rpc',
    name: 'getCampaigns',
    args: [],
    ms: 5,
    ok: true,
    result: { result: [{ id: 1, name: 'Berlin founders', status: 'Running' }], count: 1 },
  });
  return queryClient;
}

beforeEach(() => clearJournal());

describe('redaction by allow-list', () => {
  const redacted = (value: unknown) => {
    const r = createRedactor(true);
    r.collect(value);
    return r.value(value);
  };

  it('masks every string it does not know, keeping its length and spaces', () => {
    expect(
      redacted({
        firstName: 'Alex',
        email: 'alex@example.com',
        text: 'Hi there',
        tags: ['vip'],
        comments: ['Great post!'],
        picture: 'https://media.licdn.com/p/alex.jpg',
        searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=cto',
        whatever: 'Berlin founders',
      }),
    ).toEqual({
      firstName: '••••',
      email: '••••@•••••••.•••',
      text: '•• •••••',
      tags: ['•••'],
      comments: ['••••• •••••'],
      picture: maskText('https://media.licdn.com/p/alex.jpg'),
      searchUrl: maskText('https://www.linkedin.com/search/results/people/?keywords=cto'),
      whatever: '•••••• ••••••••',
    });
  });

  it('keeps numbers, booleans, null, statuses and enum values', () => {
    expect(
      redacted({
        id: 4,
        status: 'Running',
        module: 'li-auto-msg',
        source: { type: 'PEOPLE_SEARCH' },
        name: 'messageSeen',
        filter: { type: 'linkedin', linkedin: 'unread' },
        count: 3,
        ok: true,
        nothing: null,
        loading: 'true',
        version: '5.2.1',
      }),
    ).toEqual({
      id: 4,
      status: 'Running',
      module: 'li-auto-msg',
      source: { type: 'PEOPLE_SEARCH' },
      name: 'messageSeen',
      filter: { type: 'linkedin', linkedin: 'unread' },
      count: 3,
      ok: true,
      nothing: null,
      loading: 'true',
      version: '5.2.1',
    });
  });

  it('replaces ids with stand-ins, the same one wherever the id appears (values and record keys)', () => {
    const out = redacted({
      conversations: [
        {
          id: '2-abc==',
          entityUrn: 'urn:li:msg_conversation:2-abc==',
          participants: [{ profileId: 'ACoAA1', publicIdentifier: 'alex-morgan-1', firstName: 'Alex' }],
          lastMessage: { from: 'ACoAA1', entityUrn: 'urn:li:msg_event:9' },
        },
      ],
      tagsByConversation: { '2-abc==': ['hot'] },
      related: { profileId: 'ACoAA1', profilePublicId: 'alex-morgan-1' },
    }) as {
      conversations: [
        {
          id: string;
          entityUrn: string;
          participants: [{ profileId: string; publicIdentifier: string }];
          lastMessage: { from: string };
        },
      ];
      tagsByConversation: Record<string, string[]>;
      related: { profileId: string; profilePublicId: string };
    };
    const [c] = out.conversations;
    expect(c.id).toMatch(/^id-\d+$/);
    expect(c.participants[0].profileId).toMatch(/^id-\d+$/);
    expect(c.lastMessage.from).toBe(c.participants[0].profileId);
    expect(out.related).toEqual({
      profileId: c.participants[0].profileId,
      profilePublicId: c.participants[0].publicIdentifier,
    });
    expect(Object.keys(out.tagsByConversation)).toEqual([c.id]);
    const text = JSON.stringify(out);
    for (const original of ['2-abc==', 'ACoAA1', 'alex-morgan-1', 'Alex', 'urn:li'])
      expect(text).not.toContain(original);
  });

  it('always removes secrets, redacted or not', () => {
    const value = {
      token: 'abc',
      code: '4/0AX-oauth-code',
      options: { webhookUrl: 'https://hooks.example.com/T0/secret' },
      nested: [{ password: 'p', Authorization: 'Bearer x', resetToken: 'r', newPassword: 'n' }],
      header: 'Bearer eyJhbGciOi',
      error: { code: 429 },
    };
    for (const redact of [true, false]) {
      const r = createRedactor(redact);
      r.collect(value);
      expect(r.value(value)).toEqual({
        token: REMOVED,
        code: REMOVED,
        options: { webhookUrl: REMOVED },
        nested: [{ password: REMOVED, Authorization: REMOVED, resetToken: REMOVED, newPassword: REMOVED }],
        header: REMOVED,
        error: { code: 429 },
      });
    }
  });

  it('masks search text in query keys but keeps the key words replay looks queries up by', () => {
    const r = createRedactor(true);
    r.collect({ id: 'conv-1' });
    expect(
      r.queryKey(['messenger', 'conversations', { type: 'linkedin', linkedin: 'all' }, 'alex morgan']),
    ).toEqual(['messenger', 'conversations', { type: 'linkedin', linkedin: 'all' }, '•••• ••••••']);
    expect(r.queryKey(['messenger', 'events', 'conv-1'])).toEqual(['messenger', 'events', 'id-1']);
    expect(r.queryKey(['crm', 'profiles', { filters: { search: 'ceo' }, page: { current: 1 } }])).toEqual([
      'crm',
      'profiles',
      { filters: { search: '•••' }, page: { current: 1 } },
    ]);
  });

  it("masks route parameters and error texts that are not the app's own", () => {
    const r = createRedactor(true);
    expect(r.route('/messenger?search=alex%20morgan&filter=unread')).toBe(
      '/messenger?search=%E2%80%A2%E2%80%A2%E2%80%A2%E2%80%A2%20%E2%80%A2%E2%80%A2%E2%80%A2%E2%80%A2%E2%80%A2%E2%80%A2&filter=unread',
    );
    expect(r.route('/campaign-manager/3')).toBe('/campaign-manager/3');
    expect(r.error('The extension did not answer getTasks in time')).toBe(
      'The extension did not answer getTasks in time',
    );
    expect(r.error('The extension sent an unexpected reply to getProfiles (alex.tags: expected array)')).toBe(
      'The extension sent an unexpected reply to getProfiles',
    );
    expect(r.error('No profile for alex@example.com')).toBe('•• ••••••• ••• ••••@•••••••.•••');
  });

  it('keeps digit and date strings only under time, count, version and id keys', () => {
    const personal = { phone: '4155551234', birthday: '1985-03-14', ip: '192.168.10.24', otp: '482913' };
    const kept = {
      createdAt: '1764676800000',
      sentTime: '2026-12-02T12:00:00Z',
      airwallexPlanEndDate: '2027-01-01',
      count: '12',
      total: '300',
      version: '5.2.1',
      id: '4815',
      loading: 'true',
    };
    expect(redacted({ ...personal, ...kept })).toEqual({
      phone: '••••••••••',
      birthday: '••••••••••',
      ip: '•••.•••.••.••',
      otp: '••••••',
      ...kept,
    });
  });

  it('keeps a value under an enum-named key only when the contract lists it', () => {
    expect(
      redacted({
        type: 'https://www.linkedin.com/in/jane-doe',
        action: 'jane-doe',
        field: 'Berlin',
        mode: 'PEOPLE_SEARCH',
        source: { type: 'PEOPLE_SEARCH' },
      }),
    ).toEqual({
      type: maskText('https://www.linkedin.com/in/jane-doe'),
      action: '••••••••',
      field: '••••••',
      mode: 'PEOPLE_SEARCH',
      source: { type: 'PEOPLE_SEARCH' },
    });
  });

  it('masks record keys that are neither field names, key words nor ids', () => {
    const out = redacted({
      presence: { 'jane-doe-4a1b2c': 'ONLINE', 'alex.morgan@example.com': 'OFFLINE', '3': 'ONLINE' },
      lists: { cannedResponses: [], 'li-auto-msg': 1, 'profiles-exist': true },
    }) as { presence: Record<string, string>; lists: Record<string, unknown> };
    expect(Object.keys(out.presence).sort()).toEqual(
      ['3', '•••••••••••••••', '••••.••••••@•••••••.•••'].sort(),
    );
    expect(out.lists).toEqual({ cannedResponses: [], 'li-auto-msg': 1, 'profiles-exist': true });
  });

  it("leaves a reset or verification link's token, code and address out of the route, in both modes", () => {
    for (const redact of [true, false]) {
      const r = createRedactor(redact);
      expect(r.route('/resetPassword?resetToken=482913&email=alex%40example.com')).toBe('/resetPassword');
      expect(r.route('/verifyEmail?token=eyJhbGciOi&Code=123456')).toBe('/verifyEmail');
      expect(r.route('/settings?apiSecret=s3cret&auth=Bearer%20x&tab=general')).toBe(
        `/settings?apiSecret=${encodeURIComponent(REMOVED)}&auth=${encodeURIComponent(REMOVED)}&tab=${redact ? encodeURIComponent('•••••••') : 'general'}`,
      );
    }
    expect(createRedactor(true).route('/campaign-manager/3?page=2&size=50')).toBe(
      '/campaign-manager/3?page=2&size=50',
    );
  });

  it('leaves everything but secrets alone when not redacting', () => {
    const r = createRedactor(false);
    expect(r.value({ firstName: 'Alex', text: 'Hi', id: 'ACoAA1' })).toEqual({
      firstName: 'Alex',
      text: 'Hi',
      id: 'ACoAA1',
    });
    expect(r.route('/messenger?search=alex')).toBe('/messenger?search=alex');
  });
});

describe('buildSnapshot', () => {
  it('redacts the query cache and the journal but keeps call names', () => {
    const snapshot = buildSnapshot(recordedSession(), {
      redact: true,
      route: '/messenger',
      mode: 'simulated',
      now: NOW,
    });
    const text = JSON.stringify(snapshot);

    for (const secret of ['secret-token-123', 'tok-abc', 'Passw0rd!']) expect(text).not.toContain(secret);
    for (const personal of ['Alex', 'Morgan', 'alex.morgan@example.com', 'Call me at 5', 'Berlin founders'])
      expect(text).not.toContain(personal);
    expect(snapshot.journal.map((e) => e.name)).toEqual(['login', 'POST /user/login', 'getCampaigns']);
    expect(snapshot).toMatchObject({
      format: 'query-snapshot',
      version: 1,
      createdAt: NOW.getTime(),
      route: '/messenger',
      redacted: true,
    });
    expect(snapshot.app).toMatchObject({ version: 'test', mode: 'simulated' });
  });

  it('without redaction keeps personal data but still drops tokens', () => {
    const snapshot = buildSnapshot(recordedSession(), {
      redact: false,
      route: '/',
      mode: 'chrome',
      now: NOW,
    });
    const text = JSON.stringify(snapshot);

    expect(text).toContain('Alex Morgan');
    expect(text).toContain('Call me at 5');
    for (const secret of ['secret-token-123', 'tok-abc', 'Passw0rd!']) expect(text).not.toContain(secret);
  });

  it("keeps the extension's version, a bare answer, as a version: replay checks it", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['extension', 'version'], '5.4.1');
    queryClient.setQueryData(['crm', 'phone'], '4155551234');
    recordCall({
      at: 1,
      channel: 'rpc',
      name: 'getExtensionManifestVersion',
      args: [],
      ms: 1,
      ok: true,
      result: '5.4.1',
    });
    recordCall({ at: 2, channel: 'rpc', name: 'getPhone', args: [], ms: 1, ok: true, result: '4155551234' });
    const snapshot = buildSnapshot(queryClient, { redact: true, route: '/', mode: 'chrome', now: NOW });
    const data = (root: string) => snapshot.queries.queries.find((q) => q.queryKey[0] === root)?.state.data;
    expect(data('extension')).toBe('5.4.1');
    expect(data('crm')).toBe('••••••••••');
    expect(snapshot.journal.map((e) => e.result)).toEqual(['5.4.1', '••••••••••']);
  });

  it('is named after its time', () => {
    expect(snapshotFileName(new Date(2026, 10, 22, 9, 7))).toBe('snapshot-20261122-0907.json');
  });
});

describe('parseSnapshot', () => {
  it('accepts what buildSnapshot writes', () => {
    const snapshot = buildSnapshot(recordedSession(), {
      redact: true,
      route: '/',
      mode: 'simulated',
      now: NOW,
    });
    const parsed = parseSnapshot(JSON.stringify(snapshot));
    expect(parsed).toEqual({ ok: true, snapshot: JSON.parse(JSON.stringify(snapshot)) });
  });

  it('rejects a file that is not JSON', () => {
    expect(parseSnapshot('{ not json')).toEqual({ ok: false, error: 'The file is not valid JSON.' });
  });

  it('rejects other JSON with a message naming what is wrong', () => {
    expect(parseSnapshot(JSON.stringify({ hello: 'world' }))).toEqual({
      ok: false,
      error: expect.stringMatching(/^This is not a snapshot file \(format: /),
    });
    expect(parseSnapshot('[]')).toEqual({
      ok: false,
      error: expect.stringMatching(/^This is not a snapshot file \(file: /),
    });
  });

  it('rejects a snapshot of another version or with a broken journal', () => {
    const good = JSON.parse(
      JSON.stringify(buildSnapshot(recordedSession(), { redact: true, route: '/', mode: 'm', now: NOW })),
    ) as Record<string, unknown>;
    expect(parseSnapshot(JSON.stringify({ ...good, version: 2 }))).toEqual({
      ok: false,
      error: expect.stringMatching(/\(version: /),
    });
    expect(parseSnapshot(JSON.stringify({ ...good, journal: [{ name: 'x' }] }))).toEqual({
      ok: false,
      error: expect.stringMatching(/\(journal\.0\.at: /),
    });
  });
});

describe('replay transport', () => {
  const journal: JournalEntry[] = [
    {
      at: 1,
      channel: 'rpc',
      name: 'getCampaignData',
      args: [{ id: 1, page: 0, size: 10 }],
      ms: 2,
      ok: true,
      result: {
        campaign: { id: 1, name: 'A', module: 'li-auto-msg', status: 'Running', created: 1 },
        items: [],
        total: 0,
      },
    },
    {
      at: 2,
      channel: 'rpc',
      name: 'getCampaignData',
      args: [{ id: 2, page: 0, size: 10 }],
      ms: 2,
      ok: true,
      result: {
        campaign: { id: 2, name: 'B', module: 'li-auto-view', status: 'Added', created: 1 },
        items: [],
        total: 5,
      },
    },
    { at: 3, channel: 'rpc', name: 'getCountOfConnections', args: [], ms: 1, ok: false, error: 'Timed out' },
    { at: 4, channel: 'rpc', name: 'getCountOfConnections', args: [], ms: 1, ok: true, result: 42 },
    {
      at: 5,
      channel: 'cmd',
      name: 'getData',
      args: {},
      ms: 1,
      ok: true,
      result: { token: null, baseData: { code_version: 38 } },
    },
    {
      at: 6,
      channel: 'rpc',
      name: 'manageCampaign',
      args: [{ action: 'run', campaignId: 1 }],
      ms: 1,
      ok: true,
      result: { error: false },
    },
  ];
  const bridge = () => new ExtensionBridge(createReplayTransport(journal));

  it('serves recorded reads, preferring the reply to the same arguments', async () => {
    await expect(bridge().call(remoteFunctions, 'getCampaignData', { id: 1 })).resolves.toMatchObject({
      campaign: { name: 'A' },
    });
    await expect(bridge().call(remoteFunctions, 'getCampaignData', { id: 2 })).resolves.toMatchObject({
      campaign: { name: 'B' },
      total: 5,
    });
    // Not recorded with these arguments: the latest reply to the name.
    await expect(bridge().call(remoteFunctions, 'getCampaignData', { id: 9 })).resolves.toMatchObject({
      campaign: { name: 'B' },
    });
  });

  it('serves only successful replies, and recorded commands', async () => {
    await expect(bridge().call(remoteFunctions, 'getCountOfConnections')).resolves.toBe(42);
    await expect(bridge().command('getData', {})).resolves.toMatchObject({ baseData: { code_version: 38 } });
  });

  it('says so when the snapshot holds no reply', async () => {
    await expect(bridge().call(remoteFunctions, 'getTasks')).rejects.toMatchObject({
      kind: 'remote',
      fn: 'getTasks',
      message: 'The snapshot holds no reply to getTasks',
      code: 'replay',
    });
  });

  it('refuses writes with a clear notice, even ones that were recorded', async () => {
    await expect(
      bridge().call(remoteFunctions, 'manageCampaign', { action: 'run', campaignId: 1 }),
    ).rejects.toMatchObject({
      kind: 'remote',
      message: REPLAY_WRITE_BLOCKED,
    });
    await expect(bridge().call(remoteFunctions, 'setUserPerDayLimit', 5)).rejects.toMatchObject({
      message: REPLAY_WRITE_BLOCKED,
    });
    await expect(
      bridge().command('assignAccount', { data: { id: 'x', firstName: 'A', lastName: 'B', email: 'a@b.c' } }),
    ).rejects.toMatchObject({
      message: REPLAY_WRITE_BLOCKED,
    });
  });

  it('lets start-up log the extension in (it changes nothing) and reports a connected port', async () => {
    await expect(bridge().command('login', { token: 'replay' })).resolves.toBe(true);
    const statuses: string[] = [];
    const b = bridge();
    b.onPortStatus((s) => statuses.push(s));
    b.onPush(() => undefined);
    expect(statuses).toEqual(['disconnected', 'connected']);
  });

  it('tells reads from writes by name', () => {
    for (const read of [
      'getTasks',
      'fetchConversations',
      'searchMyConnections',
      'isConnectionsLoading',
      'checkAccount',
      'db.profiles.get',
      'subscriptions.fetchAllSubscriptionPlans',
      'Uninviter.getState',
    ])
      expect(isReadCall(read), read).toBe(true);
    for (const write of [
      'manageCampaign',
      'addCampaign',
      'sendLinkedinMessage',
      'deleteConversations',
      'Uninviter.start',
      'subscriptions.initiateSubscription',
      'restoreData',
    ])
      expect(isReadCall(write), write).toBe(false);
  });
});
