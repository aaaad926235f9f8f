import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { zodEnglish } from '@/lib/zodEnglish';
import { typedWholeNumber } from '@/lib/schemas/typedWholeNumber';
import { downloadFile } from '@/lib/download';
import { callRemote, callRemoteAction } from '@/lib/extension/client';
import { unlessUnsupported } from '@/lib/extension/capabilities';
import { ListItemSchema, ProfileSchema } from '@/lib/extension/contract/shared/entities';
import { RESTART_CHECK_INTERVAL_MS } from '@/lib/constants';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { userSettingsQuery } from '@/lib/queries/settings';
import { isNotConfirmed, useActionLock, withOutcomeCheck } from '@/lib/query/personAction';
import { today } from '@/lib/time/clock';

const settingsContract = () => import('@/lib/extension/contract/settings').then((m) => m.settingsRemotes);
const campaignsContract = () => import('@/lib/extension/contract/campaigns').then((m) => m.campaignsRemotes);

// Spec 001 "Settings": General and Advanced tabs (the Withdrawals tab uses the Tools api).

export const SETTINGS_TABS = ['general', 'withdrawals', 'advanced'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab from the route's {type} or ?type=; anything unknown is General. */
export function settingsTab(type: unknown): SettingsTab {
  return typeof type === 'string' && (SETTINGS_TABS as readonly string[]).includes(type.toLowerCase())
    ? (type.toLowerCase() as SettingsTab)
    : 'general';
}

export const settingsQueries = {
  all: [QUERY_ROOTS.settings] as const,
  /** The General tab's stored values (getUserSettings, added); null when the extension does not offer them. */
  userSettings: userSettingsQuery,
  /** The once-per-hour restart check; looked at again every minute so the button comes back by itself. */
  restartAllowed: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, 'restartAllowed'] as const,
      queryFn: () => callRemote(settingsContract(), 'isExpireTimeForRestart'),
      refetchInterval: Math.min(60_000, RESTART_CHECK_INTERVAL_MS),
    }),
};

/** /settings' General tab: the values of the settings form (null without getUserSettings: never an error). */
export const loadSettings = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(settingsQueries.userSettings());

/** General tab form: the text fields are kept as typed so a bad value stays on screen. */
export const GeneralFormSchema = z.object({
  perDayLimit: typedWholeNumber(
    {
      notANumber: 'Per-day limit must be a whole number',
      tooSmall: 'Per-day limit must be at least 1',
      tooLarge: 'Per-day limit is too large',
    },
    { min: 1, max: 100_000, emptyMeans: '1' },
  ),
  show_notifications: z.boolean(),
  newMessageNotificationEnabled: z.boolean(),
  cacheExpiry: typedWholeNumber(
    {
      empty: 'Enter the number of cache days',
      notANumber: 'Cache days must be a number',
      tooSmall: 'Cache days must be at least 1',
      tooLarge: 'Cache days must be at most 3650',
    },
    { min: 1, max: 3650 },
  ),
});
export type GeneralFormInput = z.input<typeof GeneralFormSchema>;
export type GeneralForm = z.output<typeof GeneralFormSchema>;

/**
 * Saves the per-day limit (setUserPerDayLimit, spec) and, when the form shows them, the options
 * (updateUserSettings, added). Resolves to whether the options were stored: an extension without
 * updateUserSettings keeps the per-day limit, and the tab then hides the options.
 */
export function useSaveGeneralSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ form, withOptions }: { form: GeneralForm; withOptions: boolean }) =>
      withOutcomeCheck(
        'Saving the settings',
        async () => {
          await callRemote(settingsContract(), 'setUserPerDayLimit', form.perDayLimit);
          if (!withOptions) return false;
          const saved = callRemote(settingsContract(), 'updateUserSettings', {
            show_notifications: form.show_notifications,
            newMessageNotificationEnabled: form.newMessageNotificationEnabled,
            cacheExpiry: form.cacheExpiry,
          });
          return unlessUnsupported(saved, false);
        },
        // Setting a value twice is harmless; what the extension holds now is what the person needs to know.
        async () => {
          const stored = await client.fetchQuery({ ...settingsQueries.userSettings(), staleTime: 0 });
          if (!stored) return 'This extension does not report its settings, so they could not be read again.';
          return stored.perDayLimit === form.perDayLimit
            ? `The settings were read again: the per-day limit is ${form.perDayLimit}, as saved.`
            : `The settings were read again: the per-day limit is still ${stored.perDayLimit}. Save tries again.`;
        },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: settingsQueries.userSettings().queryKey }),
  });
}

/**
 * The store page is opened by the button; this records the restart (restartExtension, added) so
 * the once-an-hour check holds. Without that call the spec's restart is the store page alone.
 */
export function useRestart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unlessUnsupported(callRemote(settingsContract(), 'restartExtension'), false),
    onSettled: () => client.invalidateQueries({ queryKey: settingsQueries.restartAllowed().queryKey }),
  });
}

