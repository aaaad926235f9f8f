import * as z from 'zod/mini';
import { Ack, LooseBoolean, noArgs, remote } from './shared/define';
import { LooseNumber } from './shared/tolerant';

// Spec 001 section 7 "Settings and tools": the settings' tabs.

export const UserSettingsOptionsSchema = z.object({
  show_notifications: z._default(z.boolean(), true),
  newMessageNotificationEnabled: z._default(z.boolean(), true),
  cacheExpiry: z._default(z.number(), 7),
});

/** The options as the extension stores them: flags may come as "true", numbers as text. */
const StoredOptionsSchema = z.object({
  show_notifications: z._default(LooseBoolean, true),
  newMessageNotificationEnabled: z._default(LooseBoolean, true),
  cacheExpiry: z._default(LooseNumber, 7),
});

/** The backup as text: the spec does not say whether it comes as JSON text or as the object itself. */
const BackupText = z.union([
  z.string(),
  z.pipe(
    z.union([z.looseObject({}), z.array(z.unknown())]),
    z.transform((data) => JSON.stringify(data)),
  ),
]);

export const settingsRemotes = {
  isExpireTimeForRestart: remote(noArgs, LooseBoolean),
  /** Added: records a restart (the store page was opened); isExpireTimeForRestart is false for the next hour. */
  restartExtension: remote(noArgs, Ack),
  setUserPerDayLimit: remote(z.tuple([z.int().check(z.minimum(1))]), Ack),
  backupData: remote(noArgs, BackupText, 120_000),
  restoreData: remote(z.tuple([z.string()]), Ack, 120_000),
  eval: remote(z.tuple([z.string()]), z.unknown()),
  /** Added: the General tab's stored values. */
  getUserSettings: remote(
    noArgs,
    z.object({
      perDayLimit: z._default(LooseNumber, 10),
      options: z._default(StoredOptionsSchema, () => StoredOptionsSchema.parse({})),
    }),
  ),
  /** Added: saves the notification and cache options of the General settings tab. */
  updateUserSettings: remote(z.tuple([UserSettingsOptionsSchema]), Ack),
};
