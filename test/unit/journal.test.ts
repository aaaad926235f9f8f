import { beforeEach, describe, expect, it } from 'vitest';
import {
  BODY_NOT_KEPT,
  clearJournal,
  JOURNAL_ENTRY_MAX_CHARS,
  JOURNAL_MAX_CHARS,
  JOURNAL_SIZE,
  journalChars,
  journalEntries,
  recordCall,
  type JournalEntry,
} from '@/lib/journal';

const call = (over: Partial<JournalEntry>): JournalEntry => ({
  at: 1,
  channel: 'rpc',
  name: 'getCampaigns',
  args: [],
  ms: 1,
  ok: true,
  result: null,
  ...over,
});
const totalJsonSize = () => JSON.stringify(journalEntries()).length;

beforeEach(() => clearJournal());

describe('call journal', () => {
  it('keeps no body of sign-in, sign-up, password or one-time-code calls', () => {
    const hostile = [
      call({ channel: 'cmd', name: 'login', args: { token: 'tok-secret-1' }, result: true }),
      call({
        channel: 'http',
        name: 'POST /user/login',
        args: { login: 'alex@example.com', password: 'Passw0rd!' },
        result: { success: true, result: { token: 'tok-secret-2' } },
      }),
      call({
        channel: 'http',
        name: 'POST /user/register',
        args: { email: 'new@example.com', password: 'hunter2!', details: { firstName: 'Ann' } },
      }),
      call({
        channel: 'http',
        name: 'POST /user/resetPassword',
        args: { token: 'reset-tok', email: 'a@b.c', newPassword: 'N3w!pass', confirmPassword: 'N3w!pass' },
      }),
      call({ channel: 'http', name: 'POST /user/requestPasswordReset', args: { email: 'who@example.com' } }),
      call({ channel: 'http', name: 'POST /oauth/google/callback', args: { code: '4/0AX-code' } }),
      call({ channel: 'http', name: 'POST /user/verifyEmail', args: { token: 'verify-tok' } }),
    ];
    hostile.forEach(recordCall);
    const text = JSON.stringify(journalEntries());
    for (const secret of [
      'tok-secret-1',
      'tok-secret-2',
      'Passw0rd!',
      'hunter2!',
      'N3w!pass',
      'reset-tok',
      'who@example.com',
      '4/0AX-code',
      'verify-tok',
    ])
      expect(text).not.toContain(secret);
    expect(journalEntries().map((e) => [e.name, e.args])).toEqual(
      hostile.map((e) => [e.name, BODY_NOT_KEPT]),
    );
    // What the call was and whether it worked is still there for support.
    expect(journalEntries()[1]).toMatchObject({ channel: 'http', ok: true, ms: 1 });
  });

  it('cuts a reply or arguments far too long for one entry, and marks the reply as left out', () => {
    recordCall(call({ name: 'getProfiles', result: { profiles: 'x'.repeat(10 * 1024 * 1024) } }));
    recordCall(call({ name: 'restoreData', args: ['y'.repeat(5 * 1024 * 1024)], result: true }));
    const [profiles, restore] = journalEntries();
    expect(profiles).toMatchObject({ name: 'getProfiles', cut: true, result: undefined });
    expect(restore).toMatchObject({
      name: 'restoreData',
      args: `[cut: over ${JOURNAL_ENTRY_MAX_CHARS} characters]`,
      result: true,
    });
    expect(restore?.cut).toBeUndefined();
    expect(totalJsonSize()).toBeLessThan(2 * JOURNAL_ENTRY_MAX_CHARS);
  });

  it('stops serialising a reply once it is past the bound, and says how far it got', () => {
    let visited = 0;
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      id: i,
      get name() {
        visited += 1;
        return 'n'.repeat(1000);
      },
    }));
    recordCall(call({ name: 'getCampaignData', result: { items: rows } }));
    // About 200 of the 1,000 rows (200 KB) were written before it stopped.
    expect(visited).toBeGreaterThan(150);
    expect(visited).toBeLessThan(250);
    expect(journalEntries()[0]).toMatchObject({ cut: true, result: undefined });
    recordCall(call({ args: [{ id: 1, page: 0, size: 5 }], result: { items: rows.slice(0, 5) } }));
    expect(journalEntries()[1]?.result).toEqual({
      items: [0, 1, 2, 3, 4].map((id) => ({ id, name: 'n'.repeat(1000) })),
    });
  });

  it('keeps a reply as it was when it came: later changes to its objects do not reach the journal', () => {
    const reply = { campaigns: [{ id: 1, name: 'Spring outreach' }] };
    recordCall(call({ result: reply }));
    reply.campaigns[0]!.name = 'Changed later';
    reply.campaigns.push({ id: 2, name: 'Added later' });
    expect(journalEntries()[0]?.result).toEqual({ campaigns: [{ id: 1, name: 'Spring outreach' }] });
    // Each read is a fresh copy, so a snapshot that redacts its copy leaves the journal alone.
    expect(journalEntries()[0]?.result).not.toBe(journalEntries()[0]?.result);
  });

  it('stays under about 2 MB however many large calls come in, dropping the oldest', () => {
    const page = 'p'.repeat(90 * 1024);
    for (let i = 0; i < 200; i += 1) recordCall(call({ at: i, result: page }));
    expect(journalChars()).toBeLessThanOrEqual(JOURNAL_MAX_CHARS);
    expect(totalJsonSize()).toBeLessThanOrEqual(JOURNAL_MAX_CHARS + 1024);
    const kept = journalEntries();
    expect(kept.length).toBeGreaterThan(10);
    expect(kept.at(-1)?.at).toBe(199);
    expect(kept[0]!.at).toBe(200 - kept.length);
  });

  it('keeps at most the last 500 small calls', () => {
    for (let i = 0; i < JOURNAL_SIZE + 100; i += 1) recordCall(call({ at: i }));
    expect(journalEntries()).toHaveLength(JOURNAL_SIZE);
    expect(journalEntries()[0]?.at).toBe(100);
  });

  it('clearJournal forgets everything', () => {
    recordCall(call({ result: 'r'.repeat(1000) }));
    clearJournal();
    expect(journalEntries()).toEqual([]);
    expect(journalChars()).toBe(0);
  });
});
