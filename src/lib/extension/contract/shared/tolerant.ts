import * as z from 'zod/mini';

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
