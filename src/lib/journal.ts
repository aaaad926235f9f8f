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

/** JSON text, or null for what cannot be serialised (cycles and the like are not worth keeping). */
const serialise = (value: unknown): string | null | undefined => {
  if (value === undefined) return undefined;
  try {
    return JSON.stringify(value) ?? undefined;
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
  let argsText = serialise(credential ? BODY_NOT_KEPT : args);
  let resultText = serialise(credential && result !== undefined ? BODY_NOT_KEPT : result);
  const rest = 120 + head.name.length + (head.error?.length ?? 0);
  const argsSize = argsText === null ? Infinity : (argsText?.length ?? 0);
  const resultSize = resultText === null ? Infinity : (resultText?.length ?? 0);
  if (argsSize + resultSize + rest > JOURNAL_ENTRY_MAX_CHARS) {
    const half = JOURNAL_ENTRY_MAX_CHARS / 2;
    if (argsSize > half) argsText = JSON.stringify(`[cut: ${argsSize} characters]`);
    if (resultSize > half) {
      resultText = undefined;
      head.cut = true;
    }
    if (head.error && head.error.length > 1000) head.error = `${head.error.slice(0, 1000)}…`;
  }
  const size = (argsText?.length ?? 0) + (resultText?.length ?? 0) + rest;
  return { head, args: argsText ?? undefined, result: resultText ?? undefined, size };
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
