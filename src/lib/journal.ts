import type { ExtensionErrorKind } from './extension/errors';

/** The last calls the app made (extension and HTTP), kept in memory for support snapshots. */
export interface JournalEntry {
  at: number;
  channel: 'rpc' | 'cmd' | 'http';
  name: string;
  args: unknown;
  ms: number;
  ok: boolean;
  result?: unknown;
  error?: string;
  /** Why an extension call failed (ExtensionError's kind): a timeout, a malformed reply, an unknown call… */
  kind?: ExtensionErrorKind;
  /** The reply was too long and was left out (replay skips such entries). */
  cut?: boolean;
}

/** A call without its arguments and reply. */
export type JournalCall = Omit<JournalEntry, 'args' | 'result'>;

export const JOURNAL_SIZE = 500;
/** The whole journal stays under about 2 MB of JSON; the oldest calls go first. */
export const JOURNAL_MAX_CHARS = 2 * 1024 * 1024;
/** One call's arguments or reply longer than this is left out (a page of 1,000 profiles, a backup). */
export const JOURNAL_ENTRY_MAX_CHARS = 200 * 1024;
/** What stands in for the body of a sign-in, sign-up or password call. */
export const BODY_NOT_KEPT = '[not kept]';

// Calls whose bodies carry passwords, tokens or one-time codes: their arguments and replies are never kept.
const CREDENTIAL_CALLS = new Set([
  'cmd login',
  'http POST /user/login',
  'http POST /user/register',
  'http POST /user/requestPasswordReset',
  'http POST /user/resetPassword',
  'http POST /user/verifyEmail',
  'http POST /oauth/google/callback',
]);
export const isCredentialCall = (channel: JournalEntry['channel'], name: string) =>
  CREDENTIAL_CALLS.has(`${channel} ${name}`);

/** Stands in for JSON text that would pass the bound: it was not written. */
const TOO_LONG = Symbol('too long');

/**
 * Whether the JSON text of `value` would pass `max` characters, found without writing it: keys
 * and strings are counted, a few characters for everything else, and the walk stops at `max` (a
 * 1,000-row page polled every 2 s is not serialised whole only to be dropped).
 */
function longerThan(value: unknown, max: number): boolean {
  let size = 0;
  // A cycle only adds to the count until it passes `max`.
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') size += v.length + 2;
    else if (v && typeof v === 'object') {
      if (Array.isArray(v)) {
        size += v.length + 2;
        for (const item of v) stack.push(item);
      } else {
        for (const key in v) {
          size += key.length + 4;
          stack.push((v as Record<string, unknown>)[key]);
        }
      }
    } else size += 5;
    if (size > max) return true;
  }
  return false;
}

/** JSON text; TOO_LONG when it would pass `max` characters (or holds a cycle); null for what cannot be serialised. */
const serialise = (value: unknown, max: number): string | null | undefined | typeof TOO_LONG => {
  if (value === undefined) return undefined;
  if (longerThan(value, max)) return TOO_LONG;
  try {
    const text = JSON.stringify(value) ?? undefined;
    return text !== undefined && text.length > max ? TOO_LONG : text;
  } catch {
    return null;
  }
};

/**
 * A kept call. Arguments and reply are kept as JSON text, not as the reply's objects: text takes
 * about its length in memory (objects several times that), so the journal's 2 MB bound is its real
 * size and a long-open tab's heap stops growing once the journal is full.
 */
interface KeptCall {
  head: Omit<JournalEntry, 'args' | 'result'>;
  args?: string;
  result?: string;
  size: number;
}

/** Drops credential bodies and cuts what is too long. */
function keep(entry: JournalEntry): KeptCall {
  const { args, result, ...head } = entry;
  const credential = isCredentialCall(entry.channel, entry.name);
  let argsText = serialise(credential ? BODY_NOT_KEPT : args, JOURNAL_ENTRY_MAX_CHARS);
  let resultText = serialise(
    credential && result !== undefined ? BODY_NOT_KEPT : result,
    JOURNAL_ENTRY_MAX_CHARS,
  );
  const rest = 120 + head.name.length + (head.error?.length ?? 0);
  const sizeOf = (text: typeof argsText) =>
    text === null || text === TOO_LONG ? Infinity : (text?.length ?? 0);
  const argsSize = sizeOf(argsText);
  const resultSize = sizeOf(resultText);
  if (argsSize + resultSize + rest > JOURNAL_ENTRY_MAX_CHARS) {
    const half = JOURNAL_ENTRY_MAX_CHARS / 2;
    if (argsSize > half)
      argsText = JSON.stringify(
        argsText === TOO_LONG
          ? `[cut: over ${JOURNAL_ENTRY_MAX_CHARS} characters]`
          : `[cut: ${argsSize} characters]`,
      );
    if (resultSize > half) {
      resultText = undefined;
      head.cut = true;
    }
    if (head.error && head.error.length > 1000) head.error = `${head.error.slice(0, 1000)}…`;
  }
  // Past the cut, what is left is text or nothing.
  const kept = (text: typeof argsText) => (typeof text === 'string' ? text : undefined);
  const size = (kept(argsText)?.length ?? 0) + (kept(resultText)?.length ?? 0) + rest;
  return { head, args: kept(argsText), result: kept(resultText), size };
}

const entries: KeptCall[] = [];
let totalChars = 0;
const listeners = new Set<() => void>();
let calls: readonly JournalCall[] | undefined;

function changed() {
  calls = undefined;
  listeners.forEach((l) => l());
}

/** Tells `listener` after each recorded call (the diagnostics page follows the journal live). */
export function subscribeJournal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function recordCall(entry: JournalEntry): void {
  const kept = keep(entry);
  entries.push(kept);
  totalChars += kept.size;
  while (entries.length > JOURNAL_SIZE || (totalChars > JOURNAL_MAX_CHARS && entries.length > 1)) {
    totalChars -= entries.shift()!.size;
  }
  changed();
}

/** The kept calls, oldest first (new objects each time: a snapshot may change them). */
export const journalEntries = (): readonly JournalEntry[] =>
  entries.map(({ head, args, result }) => ({
    ...head,
    args: args === undefined ? undefined : (JSON.parse(args) as unknown),
    result: result === undefined ? undefined : (JSON.parse(result) as unknown),
  }));
/**
 * The kept calls without their arguments and replies, oldest first: nothing to parse, and the same
 * array until the journal changes (a snapshot for useSyncExternalStore).
 */
export const journalCalls = (): readonly JournalCall[] =>
  (calls ??= entries.map(({ head }) => ({ ...head })));
/** JSON characters the journal holds now (tests and the docs' figure). */
export const journalChars = () => totalChars;

export function clearJournal(): void {
  entries.splice(0, entries.length);
  totalChars = 0;
  changed();
}
