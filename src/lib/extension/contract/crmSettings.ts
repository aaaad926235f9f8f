import * as z from 'zod/mini';
import { Ack, LooseBoolean, noArgs, remote } from './define';
import { ProfileSchema, WithdrawalStateSchema } from './entities';

// Spec 001 section 7 "CRM" and "Settings and tools".

export const crmRemotes = {
  removeConnections: remote(() => z.tuple([z.object({ ids: z.array(z.number()) })]), Ack, 60_000),
  getAllContacts: remote(noArgs, () =>
    z.object({ all: z.number(), firstConnections: z.number(), leads: z.number() }),
  ),
  isDailyManualUpdateExpired: remote(noArgs, LooseBoolean),
  /** Milliseconds until the next bulk update is allowed (0 when allowed now). */
  delayForBulkUpdate: remote(noArgs, () => z.number()),
  getUniqueIndustries: remote(noArgs, () => z.array(z.string())),
  bulkUpdateConnections: remote(noArgs, Ack, 60_000),
  getAdvancedUserInfo: remote(
    () => z.tuple([ProfileSchema]),
    () => z.nullable(ProfileSchema),
  ),
  sendUserConnection: remote(
    () => z.tuple([ProfileSchema]),
    () => z.object({ success: z.boolean() }),
  ),
};

export const TaskOptionsSchema = z.object({
  enabled: z.boolean(),
  enableThreshold: z._default(z.boolean(), false),
  dateThreshold: z.nullish(z.number()),
  schedule: z.nullish(z.string()),
});

export const UserSettingsOptionsSchema = z.object({
  show_notifications: z._default(z.boolean(), true),
  newMessageNotificationEnabled: z._default(z.boolean(), true),
  cacheExpiry: z._default(z.number(), 7),
});

export const settingsRemotes = {
  isExpireTimeForRestart: remote(noArgs, LooseBoolean),
  /** Records a restart (the store page was opened); isExpireTimeForRestart is false for the next hour. */
  restartExtension: remote(noArgs, Ack),
  setUserPerDayLimit: remote(() => z.tuple([z.int().check(z.minimum(1))]), Ack),
  backupData: remote(noArgs, () => z.string(), 120_000),
  restoreData: remote(() => z.tuple([z.string()]), Ack, 120_000),
  eval: remote(
    () => z.tuple([z.string()]),
    () => z.unknown(),
  ),
  'taskManager.updateTaskOptions': remote(() => z.tuple([z.string(), TaskOptionsSchema]), Ack),
  /** Addition to spec 001: the stored options of a task (null when never saved). */
  'taskManager.getTaskOptions': remote(
    () => z.tuple([z.string()]),
    () => z.nullable(TaskOptionsSchema),
  ),
  'Uninviter.getState': remote(noArgs, WithdrawalStateSchema),
  'Uninviter.start': remote(
    () => z.tuple([z.object({ days: z.number(), delay: z.tuple([z.number(), z.number()]) })]),
    WithdrawalStateSchema,
  ),
  'Uninviter.stop': remote(noArgs, WithdrawalStateSchema),
  getUserSettings: remote(noArgs, () =>
    z.object({ perDayLimit: z._default(z.number(), 10), options: UserSettingsOptionsSchema }),
  ),
  /** Saves the notification and cache options of the General settings tab. */
  updateUserSettings: remote(() => z.tuple([UserSettingsOptionsSchema]), Ack),
};