/** The extension's backup, as a JSON string to save as a file. */
export const backupFileName = (now: Date) => `reachly-backup-${now.toISOString().slice(0, 10)}.json`;

export const downloadText = (text: string, fileName: string): void =>
  downloadFile(fileName, text, 'application/json');

export function useBackup() {
  return useMutation({
    mutationFn: async () => {
      const text = await callRemote(settingsContract(), 'backupData');
      downloadText(text, backupFileName(today()));
    },
  });
}

/** Chrome refuses a message to an extension over 64 MiB; a JSON text sent inside one grows when escaped. */
export const CHROME_MESSAGE_LIMIT_BYTES = 64 * 1024 * 1024;
export const MAX_RESTORE_BYTES = 32 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const restoreTooLarge = (bytes: number) =>
  `The file is too large to restore (${megabytes(bytes)}): a backup can be at most ${MAX_RESTORE_BYTES / 1024 / 1024} MB`;
const NOT_A_BACKUP = 'The file is not a backup';

/** What Backup writes (backupData): a JSON object with the extension's campaigns, lists and profiles. */
export const BackupFileSchema = z.looseObject({
  format: z.optional(z.literal('reachly-backup')),
  version: z.optional(z.number().check(z.int(), z.positive())),
  campaigns: z.optional(
    z.array(z.looseObject({ id: z.number(), name: z.string(), module: z.string(), status: z.string() })),
  ),
  lists: z.optional(z.record(z.string(), z.array(ListItemSchema))),
  profiles: z.optional(z.array(ProfileSchema)),
});

export interface CheckedBackup {
  text: string;
  fileName: string;
  campaigns: number;
  lists: number;
  profiles: number;
}

/**
 * Checks a picked file before anything is sent: its size, that it is JSON, and that it has the shape
 * of a backup. Returns the text and what it holds, or throws an Error with a clear message.
 */
export function checkBackupText(text: string, fileName = 'the file'): CheckedBackup {
  if (JSON.stringify(text).length > CHROME_MESSAGE_LIMIT_BYTES - 1024)
    throw new Error(restoreTooLarge(text.length));
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error(`${NOT_A_BACKUP}: it is not valid JSON`);
  }
  const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(raw) || !['campaigns', 'lists', 'profiles'].some((k) => k in raw))
    throw new Error(`${NOT_A_BACKUP}: it has no campaigns, lists or profiles`);
  const parsed = BackupFileSchema.safeParse(raw, { error: zodEnglish });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${NOT_A_BACKUP}: ${issue.path.join('.') || 'file'}: ${issue.message}`);
  }
  const b = parsed.data;
  return {
    text,
    fileName,
    campaigns: b.campaigns?.length ?? 0,
    lists: Object.values(b.lists ?? {}).reduce((n, items) => n + items.length, 0),
    profiles: b.profiles?.length ?? 0,
  };
}

export async function checkBackupFile(file: File): Promise<CheckedBackup> {
  if (file.size > MAX_RESTORE_BYTES) throw new Error(restoreTooLarge(file.size));
  return checkBackupText(await file.text(), file.name);
}

export const RESTORING = 'The restore';
export const restoreFound = (held: number, inBackup: number) =>
  `The extension was read again: it holds ${held.toLocaleString('en-US')} campaign${held === 1 ? '' : 's'} now; the backup has ${inBackup.toLocaleString('en-US')}. It may still be restoring: look again in a minute before you try again.`;

const RESTORE_KEY = [QUERY_ROOTS.settings, 'restore'] as const;

/** True while a restore runs in this tab, across remounts: Restore stays off. */
export const useRestoreRunning = () => useActionLock(RESTORE_KEY);

/**
 * Sends a checked backup; the screen asks for confirmation first. `actionKey` is made at that
 * confirmation and kept by Try again. A timeout reads the campaigns again and says what is there.
 */
export function useRestore() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: RESTORE_KEY,
    mutationFn: ({ backup, actionKey }: { backup: CheckedBackup; actionKey: string }) =>
      withOutcomeCheck(
        RESTORING,
        () => callRemoteAction(settingsContract(), 'restoreData', actionKey, backup.text),
        async () =>
          restoreFound((await callRemote(campaignsContract(), 'getMiniCampaigns')).length, backup.campaigns),
      ),
    // A restore changes everything the extension holds (a timed-out one may have, too).
    onSuccess: () => client.invalidateQueries(),
    onError: (e) => (isNotConfirmed(e) ? client.invalidateQueries() : undefined),
  });
}

export function useRunScript() {
  return useMutation({ mutationFn: (script: string) => callRemote(settingsContract(), 'eval', script) });
}

/** The result of a script, in words: strings as they are, anything else as JSON. */
export function formatResult(result: unknown): string {
  if (result === undefined) return 'undefined';
  if (typeof result === 'string') return result;
  try {
    return JSON.stringify(result, null, 2) ?? String(result);
  } catch {
    return String(result);
  }
}
