import * as z from 'zod/mini';
import { Ack, LooseBoolean, noArgs, remote } from './shared/define';

// Spec 001 section 7 "Settings and tools": the settings' tabs.

export const UserSettingsOptionsSchema = z.object({
  show_notifications: z._default(z.boolean(), true),
  newMessageNotificationEnabled: z._default(z.boolean(), true),
  cacheExpiry: z._default(z.number(), 7),
});

export const settingsRemotes = {
  isExpireTimeForRestart: remote(noArgs, LooseBoolean),
  /** Records a restart (the store page was opened); isExpireTimeForRestart is false for the next hour. */
  restartExtension: remote(noArgs, Ack),
  setUserPerDayLimit: remote(z.tuple([z.int().check(z.minimum(1))]), Ack),
  backupData: remote(noArgs, z.string(), 120_000),
  restoreData: remote(z.tuple([z.string()]), Ack, 120_000),
  eval: remote(z.tuple([z.string()]), z.unknown()),
  getUserSettings: remote(
    noArgs,
    z.object({ perDayLimit: z._default(z.number(), 10), options: UserSettingsOptionsSchema }),
  ),
  /** Saves the notification and cache options of the General settings tab. */
  updateUserSettings: remote(z.tuple([UserSettingsOptionsSchema]), Ack),
};
