import * as z from 'zod/mini';
import { ACK_REFUSED } from './constants';

/** One remote function: its argument list and its reply, both as zod schemas. */
export interface RemoteSpec<
  A extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  args: A;
  reply: R;
  /** Milliseconds before the call is given up; long jobs (backup, import) need more. */
  timeoutMs?: number;
}

/** A remote function: the zod schemas of its argument list and of its reply. */
export const remote = <A extends z.ZodMiniType, R extends z.ZodMiniType>(
  args: A,
  reply: R,
  timeoutMs?: number,
): RemoteSpec<A, R> => ({ args, reply, timeoutMs });

/** A remote function that takes no arguments. */
export const noArgs = z.tuple([]);

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

/**
 * A reply the spec does not show: the `T` we asked for, or a bare acknowledgement (`true`, nothing,
 * an object that is not a `T`), which means done without it: null. `false` and `{ error }` still refuse.
 */
export const orAck = <T extends z.ZodMiniType>(schema: T) =>
  z.union([
    schema,
    z.pipe(
      Ack,
      z.transform(() => null),
    ),
  ]);

/** Booleans the extension sometimes sends as JSON strings ("true"). */
export const LooseBoolean = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((v) => v === 'true'),
  ),
]);
