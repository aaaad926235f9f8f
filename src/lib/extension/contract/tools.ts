import * as z from 'zod/mini';
import { Ack, LooseBoolean, noArgs, orAck, remote } from './shared/define';
import { WithdrawalStateSchema } from './shared/entities';
import { EpochMs, noneIfFalsy } from './shared/tolerant';

// Spec 001 section 7 "Settings and tools": the scheduled tasks and the invitation withdrawal.

export const TaskOptionsSchema = z.object({
  enabled: z.boolean(),
  enableThreshold: z._default(z.boolean(), false),
  dateThreshold: z.nullish(z.number()),
  schedule: z.nullish(z.string()),
});

/** The options as the extension stored them: flags may come as "true", the date in any date form. */
const StoredTaskOptionsSchema = z.object({
  enabled: LooseBoolean,
  enableThreshold: z._default(LooseBoolean, false),
  dateThreshold: z.nullish(EpochMs),
  schedule: z.nullish(z.string()),
});

export const toolsRemotes = {
  'taskManager.updateTaskOptions': remote(z.tuple([z.string(), TaskOptionsSchema]), Ack),
  /** Added: the stored options of a task (null, or nothing, when never saved). */
  'taskManager.getTaskOptions': remote(z.tuple([z.string()]), noneIfFalsy(StoredTaskOptionsSchema)),
  'Uninviter.getState': remote(noArgs, WithdrawalStateSchema),
  // Spec: start and stop replies "not shown": the new state, or a bare acknowledgement (null: ask getState).
  'Uninviter.start': remote(
    z.tuple([z.object({ days: z.number(), delay: z.tuple([z.number(), z.number()]) })]),
    orAck(WithdrawalStateSchema),
  ),
  'Uninviter.stop': remote(noArgs, orAck(WithdrawalStateSchema)),
};
