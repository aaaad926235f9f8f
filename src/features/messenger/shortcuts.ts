// The keyboard-first inbox: which key does what. Pure, so the rules are tested without a page.

export type MessengerShortcutAction =
  | 'next'
  | 'previous'
  | 'open'
  | 'reply'
  | 'archive'
  | 'toggleUnread'
  | 'select'
  | 'search'
  | 'leaveField'
  | 'help';

/** Every shortcut as the 'Keyboard shortcuts' dialog lists it. */
export const SHORTCUTS: { keys: string[]; action: MessengerShortcutAction; description: string }[] = [
  { keys: ['j', '↓'], action: 'next', description: 'Next conversation' },
  { keys: ['k', '↑'], action: 'previous', description: 'Previous conversation' },
  { keys: ['Enter'], action: 'open', description: 'Open the conversation' },
  { keys: ['r'], action: 'reply', description: 'Focus the reply box' },
  { keys: ['e'], action: 'archive', description: 'Archive (in Archived: move back to the inbox)' },
  { keys: ['u'], action: 'toggleUnread', description: 'Mark as unread / as read' },
  { keys: ['x'], action: 'select', description: 'Select or unselect the conversation' },
  { keys: ['/'], action: 'search', description: 'Search conversations' },
  { keys: ['Esc'], action: 'leaveField', description: 'Leave the field you are typing in' },
  { keys: ['?'], action: 'help', description: 'Show these shortcuts' },
];

const KEY_ACTIONS: Record<string, MessengerShortcutAction> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  Enter: 'open',
  r: 'reply',
  e: 'archive',
  u: 'toggleUnread',
  x: 'select',
  '/': 'search',
  '?': 'help',
};

/** Fields where keys belong to what is typed or chosen (a radio group's arrows; a row's checkbox is not one). */
export function isTypingTarget(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el instanceof HTMLInputElement) return !['checkbox', 'button', 'submit'].includes(el.type);
  return el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable;
}

/** Where a key belongs to the focused control (Enter on a button, arrows in a list box). */
const isControl = (el: EventTarget | null) =>
  el instanceof HTMLElement &&
  (el.tagName === 'BUTTON' || el.tagName === 'A' || el.getAttribute('role') === 'button');

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target: EventTarget | null;
}

/**
 * The action a key press asks for, or null. Shortcuts never fire while typing in a field; there
 * only Esc acts (it leaves the field). Keys with Ctrl, Cmd or Alt belong to the browser.
 */
export function actionForKey(e: KeyLike): MessengerShortcutAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (isTypingTarget(e.target)) return e.key === 'Escape' ? 'leaveField' : null;
  if (e.key === 'Enter' && isControl(e.target)) return null;
  return KEY_ACTIONS[e.key] ?? null;
}
