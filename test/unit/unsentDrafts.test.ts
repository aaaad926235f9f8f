import { afterEach, describe, expect, it } from 'vitest';
import { draftStore as composerDrafts } from '@/features/messenger/drafts';
import { draftStore as editorDrafts } from '@/features/campaign-editor/drafts';
import { defaultFormValues } from '@/features/campaign-editor/defaults';
import { closeDrafts, holdPendingDrafts, openDrafts } from '@/lib/draftAccount';
import { DRAFT_SCOPES, draftStore } from '@/lib/drafts';
import { unsentDrafts } from '@/lib/unsentDrafts';

// What the logout confirmation lists: each draft of the account by what, where and how it begins.

afterEach(() => closeDrafts());

describe('unsent drafts', () => {
  it('names every kind of draft of the signed-in account, and none of another', () => {
    openDrafts(3);
    composerDrafts.set('c1', 'Thanks for the intro,\n  could we talk on Thursday?');
    draftStore.write(DRAFT_SCOPES.listsProfile, 9, { notes: 'Met in Berlin', tags: [] });
    draftStore.write(DRAFT_SCOPES.settingsScript, 'box', 'console.log(1)');
    editorDrafts.save(null, { ...defaultFormValues('li-auto-msg'), name: 'Founders in Munich' });
    localStorage.setItem('reachly.draft.4.messenger.message.c1', 'someone else’s');

    const named = unsentDrafts((scope, id) => (scope === 'messenger.message' ? `conversation ${id}` : null));

    expect(named).toHaveLength(4);
    expect(named).toEqual(
      expect.arrayContaining([
        {
          what: 'Message',
          where: 'Messenger',
          about: 'conversation c1',
          excerpt: 'Thanks for the intro, could we talk on Thursday?',
        },
        { what: 'Profile notes', where: 'Lists', about: '', excerpt: 'Met in Berlin' },
        { what: 'Script', where: 'Settings', about: '', excerpt: 'console.log(1)' },
        { what: 'New campaign', where: 'Campaign editor', about: '', excerpt: 'Founders in Munich' },
      ]),
    );
  });

  it('counts typing still waiting for its debounce, and nothing with nobody signed in', () => {
    expect(unsentDrafts()).toEqual([]);
    openDrafts(3);
    const release = holdPendingDrafts({
      flush: () => composerDrafts.set('c2', 'typed a moment ago'),
      cancel: () => undefined,
    });
    try {
      expect(unsentDrafts()).toEqual([
        { what: 'Message', where: 'Messenger', about: '', excerpt: 'typed a moment ago' },
      ]);
    } finally {
      release();
    }
  });
});
