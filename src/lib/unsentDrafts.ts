import { accountDrafts, flushPendingDrafts } from './draftAccount';
import { excerpt } from './format/text';

// The signed-in account's drafts as a person recognises them (what, where, how it begins), for
// the logout confirmation that names what a logout deletes.

export interface UnsentDraft {
  /** 'Message', 'Profile notes', 'New campaign'… */
  what: string;
  /** The screen it was typed on: 'Messenger', 'Lists', 'Settings', 'Campaign editor'. */
  where: string;
  /** What it belongs to, when known ('the conversation with Jane Doe'); '' otherwise. */
  about: string;
  /** The text's beginning ('' when it has none to show). */
  excerpt: string;
}

const KINDS: { scope: string; what: (id: string) => string; where: string }[] = [
  { scope: 'messenger.message', what: () => 'Message', where: 'Messenger' },
  { scope: 'messenger.note', what: () => 'Profile notes', where: 'Messenger' },
  { scope: 'messenger.tag', what: () => 'Conversation tag', where: 'Messenger' },
  { scope: 'messenger.profileTag', what: () => 'Profile tag', where: 'Messenger' },
  { scope: 'lists.profile', what: () => 'Profile notes', where: 'Lists' },
  {
    scope: 'lists.item',
    what: (id) => (id.endsWith('.new') ? 'New list item' : 'List item'),
    where: 'Lists',
  },
  { scope: 'settings.script', what: () => 'Script', where: 'Settings' },
  {
    scope: 'campaign',
    what: (id) => (id === 'new' ? 'New campaign' : 'Campaign changes'),
    where: 'Campaign editor',
  },
];

const EXCERPT_LENGTH = 60;
const shorten = (text: string) => excerpt(text, EXCERPT_LENGTH);

/** The first text in a stored draft: plain text, `{ value }` (the shared store) or `{ values }` (the editor). */
function firstText(value: unknown, depth = 0): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object' || depth > 3) return '';
  const record = value as Record<string, unknown>;
  for (const preferred of ['value', 'values', 'name', 'notes', 'message', 'description']) {
    const text = preferred in record ? firstText(record[preferred], depth + 1) : '';
    if (text.trim()) return text;
  }
  for (const inner of Object.values(record)) {
    const text = firstText(inner, depth + 1);
    if (text.trim()) return text;
  }
  return '';
}

function excerptOf(raw: string): string {
  try {
    const parsed: unknown = JSON.parse(raw);
    return shorten(parsed && typeof parsed === 'object' ? firstText(parsed) : raw);
  } catch {
    return shorten(raw); // the messenger keeps plain text
  }
}

/** Names what a draft belongs to from what the app has at hand (a cached conversation's people). */
export type DraftOwnerNamer = (scope: string, id: string) => string | null;

/** The signed-in account's drafts, pending typing included; none when nobody is signed in. */
export function unsentDrafts(nameOwner: DraftOwnerNamer = () => null): UnsentDraft[] {
  flushPendingDrafts();
  return accountDrafts().map(({ name, raw }) => {
    const kind = KINDS.find((k) => name.startsWith(`${k.scope}.`));
    const id = kind ? name.slice(kind.scope.length + 1) : name;
    return {
      what: kind ? kind.what(id) : 'Draft',
      where: kind?.where ?? 'Reachly',
      about: (kind && nameOwner(kind.scope, id)) ?? '',
      excerpt: excerptOf(raw),
    };
  });
}
