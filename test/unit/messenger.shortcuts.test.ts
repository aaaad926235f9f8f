import { beforeEach, describe, expect, it } from 'vitest';
import { actionForKey, isTypingTarget, SHORTCUTS } from '@/features/messenger/shortcuts';
import { draftStore } from '@/features/messenger/drafts';
import { openDrafts } from '@/lib/draftAccount';

const el = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
};

describe('inbox shortcuts', () => {
  const body = document.body;

  it('maps every key of the table to its action', () => {
    const keys: [string, string][] = [
      ['j', 'next'],
      ['ArrowDown', 'next'],
      ['k', 'previous'],
      ['ArrowUp', 'previous'],
      ['Enter', 'open'],
      ['r', 'reply'],
      ['e', 'archive'],
      ['u', 'toggleUnread'],
      ['x', 'select'],
      ['/', 'search'],
      ['?', 'help'],
    ];
    for (const [key, action] of keys) expect(actionForKey({ key, target: body })).toBe(action);
    expect(actionForKey({ key: 'q', target: body })).toBeNull();
  });

  it('never fires while typing in a field; there Esc leaves the field', () => {
    for (const field of [
      '<input type="text">',
      '<input type="search">',
      '<input type="radio">',
      '<textarea></textarea>',
      '<select></select>',
    ]) {
      const target = el(field);
      expect(isTypingTarget(target)).toBe(true);
      for (const key of ['j', 'k', 'e', 'u', 'x', 'r', '/', '?', 'Enter', 'ArrowDown'])
        expect(actionForKey({ key, target })).toBeNull();
      expect(actionForKey({ key: 'Escape', target })).toBe('leaveField');
    }
    const editable = el('<div contenteditable="true"></div>') as HTMLElement;
    // jsdom has no isContentEditable: the check reads it, so a real browser covers this case (e2e).
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(actionForKey({ key: 'j', target: editable })).toBeNull();
  });

  it("leaves a row's checkbox, a button's Enter and modified keys alone", () => {
    const checkbox = el('<input type="checkbox">');
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(actionForKey({ key: 'j', target: checkbox })).toBe('next');
    expect(actionForKey({ key: 'Enter', target: el('<button>Send</button>') })).toBeNull();
    expect(actionForKey({ key: 'e', ctrlKey: true, target: body })).toBeNull();
    expect(actionForKey({ key: 'r', metaKey: true, target: body })).toBeNull();
    expect(actionForKey({ key: 'u', altKey: true, target: body })).toBeNull();
  });

  it('lists every action in the help dialog', () => {
    expect(SHORTCUTS.map((s) => s.action).sort()).toEqual(
      [
        'archive',
        'help',
        'leaveField',
        'next',
        'open',
        'previous',
        'reply',
        'search',
        'select',
        'toggleUnread',
      ].sort(),
    );
  });
});

describe('conversation drafts', () => {
  beforeEach(() => {
    localStorage.clear();
    openDrafts(1); // drafts are the signed-in account's
  });

  it('keeps the message, note and tags per conversation and knows which conversations have one', () => {
    draftStore.set('c1', 'Hello', 'message');
    draftStore.set('c2', 'call back on Monday', 'note');
    draftStore.set('c3', 'hot', 'tag');
    draftStore.set('c4', 'vip', 'profileTag');
    expect(draftStore.get('c1')).toBe('Hello');
    expect(draftStore.get('c2', 'note')).toBe('call back on Monday');
    expect(draftStore.get('c2', 'message')).toBe('');
    expect([...draftStore.conversationsWithDrafts()].sort()).toEqual(['c1', 'c2', 'c3', 'c4']);
    draftStore.set('c1', '', 'message');
    draftStore.set('c3', '', 'tag');
    expect([...draftStore.conversationsWithDrafts()].sort()).toEqual(['c2', 'c4']);
  });

  it('tells subscribers when a conversation gains or loses its draft', () => {
    let calls = 0;
    const unsubscribe = draftStore.subscribe(() => (calls += 1));
    draftStore.set('c9', 'a');
    draftStore.set('c9', 'ab'); // still a draft: no change to the marker
    draftStore.set('c9', '');
    unsubscribe();
    expect(calls).toBe(2);
  });
});
