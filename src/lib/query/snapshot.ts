import { dehydrate, hashKey, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { zodEnglish } from '@/lib/zodEnglish';
import { journalEntries, type JournalEntry } from '../journal';
import { diagnosticsText, type Diagnostics } from '../diagnostics/report';
import { EXTENSION_ERROR_KINDS } from '../extension/errors';
import { downloadFile } from '@/lib/download';
import { today } from '@/lib/time/clock';
import { QUERY_ROOTS } from './keys';
import { createRedactor } from './redact';

/** Replay refuses bigger files (a redacted snapshot of the `big` scenario is a few MB). */
export const MAX_SNAPSHOT_BYTES = 20 * 1024 * 1024;

const ROOTS = new Set<string>(Object.values(QUERY_ROOTS));
/**
 * One recorded query as replay will use it: a key under one of the app's roots and a successful
 * state. Unknown fields (a `promise` to resume, `meta`) are dropped; the hash is recomputed.
 */
export const SnapshotQuerySchema = z.object({
  queryKey: z.array(z.unknown()).check(
    z.minLength(1),
    z.refine((key) => typeof key[0] === 'string' && ROOTS.has(key[0]), 'not a query of this app'),
  ),
  queryHash: z.optional(z.string()),
  state: z.looseObject({
    data: z.unknown(),
    dataUpdatedAt: z.number(),
    status: z.literal('success'),
    error: z.optional(z.null()),
  }),
  dehydratedAt: z.optional(z.number()),
});
export type SnapshotQuery = z.infer<typeof SnapshotQuerySchema>;

export const SnapshotSchema = z.object({
  format: z.literal('query-snapshot'),
  version: z.literal(1),
  app: z.object({ version: z.string(), build: z.string(), mode: z.string() }),
  createdAt: z.number(),
  route: z.string(),
  // Recorded mutations are never replayed (a paused one could be resumed): only queries are kept.
  queries: z.object({
    queries: z.array(SnapshotQuerySchema),
    mutations: z._default(z.array(z.unknown()), []),
  }),
  journal: z.array(
    z.object({
      at: z.number(),
      channel: z.enum(['rpc', 'cmd', 'http']),
      name: z.string(),
      args: z.unknown(),
      ms: z.number(),
      ok: z.boolean(),
      result: z.optional(z.unknown()),
      error: z.optional(z.string()),
      kind: z.optional(z.enum(EXTENSION_ERROR_KINDS)),
      cut: z.optional(z.boolean()),
    }),
  ),
  redacted: z.boolean(),
  /** The diagnostics page's text when the snapshot was recorded (older snapshots have none). */
  diagnostics: z.optional(z.string()),
});
export type Snapshot = z.infer<typeof SnapshotSchema>;

/**
 * The cache and the journal as a support file. Redacted (the default): an allow-list keeps shapes,
 * numbers, booleans, statuses and enums, ids become consistent stand-ins, every other string is
 * masked (see redact.ts). Secrets (tokens, passwords, codes, webhook URLs) are removed either way.
 */
export function buildSnapshot(
  queryClient: QueryClient,
  options: { redact: boolean; route: string; mode: string; now?: Date; diagnostics?: Diagnostics },
): Snapshot {
  const now = options.now ?? today();
  const r = createRedactor(options.redact);
  const dehydrated = dehydrate(queryClient);
  const calls = journalEntries();
  dehydrated.queries.forEach((q) => r.collect(q.state.data));
  calls.forEach((e) => (r.collect(e.args), r.collect(e.result)));

  // A bare answer is redacted under what it answers (the query's key word, the call's name), so the
  // extension's version ('5.4.1', from getExtensionManifestVersion) stays a version.
  const queries = dehydrated.queries.map((q) => {
    const queryKey = r.queryKey(q.queryKey);
    const answers = typeof q.queryKey[1] === 'string' ? q.queryKey[1] : '';
    return {
      ...(r.value({ ...q, queryKey: undefined, queryHash: undefined, state: undefined }) as object),
      state: {
        ...(r.value({ ...q.state, data: undefined }) as object),
        data: r.value(q.state.data, answers),
      },
      queryKey,
      queryHash: hashKey(queryKey),
    };
  });
  // The call's name is not personal (and replay looks calls up by it); its arguments and reply may be.
  const journal: JournalEntry[] = calls.map((e) => ({
    at: e.at,
    channel: e.channel,
    name: e.name,
    args: r.value(e.args),
    ms: e.ms,
    ok: e.ok,
    ...(e.result !== undefined && { result: r.value(e.result, e.name) }),
    ...(e.error !== undefined && { error: r.error(e.error) }),
    ...(e.kind !== undefined && { kind: e.kind }),
    ...(e.cut && { cut: true }),
  }));
  // Its only free text is the calls' error messages, masked as the journal's are.
  const diagnostics = options.diagnostics && {
    ...options.diagnostics,
    calls: options.diagnostics.calls.map((c) => ({ ...c, message: r.error(c.message) })),
  };
  return {
    format: 'query-snapshot',
    version: 1,
    app: { version: __APP_VERSION__, build: import.meta.env.MODE, mode: options.mode },
    createdAt: now.getTime(),
    route: r.route(options.route),
    queries: { queries: queries as SnapshotQuery[], mutations: [] },
    journal,
    redacted: options.redact,
    ...(diagnostics && { diagnostics: diagnosticsText(diagnostics) }),
  };
}

export { RECORD_SNAPSHOT_EVENT } from './snapshotEvent';

const two = (n: number) => String(n).padStart(2, '0');
/** `snapshot-<yyyyMMdd-HHmm>.json` in local time (no date library: this module is in the initial bundle). */
export const snapshotFileName = (now: Date = today()) =>
  `snapshot-${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}-${two(now.getHours())}${two(now.getMinutes())}.json`;

export function downloadSnapshot(snapshot: Snapshot): void {
  downloadFile(
    snapshotFileName(new Date(snapshot.createdAt)),
    JSON.stringify(snapshot, null, 2),
    'application/json',
  );
}

export const SNAPSHOT_TOO_LARGE = `The file is larger than ${MAX_SNAPSHOT_BYTES / 1024 / 1024} MB: it is not a snapshot this app wrote.`;

/** Reads and checks a snapshot file; the error says what is wrong with it. */
export function parseSnapshot(text: string): { ok: true; snapshot: Snapshot } | { ok: false; error: string } {
  if (text.length > MAX_SNAPSHOT_BYTES) return { ok: false, error: SNAPSHOT_TOO_LARGE };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The file is not valid JSON.' };
  }
  // zod/mini sets no locale: without English messages an issue would say only "Invalid input".
  const parsed = SnapshotSchema.safeParse(raw, { error: zodEnglish });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: `This is not a snapshot file (${issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'invalid'}).`,
    };
  }
  return { ok: true, snapshot: parsed.data };
}
