import * as z from 'zod/mini';

/** One remote function: its argument list and its reply, both as zod schemas. */
export interface RemoteSpec<
  A extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly args: A;
  readonly reply: R;
  /** Milliseconds before the call is given up; long jobs (backup, import) need more. */
  timeoutMs?: number;
}

/**
 * A remote function. A schema written in place is passed as a function and built on the first
 * call, not when its area loads: a first screen loads whole areas (the CRM's three) but calls a
 * few of their functions; building them all was a third of zod's constructions before the CRM's
 * rows (docs/performance.md). A shared schema (Ack, noArgs) is passed as it is.
 */
export function remote<A extends z.ZodMiniType, R extends z.ZodMiniType>(
  args: A | (() => A),
  reply: R | (() => R),
  timeoutMs?: number,
): RemoteSpec<A, R> {
  let builtArgs = typeof args === 'function' ? undefined : args;
  let builtReply = typeof reply === 'function' ? undefined : reply;
  return {
    get args() {
      return (builtArgs ??= (args as () => A)());
    },
    get reply() {
      return (builtReply ??= (reply as () => R)());
    },
    timeoutMs,
  };
}

/** A remote function that takes no arguments. */
export const noArgs = z.tuple([]);

import { ACK_REFUSED } from './ackKind';

export { ACK_REFUSED };
const ACK_REFUSED_MESSAGE = 'The extension could not do this';

/** Why a write's reply says it failed (`false`, `{error: …}`, `{success: false}`), or null when it worked. */
export function ackRefusal(reply: unknown): string | null {
  if (reply === false) return ACK_REFUSED_MESSAGE;
  if (!reply || typeof reply !== 'object') return null;
  const { error, success, ok, message } = reply as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  const errorText =
    error && typeof error === 'object' ? text((error as { message?: unknown }).message) : text(error);
  if (error) return errorText ?? text(message) ?? ACK_REFUSED_MESSAGE;
  if (success === false || ok === false) return text(message) ?? ACK_REFUSED_MESSAGE;
  return null;
}

/**
 * Replies of writes: true / nothing / an object mean done; `false`, `{error: …}` and
 * `{success: false}` mean it did not happen, and the call fails with the extension's words.
 */
export const Ack = z.pipe(
  z.union([z.boolean(), z.null(), z.undefined(), z.looseObject({})]),
  z.transform((reply, ctx) => {
    const refusal = ackRefusal(reply);
    if (refusal === null) return true as const;
    ctx.issues.push({ code: 'custom', message: refusal, params: { kind: ACK_REFUSED }, input: reply });
    return z.NEVER;
  }),
);

/** Booleans the extension sometimes sends as JSON strings ("true"). */
export const LooseBoolean = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((v) => v === 'true'),
  ),
]);
