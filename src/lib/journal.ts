/** The last calls the app made (extension and HTTP), kept for support snapshots. */
export interface JournalEntry {
  at: number;
  channel: 'rpc' | 'cmd' | 'http';
  name: string;
  args: unknown;
  ms: number;
  ok: boolean;
  result?: unknown;
  error?: string;
}

export const JOURNAL_SIZE = 500;
const entries: JournalEntry[] = [];

export function recordCall(entry: JournalEntry): void {
  entries.push(entry);
  if (entries.length > JOURNAL_SIZE) entries.splice(0, entries.length - JOURNAL_SIZE);
}

export const journalEntries = (): readonly JournalEntry[] => entries.slice();
export const clearJournal = () => void entries.splice(0, entries.length);
