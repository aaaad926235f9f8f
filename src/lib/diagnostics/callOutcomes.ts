import type { JournalCall } from '../journal';

/** How an extension call last ended, as the diagnostics page names it. */
export type CallOutcomeKind = 'ok' | 'error' | 'malformed' | 'timeout' | 'unsupported' | 'unreachable';

/** One extension call's last outcome: names, times and the error's words, never arguments or replies. */
export interface CallOutcome {
  channel: 'rpc' | 'cmd';
  name: string;
  outcome: CallOutcomeKind;
  /** The last failure's message; only when the last call failed. */
  message?: string;
  ms: number;
  at: number;
  /** Calls of this name and how many failed, among those the journal still holds. */
  calls: number;
  failures: number;
}

const outcomeOf = (entry: JournalCall): CallOutcomeKind => {
  if (entry.ok) return 'ok';
  switch (entry.kind) {
    case 'timeout':
    case 'malformed':
    case 'unsupported':
    case 'unreachable':
      return entry.kind;
    default:
      return 'error'; // the extension refused, or the arguments were ours to fix
  }
};

// An error's words come from the extension: an e-mail address in them would name a person.
const EMAIL = /[^\s@()<>"']+@[^\s@()<>"']+/g;
const withoutEmails = (message: string) => message.replace(EMAIL, '[e-mail]');

/** The last outcome of every extension call in the journal, most recent first. */
export function callOutcomes(entries: readonly JournalCall[]): CallOutcome[] {
  const byCall = new Map<string, CallOutcome>();
  for (const entry of entries) {
    if (entry.channel === 'http') continue;
    const key = `${entry.channel} ${entry.name}`;
    const before = byCall.get(key);
    const outcome = outcomeOf(entry);
    byCall.delete(key); // re-inserted last: the map keeps the order of the latest calls
    byCall.set(key, {
      channel: entry.channel,
      name: entry.name,
      outcome,
      ...(outcome !== 'ok' && entry.error !== undefined && { message: withoutEmails(entry.error) }),
      ms: entry.ms,
      at: entry.at,
      calls: (before?.calls ?? 0) + 1,
      failures: (before?.failures ?? 0) + (entry.ok ? 0 : 1),
    });
  }
  return [...byCall.values()].reverse();
}
