import { safeLocalStorage } from './storage';

// Drafts belong to the account that typed them: every draft key carries the account's id
// (`reachly.draft.<userId>.<scope>.<id>`). With nobody signed in no draft is read or written, so
// nothing typed or flushed after a session ended lands anywhere. A 401 keeps the drafts for the
// same account's next sign-in; only a confirmed logout deletes them.

const PREFIX = 'reachly.draft.';
const ACCOUNT_KEY = /^reachly\.draft\.(-?\d+)\./;
/** Keys written before drafts were kept per account: `reachly.draft.<scope>.<id>` and the editor's. */
const LEGACY_CAMPAIGN_PREFIX = 'reachly.campaignDraft.';
const legacyTarget = (key: string): string | null => {
  if (key.startsWith(LEGACY_CAMPAIGN_PREFIX)) return `campaign.${key.slice(LEGACY_CAMPAIGN_PREFIX.length)}`;
  if (key.startsWith(PREFIX) && !ACCOUNT_KEY.test(key)) return key.slice(PREFIX.length);
  return null;
};

/** The campaign editor's drafts: `campaign.<id|new>`. */
export const CAMPAIGN_DRAFT_SCOPE = 'campaign';

let account: string | null = null;
const listeners = new Set<() => void>();

/** Something that holds typing not yet written (the editor's debounce): flushed or dropped when the session ends. */
export interface PendingDraftWriter {
  flush(): void;
  cancel(): void;
}
const writers = new Set<PendingDraftWriter>();

/** Every step on its own: blocked or broken storage must never stop a sign-out. */
function attempt(step: () => void): void {
  try {
    step();
  } catch (e) {
    console.warn('A draft step failed', e);
  }
}

function setAccount(next: string | null): void {
  if (account === next) return;
  account = next;
  listeners.forEach((l) => attempt(l));
}

/** The signed-in account whose drafts are read and written (null: nobody, drafts are off). */
export const draftAccount = (): string | null => account;

/** The prefix of the signed-in account's draft keys, or null when nobody is signed in. */
export const accountDraftPrefix = (): string | null => (account === null ? null : `${PREFIX}${account}.`);

/** The storage key of one draft of the signed-in account, or null when nobody is signed in. */
export function draftStorageKey(scope: string, id: string | number): string | null {
  const prefix = accountDraftPrefix();
  return prefix === null ? null : `${prefix}${scope}.${id}`;
}

/** Hears when the signed-in account changes (drafts to read again). */
export function onDraftAccountChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers a writer with pending typing until the returned function is called. */
export function holdPendingDrafts(writer: PendingDraftWriter): () => void {
  writers.add(writer);
  return () => writers.delete(writer);
}

/**
 * An account is signed in: its drafts are read and written from now on. Drafts of another
 * account are removed (the browser is now someone else's: their unsent text must not stay
 * readable there); drafts from before drafts were kept per account become this account's.
 */
export function openDrafts(userId: string | number): void {
  const next = String(userId);
  if (account === next) return;
  attempt(() => {
    for (const key of safeLocalStorage.keys()) {
      const owner = ACCOUNT_KEY.exec(key)?.[1];
      if (owner !== undefined && owner !== next) safeLocalStorage.remove(key);
      const target = legacyTarget(key);
      if (target === null) continue;
      const moved = `${PREFIX}${next}.${target}`;
      const value = safeLocalStorage.get(key);
      if (value !== null && safeLocalStorage.get(moved) === null) safeLocalStorage.set(moved, value);
      safeLocalStorage.remove(key);
    }
  });
  setAccount(next);
}

/** Writes pending typing now (before the drafts are counted). */
export function flushPendingDrafts(): void {
  writers.forEach((w) => attempt(() => w.flush()));
}

/** The session ended without a confirmed logout (a 401, another tab): pending typing is written, drafts stay. */
export function closeDrafts(): void {
  flushPendingDrafts();
  setAccount(null);
}

/** A confirmed logout: pending typing is dropped and every draft of the account (and older unscoped ones) deleted. */
export function discardDrafts(): void {
  writers.forEach((w) => attempt(() => w.cancel()));
  const prefix = accountDraftPrefix();
  attempt(() => {
    for (const key of safeLocalStorage.keys())
      if ((prefix !== null && key.startsWith(prefix)) || legacyTarget(key) !== null)
        safeLocalStorage.remove(key);
  });
  setAccount(null);
}

/** The signed-in account's drafts: scope-and-id (`messenger.message.c1`) and the stored text. */
export function accountDrafts(): { name: string; raw: string }[] {
  const prefix = accountDraftPrefix();
  if (prefix === null) return [];
  const drafts: { name: string; raw: string }[] = [];
  attempt(() => {
    for (const key of safeLocalStorage.keys()) {
      if (!key.startsWith(prefix)) continue;
      const raw = safeLocalStorage.get(key);
      if (raw) drafts.push({ name: key.slice(prefix.length), raw });
    }
  });
  return drafts;
}
