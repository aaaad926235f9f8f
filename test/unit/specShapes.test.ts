import { describe, expect, it } from 'vitest';
import { airwallexCheckoutAddress } from '@/features/subscriptions/checkout';
import { presenceOf } from '@/features/messenger/api/queries';
import { crmRemotes } from '@/lib/extension/contract/crm';
import { messengerRemotes } from '@/lib/extension/contract/messenger';
import { WithdrawalStateSchema } from '@/lib/extension/contract/shared/entities';
import { subscriptionsRemotes } from '@/lib/extension/contract/subscriptions';
import { toolsRemotes } from '@/lib/extension/contract/tools';

// Replies the spec names but does not show (audit 2026-12-05: Y9, CR26, M47, M55, TO12), each in
// the forms an extension written from the spec may send, read into what the screen needs.

const ORIGIN = 'https://app.example.com';
const checkout = subscriptionsRemotes['subscriptions.initiateAirwallexCheckout'].reply;

describe('initiateAirwallexCheckout (spec: "the reply\'s env is used")', () => {
  it.each([
    [{ env: 'prod', checkoutUrl: 'https://checkout.airwallex.com/c' }, 'prod'],
    [{ env: 'demo', url: 'https://checkout.airwallex.com/c' }, 'demo'],
    [{ url: 'https://checkout.airwallex.com/c', intent_id: 'int_1' }, null],
    ['https://checkout.airwallex.com/c', null],
  ])('%j gives the address and env %j', (reply, env) => {
    expect(checkout.parse(reply)).toEqual({ env, checkoutUrl: 'https://checkout.airwallex.com/c' });
  });

  it('an answer without an address is still an error: there is nowhere to go', () => {
    expect(checkout.safeParse({ env: 'prod', intent_id: 'int_1', client_secret: 's' }).success).toBe(false);
  });

  it('goes to the address without an env when the reply names none', () => {
    expect(
      airwallexCheckoutAddress({ env: null, checkoutUrl: 'https://checkout.airwallex.com/c' }, ORIGIN),
    ).toBe('https://checkout.airwallex.com/c');
  });
});

describe('getAllContacts (the three counter cards)', () => {
  const counts = crmRemotes.getAllContacts.reply;

  it.each([
    [
      { all: 12, firstConnections: '10', leads: 3 },
      { all: 12, firstConnections: 10, leads: 3 },
    ],
    [
      { allContacts: 12, connections: 10, leadsOfCampaigns: [1, 2, 3] },
      { all: 12, firstConnections: 10, leads: 3 },
    ],
    [{ all: 12 }, { all: 12, firstConnections: null, leads: null }],
    [[{ id: 1 }, { id: 2 }], { all: 2, firstConnections: null, leads: null }],
  ])('%j shows %j', (reply, shown) => expect(counts.parse(reply)).toEqual(shown));

  it('a count in a form that is not a count is none, and the others still show', () => {
    expect(counts.parse({ all: 'many', firstConnections: 4, leads: 1 })).toEqual({
      all: null,
      firstConnections: 4,
      leads: 1,
    });
  });
});

describe('getConversationsFromCampaigns [campaign ids, conversations]', () => {
  const fromCampaigns = messengerRemotes.getConversationsFromCampaigns;

  it('sends the conversations themselves', () => {
    const conversation = { id: 'c1', participants: [], lastActivityAt: 1 };
    expect(fromCampaigns.args.parse([[7], [conversation]])).toEqual([[7], [conversation]]);
  });

  it.each([
    [
      ['c1', 'c2'],
      ['c1', 'c2'],
    ],
    [
      [{ id: 'c1', participants: [] }, { id: 2 }],
      ['c1', '2'],
    ],
    [[{ id: 'c1' }, { name: 'no id' }], ['c1']],
  ])('%j keeps %j', (reply, kept) => expect(fromCampaigns.reply.parse(reply)).toEqual(kept));
});

describe('getPresenceStatus [profile ids]', () => {
  const presence = messengerRemotes.getPresenceStatus.reply;
  const at = Date.parse('2026-05-01T00:00:00.000Z');
  const online = (id: string | null) => ({ id, availability: 'ONLINE', lastActiveAt: null });

  it.each([
    ['a map by id', { p1: { availability: 'ONLINE' } }, 'p1'],
    ['a map by URN', { 'urn:li:fsd_profile:p1': { availability: 'ONLINE' } }, 'urn:li:fsd_profile:p1'],
    ['a map of availabilities', { p1: 'ONLINE' }, 'p1'],
    ['a list naming the profile', [{ profileId: 'p1', availability: 'ONLINE' }], 'p1'],
    ['the presence alone', { availability: 'ONLINE' }, null],
  ])('%s gives the asked profile its presence', (_form, reply, id) => {
    expect(presenceOf(presence.parse(reply), 'p1')).toEqual(online(id));
  });

  it('reads lastActiveAt in any date form, and an unreadable one as none', () => {
    expect(
      presence.parse({ p1: { availability: 'OFFLINE', lastActiveAt: '2026-05-01T00:00:00.000Z' } }),
    ).toEqual([{ id: 'p1', availability: 'OFFLINE', lastActiveAt: at }]);
    expect(presence.parse({ p1: { availability: 'OFFLINE', lastActiveAt: 'yesterday-ish' } })).toEqual([
      { id: 'p1', availability: 'OFFLINE', lastActiveAt: null },
    ]);
  });

  it('another profile’s presence is not taken for the asked one', () => {
    const reply = presence.parse({ p2: { availability: 'ONLINE' }, p3: { availability: 'ONLINE' } });
    expect(presenceOf(reply, 'p1')).toBeNull();
  });
});

describe('the withdrawal state (spec 001 section 3 names its fields, not their forms)', () => {
  it('reads the person, the error flag, the range and the invitations in the forms they may come in', () => {
    expect(
      WithdrawalStateSchema.parse({
        running: 'true',
        counter: '3',
        skipCounter: 1,
        message: 'Withdrawing…',
        days: '30',
        lastPerson: { firstName: 'Alex', lastName: 'Morgan', publicIdentifier: 'alex' },
        currentPage: 2,
        error: true,
        delay: { min: 4, max: '12' },
        invitations: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }],
      }),
    ).toEqual({
      running: true,
      counter: 3,
      skipCounter: 1,
      message: 'Withdrawing…',
      days: 30,
      lastPerson: 'Alex Morgan',
      currentPage: 2,
      error: 'The extension reported an error',
      delay: [4, 12],
      invitations: 4,
    });
  });

  it('an error comes as words, as `{ message }`, or as `false` for none', () => {
    const errorOf = (error: unknown) => WithdrawalStateSchema.parse({ running: false, error }).error;
    expect(errorOf('LinkedIn asked to sign in')).toBe('LinkedIn asked to sign in');
    expect(errorOf({ message: 'Rate limited' })).toBe('Rate limited');
    expect(errorOf(false)).toBeNull();
  });

  it('a field in an unforeseen form is none, not a broken tool', () => {
    expect(
      WithdrawalStateSchema.parse({ running: false, lastPerson: 42, delay: 'fast', message: { a: 1 } }),
    ).toMatchObject({ running: false, counter: 0, lastPerson: null, delay: null, message: null });
  });

  it('a start answered with a bare acknowledgement still asks for the state again (null)', () => {
    expect(toolsRemotes['Uninviter.start'].reply.parse({ success: true })).toBeNull();
  });
});
