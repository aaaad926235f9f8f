import * as z from 'zod/mini';
import { isTokenShaped } from '../../../tokenShape';

// Tolerant replies: one bad item never rejects a whole list, and an unknown code or name parses
// into an "unknown" value the screens show as such. Each one is logged (at most a few per kind,
// so a list of 100,000 bad items does not flood the console).

const MAX_LOGS_PER_KIND = 5;
const logged = new Map<string, number>();

function report(kind: string, detail: string): void {
  const count = (logged.get(kind) ?? 0) + 1;
  logged.set(kind, count);
  if (count <= MAX_LOGS_PER_KIND) console.warn(`The extension sent ${kind}: ${detail}`);
  else if (count === MAX_LOGS_PER_KIND + 1) console.warn(`The extension sent more of ${kind} (not logged)`);
}

const describe = (issues: readonly { path?: PropertyKey[]; message?: string }[]) => {
  const issue = issues[0];
  if (!issue) return 'invalid value';
  return `${issue.path?.length ? issue.path.map(String).join('.') : 'item'}: ${issue.message ?? 'invalid'}`;
};

const preview = (value: unknown) => {
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 80);
  } catch {
    return typeof value;
  }
};

const DROPPED: unique symbol = Symbol('dropped');

/** A list whose invalid items are left out (and logged) instead of failing the whole reply. */
export function tolerantList<T extends z.ZodMiniType>(item: T, what: string) {
  return z.pipe(
    z.array(
      z.catch(item, (ctx) => {
        report(`a malformed ${what}`, describe(ctx.issues));
        return DROPPED as unknown as z.output<T>;
      }),
    ),
    z.transform((items: z.output<T>[]) => items.filter((i) => (i as unknown) !== DROPPED)),
  );
}

/**
 * getData's token: a text that could not travel in a header (a CR or LF, a space, over 4096
 * characters) is none (logged, never shown), so the person signs in again; a token that is not a
 * text at all is still a malformed reply.
 */
export const TolerantToken = z.nullish(
  z.pipe(
    z.string(),
    z.transform((token: string): string | null => {
      if (isTokenShaped(token)) return token;
      report('a malformed token', 'not a header value (left out)');
      return null;
    }),
  ),
);

/** What an unknown code or name parses into. */
export const UNKNOWN = 'unknown' as const;
/** An unknown queue status code (the known ones are 0-6). */
export const UNKNOWN_QUEUE_STATUS = -1;

/** A known value, or UNKNOWN (logged) for anything else. */
export function orUnknown<T extends z.ZodMiniType>(known: T, what: string) {
  return z.catch(z.union([known, z.literal(UNKNOWN)]), (ctx) => {
    report(`an unknown ${what}`, preview(ctx.value));
    return UNKNOWN;
  });
}

/** A queue status code 0-6, or UNKNOWN_QUEUE_STATUS (logged) for anything else. */
export const TolerantQueueStatusSchema = z.catch(
  z.int().check(z.minimum(UNKNOWN_QUEUE_STATUS), z.maximum(6)),
  (ctx) => {
    report('an unknown queue status', preview(ctx.value));
    return UNKNOWN_QUEUE_STATUS;
  },
);

// Shapes the spec leaves open ("not shown"): each is parsed by what the app needs, in every form an
// extension written from the spec might plausibly send. Fast path first: the usual form passes
// its union's first branch without a transform.

const INTEGER_TEXT = /^-?\d+$/;
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** An id the app keeps as a number (campaigns, queue items, profiles, plans): digits in a string count. */
export const IdNumber = z.union([
  z.int(),
  z.pipe(z.string().check(z.trim(), z.regex(INTEGER_TEXT, 'Expected a numeric id')), z.transform(Number)),
]);

/** An id the app keeps as text (a LinkedIn account's, a conversation's): a number is written as its digits. */
export const IdText = z.union([z.string(), z.pipe(z.number(), z.transform(String))]);

/** A count or an amount: a number, or one written as text ("12", "9.99"). */
export const LooseNumber = z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(NUMBER_TEXT, 'Expected a number')), z.transform(Number)),
]);

// Epoch seconds of 2001-5138; as milliseconds these would be 1970-1973, a date no record of this app has.
const SECONDS_FROM = 1e9;
const SECONDS_UNTIL = 1e11;

/** Epoch milliseconds from epoch ms or seconds, digits in a string, or a date text (ISO or the like); null when it is none of them. */
export function toEpochMs(value: number | string | Date): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return null;
    if (NUMBER_TEXT.test(text)) return toEpochMs(Number(text));
    const parsed = Date.parse(text);
    return Number.isNaN(parsed) ? null : parsed;
  }
  if (!Number.isFinite(value)) return null;
  const size = Math.abs(value);
  return size >= SECONDS_FROM && size < SECONDS_UNTIL ? value * 1000 : value;
}

/** A date as epoch milliseconds, whether it came as epoch ms, epoch seconds, digits in a string or an ISO text. */
export const EpochMs = z.pipe(
  z.union([z.number(), z.string(), z.date()]),
  z.transform((value, ctx) => {
    const ms = toEpochMs(value);
    if (ms !== null) return ms;
    ctx.issues.push({ code: 'custom', message: 'Expected a date', input: value });
    return z.NEVER;
  }),
);

/** A yes/no answer with the extension's words: what checkAccount and the like come back as. */
export interface Verdict {
  ok: boolean;
  message: string | null;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

function verdictOf(reply: unknown): Verdict {
  if (reply === true || reply === 'true') return { ok: true, message: null };
  if (reply === false || reply === 'false') return { ok: false, message: null };
  if (reply === null || reply === undefined) return { ok: false, message: null };
  const fields = reply as Record<string, unknown>;
  const message = text(fields.message);
  const stated = [fields.ok, fields.success, fields.valid, fields.result].find(
    (v) => typeof v === 'boolean' || v === 'true' || v === 'false',
  );
  if (stated !== undefined) return { ok: stated === true || stated === 'true', message };
  if (fields.error) {
    const error = fields.error as { message?: unknown } | string;
    return { ok: false, message: text(typeof error === 'string' ? error : error.message) ?? message };
  }
  return { ok: true, message };
}

/**
 * A yes/no answer: `true` / `false` (or "true" / "false"), or an object saying it with `ok`,
 * `success`, `valid` or `result`, or refusing with `error`. An object that says neither is a yes;
 * nothing at all is a no (nothing was confirmed).
 */
export const VerdictSchema = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false']), z.null(), z.undefined(), z.looseObject({})]),
  z.transform((reply: boolean | 'true' | 'false' | Record<string, unknown> | null | undefined) =>
    verdictOf(reply),
  ),
);

/** A falsy answer (false, 0, '', null, nothing) means "none"; anything else must be a `T`. */
export function noneIfFalsy<T extends z.ZodMiniType>(schema: T) {
  return z.union([
    z.pipe(
      z.union([z.literal(false), z.literal(0), z.literal(''), z.null(), z.undefined()]),
      z.transform(() => null),
    ),
    schema,
  ]);
}

/** A number that may come bare or as one field of an object (`{ counter: 3 }` or `3`). */
export function bareOrField<K extends string>(field: K) {
  return z.union([
    z.pipe(
      LooseNumber,
      z.transform((n) => ({ [field]: n }) as Record<K, number>),
    ),
    z.pipe(
      z.looseObject({ [field]: LooseNumber } as Record<K, typeof LooseNumber>),
      z.transform((o) => ({ [field]: (o as Record<string, number>)[field] }) as Record<K, number>),
    ),
  ]);
}
