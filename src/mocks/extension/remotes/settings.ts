import { RESTART_CHECK_INTERVAL_MS } from '@/lib/constants';
import { updateWorld, world } from '../../world/store';
import { SimulatedFailure, type Handlers } from '../support';
import { now as clockNow } from '@/lib/time/clock';

export const settingsRemotes: Handlers<typeof import('@/lib/extension/contract/settings').settingsRemotes> = {
  isExpireTimeForRestart: () => {
    const last = world().extension.lastRestartCheck;
    return !last || clockNow() - last >= RESTART_CHECK_INTERVAL_MS;
  },
  restartExtension: () => updateWorld((w) => void (w.extension.lastRestartCheck = clockNow())) ?? true,
  setUserPerDayLimit: (limit) => updateWorld((w) => void (w.extension.perDayLimit = limit)) ?? true,
  backupData: () => {
    const w = world();
    return JSON.stringify({
      format: 'reachly-backup',
      version: 1,
      campaigns: w.campaigns,
      lists: w.lists,
      profiles: w.profiles.slice(0, 5000),
    });
  },
  restoreData: (content) => {
    // Chrome itself refuses a message this large before the extension sees it.
    if (content.length > 64 * 1024 * 1024)
      throw new SimulatedFailure('Message length exceeded maximum allowed length.');
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      throw new SimulatedFailure('The backup file is not valid JSON');
    }
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      (parsed as { format?: string }).format !== 'reachly-backup'
    ) {
      throw new SimulatedFailure('This is not a backup file');
    }
    return true;
  },
  eval: (script) => `Evaluated ${script.length} characters`,
  getUserSettings: () => {
    const e = world().extension;
    return { perDayLimit: e.perDayLimit, options: e.settings };
  },
  updateUserSettings: (options) =>
    updateWorld((w) => {
      w.extension.settings = { ...w.extension.settings, ...options };
      return true;
    }),
};
