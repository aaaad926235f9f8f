import { z } from 'zod';

/** One remote function: its argument list and its reply, both as zod schemas. */
export interface RemoteSpec<A extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  args: A;
  reply: R;
  /** Milliseconds before the call is given up; long jobs (backup, import) need more. */
  timeoutMs?: number;
}

export const remote = <A extends z.ZodType, R extends z.ZodType>(
  args: A,
  reply: R,
  timeoutMs?: number,
): RemoteSpec<A, R> => ({ args, reply, timeoutMs });

/** A remote function that takes no arguments. */
export const noArgs = z.tuple([]);

/** Many replies are "true / false / nothing"; the extension is not strict about it. */
export const Ack = z
  .union([z.boolean(), z.null(), z.undefined(), z.object({}).loose()])
  .transform(() => true as const);

/** Booleans the extension sometimes sends as JSON strings ("true"). */
export const LooseBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
