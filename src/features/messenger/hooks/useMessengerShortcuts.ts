import { useEffect, useRef, type RefObject } from 'react';
import type { Conversation } from '@/lib/extension/contract';
import { actionForKey, type MessengerShortcutAction } from '../shortcuts';
import { conversationName } from '../components/ConversationList';

export type ShortcutBulkAction = 'archive' | 'unarchive' | 'read' | 'unread';

export interface MessengerShortcutsOptions {
  conversations: Conversation[];
  /** The row the keyboard is on (the open conversation when there is one). */
  cursorId: string | null;
  openId: string | null;
  checked: ReadonlySet<string>;
  archivedFilter: boolean;
  moveTo: (id: string) => void;
  open: (id: string) => void;
  close: () => void;
  toggleChecked: (id: string) => void;
  runBulk: (action: ShortcutBulkAction, ids: string[], done: () => void) => void;
  loadMore: () => void;
  showHelp: () => void;
  announce: (text: string) => void;
  searchInput: RefObject<HTMLInputElement | null>;
  conversationSection: RefObject<HTMLElement | null>;
}

const isUnread = (c: Conversation) => !c.read || c.unreadCount > 0;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const OWNS_ITS_KEYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="presentation"]';

/** j/k, arrows, Enter, r, e, u, x, /, Esc and ? in the messenger; each action is announced. */
export function useMessengerShortcuts(options: MessengerShortcutsOptions): void {
  // The listener is attached once and always sees the latest state.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = actionForKey(e);
      if (!action) return;
      // A dialog, menu or popover owns the keys pressed in it (Esc closes it). Asked of the key's target,
      // not of the page: a dialog that is closing stays in the page for its exit transition, and
      // a key pressed at once after Esc belongs to the screen, where the focus went back.
      if (e.target instanceof Element && e.target.closest(OWNS_ITS_KEYS)) return;
      // An open list of options (a select, an autocomplete) keeps the keys of the field it belongs to.
      if (document.querySelector('[role="listbox"]')) return;
      if (run(action, latest.current, e.target)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** Carries out one action; true when the key was used. */
function run(
  action: MessengerShortcutAction,
  o: MessengerShortcutsOptions,
  target: EventTarget | null,
): boolean {
  const { conversations } = o;
  const index = conversations.findIndex((c) => c.id === o.cursorId);
  const current = index >= 0 ? conversations[index]! : null;
  const need = (): Conversation | null => {
    if (!current)
      o.announce(conversations.length ? 'No conversation chosen: press j first' : 'No conversations');
    return current;
  };

  switch (action) {
    case 'next':
    case 'previous': {
      if (!conversations.length) return false;
      const next =
        index < 0 ? 0 : Math.max(0, Math.min(conversations.length - 1, index + (action === 'next' ? 1 : -1)));
      const c = conversations[next]!;
      o.moveTo(c.id);
      o.announce(
        `${conversationName(c)}${isUnread(c) ? ', unread' : ''}, ${next + 1} of ${conversations.length}`,
      );
      if (action === 'next' && next >= conversations.length - 3) o.loadMore();
      return true;
    }
    case 'open': {
      const c = need();
      if (!c) return true;
      o.open(c.id);
      o.conversationSection.current?.focus();
      o.announce(`Opened the conversation with ${conversationName(c)}`);
      return true;
    }
    case 'reply': {
      // The composer belongs to the open conversation's view; it is the section's message box.
      const box = o.conversationSection.current?.querySelector<HTMLTextAreaElement>(
        'textarea[aria-label="Enter a message"]',
      );
      if (!o.openId || !box) {
        o.announce('Open a conversation to reply');
        return true;
      }
      box.focus();
      o.announce('Reply box');
      return true;
    }
    case 'archive': {
      const ids = o.checked.size ? [...o.checked] : current ? [current.id] : [];
      if (!ids.length) return need() === null; // announced: nothing to archive
      const verb = o.archivedFilter ? 'Moved back to the inbox' : 'Archived';
      const what =
        ids.length === 1 && current && current.id === ids[0]
          ? conversationName(current)
          : plural(ids.length, 'conversation');
      // The keyboard stays in place: on the next conversation that remains.
      const gone = new Set(ids);
      const rest = conversations.slice(index + 1).find((c) => !gone.has(c.id));
      if (rest) o.moveTo(rest.id);
      o.runBulk(o.archivedFilter ? 'unarchive' : 'archive', ids, () => o.announce(`${verb}: ${what}`));
      return true;
    }
    case 'toggleUnread': {
      const targets = o.checked.size
        ? conversations.filter((c) => o.checked.has(c.id))
        : current
          ? [current]
          : [];
      if (!targets.length) return need() === null;
      const markRead = targets.every(isUnread);
      const ids = targets.map((c) => c.id);
      // An unread conversation left open would be marked read again after a second: close it.
      if (!markRead && o.openId && ids.includes(o.openId)) o.close();
      const what =
        targets.length === 1 ? conversationName(targets[0]!) : plural(targets.length, 'conversation');
      o.runBulk(markRead ? 'read' : 'unread', ids, () =>
        o.announce(`Marked ${markRead ? 'read' : 'unread'}: ${what}`),
      );
      return true;
    }
    case 'select': {
      const c = need();
      if (!c) return true;
      const selected = !o.checked.has(c.id);
      o.toggleChecked(c.id);
      const count = o.checked.size + (selected ? 1 : -1);
      o.announce(`${selected ? 'Selected' : 'Unselected'} ${conversationName(c)}, ${count} selected`);
      return true;
    }
    case 'search':
      o.searchInput.current?.focus();
      o.announce('Search conversations');
      return true;
    case 'leaveField':
      if (target instanceof HTMLElement) target.blur();
      o.announce('Left the field; shortcuts are on');
      return true;
    case 'help':
      o.showHelp();
      return true;
  }
}
