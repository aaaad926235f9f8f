import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftStore, remainingDraft } from '@/features/messenger/drafts';
import { outbox } from '@/features/messenger/outbox';
import { openDrafts } from '@/lib/draftAccount';
import { QueryClient } from '@tanstack/react-query';
import { clearSignedOutAccount } from '@/lib/session/signOutCleanup';

// A message a person sends goes out once and owns its text (issue 49 item 1, security review NEW-1/NEW-2).

describe('remainingDraft: what stays in the composer once a send is accepted', () => {
  it('is empty when the draft still holds just the sent text', () => {
    expect(remainingDraft('Hello', 'Hello')).toBe('');
    expect(remainingDraft('Hello  \n', 'Hello')).toBe('');
    expect(remainingDraft('', 'Hello')).toBe('');
  });

  it('keeps what was typed after the send began, without the sent text', () => {
    expect(remainingDraft('Hello\nAnd one more thing', 'Hello')).toBe('And one more thing');
    expect(remainingDraft('Hello and more', 'Hello')).toBe('and more');
    expect(remainingDraft('Before\nHello\nAfter', 'Hello')).toBe('Before\nAfter');
  });

  it('keeps a draft whole when its sent text was edited meanwhile: typed text is never lost', () => {
    expect(remainingDraft('Helo there', 'Hello')).toBe('Helo there');
    expect(remainingDraft('Something else entirely', 'Hello')).toBe('Something else entirely');
  });
});

describe('draftStore.rewrite: the send takes its text out of the stored draft', () => {
  beforeEach(() => openDrafts(1)); // drafts are the signed-in account's
  afterEach(() => localStorage.clear());

  it('clears the draft and its marker when nothing else was typed', () => {
    draftStore.set('c1', 'Hello');
    expect(draftStore.conversationsWithDrafts().has('c1')).toBe(true);
    draftStore.rewrite('c1', (d) => remainingDraft(d, 'Hello'));
    expect(draftStore.get('c1')).toBe('');
    expect(draftStore.conversationsWithDrafts().has('c1')).toBe(false);
  });

  it('keeps text typed during the send', () => {
    draftStore.set('c1', 'Hello\nNext sentence');
    draftStore.rewrite('c1', (d) => remainingDraft(d, 'Hello'));
    expect(draftStore.get('c1')).toBe('Next sentence');
  });
});

describe('outbox: one send per conversation, one key per message', () => {
  afterEach(() => outbox.clear());

  it('refuses a second send while one is in flight, in that conversation only', () => {
    const first = outbox.claim('c1', 'Hello', []);
    expect(first).not.toBeNull();
    expect(outbox.claim('c1', 'Hello', [])).toBeNull();
    expect(outbox.claim('c1', 'Other text', [])).toBeNull();
    expect(outbox.claim('c2', 'Hello', [])).not.toBeNull();
  });

  it('while the send is checked after a timeout, it stays locked', () => {
    const message = outbox.claim('c1', 'Hello', [])!;
    outbox.settle(message, { status: 'checking', message });
    expect(outbox.claim('c1', 'Hello', [])).toBeNull();
  });

  it('an unconfirmed send, sent again, keeps its key; another text is a new message', () => {
    const message = outbox.claim('c1', 'Hello', [])!;
    outbox.settle(message, {
      status: 'unconfirmed',
      message: { ...message, body: 'Hello' },
      found: 'absent',
    });
    const again = outbox.claim('c1', 'Hello', [])!;
    expect(again.actionKey).toBe(message.actionKey);
    expect(again.body).toBe('Hello');
    outbox.settle(again, { status: 'unconfirmed', message: again, found: 'absent' });
    expect(outbox.claim('c1', 'Something else', [])!.actionKey).not.toBe(message.actionKey);
  });

  it('a failed send frees the lock, and the next try is a new action', () => {
    const message = outbox.claim('c1', 'Hello', [])!;
    outbox.settle(message, { status: 'failed', message, detail: 'Daily limit reached' });
    expect(outbox.claim('c1', 'Hello', [])!.actionKey).not.toBe(message.actionKey);
  });

  it('an outcome of an older send does not overwrite the newer one', () => {
    const old = outbox.claim('c1', 'Hello', [])!;
    outbox.settle(old, { status: 'failed', message: old, detail: 'x' });
    const next = outbox.claim('c1', 'Hello', [])!;
    outbox.settle(old, null);
    expect(outbox.get('c1')).toEqual({ status: 'sending', message: next });
  });

  it('Check again takes the lock only from an unconfirmed send', () => {
    const message = outbox.claim('c1', 'Hello', [])!;
    expect(outbox.claimCheck(message)).toBe(false);
    outbox.settle(message, { status: 'unconfirmed', message, found: 'unknown', detail: 'timeout' });
    expect(outbox.claimCheck(message)).toBe(true);
    expect(outbox.claim('c1', 'Hello', [])).toBeNull();
  });
});

describe('the outbox at the end of a session', () => {
  it('forgets every send when the account signs out: the next account sees none of them', () => {
    expect(outbox.claim('conv-1', 'Hello Ana', [])).not.toBeNull();
    clearSignedOutAccount(new QueryClient(), 'keep');
    expect(outbox.get('conv-1')).toBeUndefined();
  });
});
