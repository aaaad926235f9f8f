import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { journalEntries, type JournalEntry } from '../journal';
import { today } from '@/lib/time/clock';

export const SnapshotSchema = z.object({
  format: z.literal('query-snapshot'),
  version: z.literal(1),
  app: z.object({ version: z.string(), build: z.string(), mode: z.string() }),
  createdAt: z.number(),
  route: z.string(),
  queries: z.object({ queries: z.array(z.unknown()), mutations: z.array(z.unknown()).default([]) }).loose(),
  journal: z.array(
    z.object({
      at: z.number(),
      channel: z.enum(['rpc', 'cmd', 'http']),
      name: z.string(),
      args: z.unknown(),
      ms: z.number(),
      ok: z.boolean(),
      result: z.unknown().optional(),
      error: z.string().optional(),
    }),
  ),
  redacted: z.boolean(),
});
export type Snapshot = z.infer<typeof SnapshotSchema>;

// Field names whose string values identify people or carry their words.
const PERSONAL =
  /(name|email|text|message|notes?|occupation|headline|subject|comment|proposal|location|picture|photo|token)$/i;
const SECRET = /token|password|authorization/i;
// An email address is personal whichever field holds it (the login form sends it as `login`).
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** Masks personal strings (keeping their length) and always drops secrets. */
export function redactValue(value: unknown, redact: boolean, key = ''): unknown {
  if (typeof value === 'string') {
    if (SECRET.test(key)) return '[removed]';
    return redact && (PERSONAL.test(key) || EMAIL.test(value)) ? value.replace(/[^\s@.]/g, '•') : value;
  }
  if (Array.isArray(value)) return value.map((v) => redactValue(v, redact, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, redact, k)]));
  }
  return value;
}

export function buildSnapshot(
  queryClient: QueryClient,
  options: { redact: boolean; route: string; mode: string; now?: Date },
): Snapshot {
  const now = options.now ?? today();
  // The call's name is not personal (and replay looks calls up by it); its arguments and reply may be.
  const journal: JournalEntry[] = journalEntries().map((e) => ({
    ...(redactValue(e, options.redact) as JournalEntry),
    name: e.name,
  }));
  return {
    format: 'query-snapshot',
    version: 1,
    app: { version: __APP_VERSION__, build: import.meta.env.MODE, mode: options.mode },
    createdAt: now.getTime(),
    route: options.route,
    queries: redactValue(dehydrate(queryClient), options.redact) as Snapshot['queries'],
    journal,
    redacted: options.redact,
  };
}

/** Window event the QA panel dispatches to ask the app for a snapshot. */
export const RECORD_SNAPSHOT_EVENT = 'reachly:record-snapshot';

const two = (n: number) => String(n).padStart(2, '0');
/** `snapshot-<yyyyMMdd-HHmm>.json` in local time (no date library: this module is in the initial bundle). */
export const snapshotFileName = (now: Date = today()) =>
  `snapshot-${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}-${two(now.getHours())}${two(now.getMinutes())}.json`;

export function downloadSnapshot(snapshot: Snapshot): void {
  const blob = new Blob([JSON.stringify(snapshot, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = snapshotFileName(new Date(snapshot.createdAt));
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Reads and checks a snapshot file; the error says what is wrong with it. */
export function parseSnapshot(text: string): { ok: true; snapshot: Snapshot } | { ok: false; error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The file is not valid JSON.' };
  }
  const parsed = SnapshotSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: `This is not a snapshot file (${issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'invalid'}).`,
    };
  }
  return { ok: true, snapshot: parsed.data };
}
