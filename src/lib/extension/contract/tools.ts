import * as z from 'zod/mini';
import { Ack, noArgs, remote } from './shared/define';
import { WithdrawalStateSchema } from './shared/entities';

// Spec 001 section 7 "Settings and tools": the scheduled tasks and the invitation withdrawal.

export const TaskOptionsSchema = z.object({
  enabled: z.boolean(),
  enableThreshold: z._default(z.boolean(), false),
  dateThreshold: z.nullish(z.number()),
  schedule: z.nullish(z.string()),
});

export const toolsRemotes = {
  'taskManager.updateTaskOptions': remote(z.tuple([z.string(), TaskOptionsSchema]), Ack),
  /** Addition to spec 001: the stored options of a task (null when never saved). */
  'taskManager.getTaskOptions': remote(z.tuple([z.string()]), z.nullable(TaskOptionsSchema)),
  'Uninviter.getState': remote(noArgs, WithdrawalStateSchema),
  'Uninviter.start': remote(
    z.tuple([z.object({ days: z.number(), delay: z.tuple([z.number(), z.number()]) })]),
    WithdrawalStateSchema,
  ),
  'Uninviter.stop': remote(noArgs, WithdrawalStateSchema),
};
