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
  /** The reply was too long and was left out (replay skips such entries). */
  cut?: boolean;
}

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

const sizeOf = (value: unknown): number => {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Infinity; // cycles and the like are not worth keeping
  }
};

/** Drops credential bodies and cuts what is too long; returns the entry and its size. */
function prepare(entry: JournalEntry): { entry: JournalEntry; size: number } {
  let kept = entry;
  if (isCredentialCall(entry.channel, entry.name)) {
    kept = { ...entry, args: BODY_NOT_KEPT, result: entry.result === undefined ? undefined : BODY_NOT_KEPT };
  }
  // Each part is serialised once; the rest of an entry is a few short fields.
  const argsSize = sizeOf(kept.args);
  const resultSize = kept.result === undefined ? 0 : sizeOf(kept.result);
  const rest = () => 120 + kept.name.length + (kept.error?.length ?? 0);
  if (argsSize + resultSize + rest() <= JOURNAL_ENTRY_MAX_CHARS)
    return { entry: kept, size: argsSize + resultSize + rest() };
  const half = JOURNAL_ENTRY_MAX_CHARS / 2;
  if (argsSize > half) kept = { ...kept, args: `[cut: ${argsSize} characters]` };
  if (resultSize > half) kept = { ...kept, result: undefined, cut: true };
  if (kept.error && kept.error.length > 1000) kept = { ...kept, error: `${kept.error.slice(0, 1000)}…` };
  return { entry: kept, size: sizeOf(kept) };
}

const entries: { entry: JournalEntry; size: number }[] = [];
let totalChars = 0;

export function recordCall(entry: JournalEntry): void {
  const prepared = prepare(entry);
  entries.push(prepared);
  totalChars += prepared.size;
  while (entries.length > JOURNAL_SIZE || (totalChars > JOURNAL_MAX_CHARS && entries.length > 1)) {
    totalChars -= entries.shift()!.size;
  }
}

export const journalEntries = (): readonly JournalEntry[] => entries.map((e) => e.entry);
/** JSON characters the journal holds now (tests and the docs' figure). */
export const journalChars = () => totalChars;

/** Forgets every call: on logout and on a 401, so the next person's snapshot holds none of them. */
export function clearJournal(): void {
  entries.splice(0, entries.length);
  totalChars = 0;
}
