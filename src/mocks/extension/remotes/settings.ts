import { RESTART_CHECK_INTERVAL_MS } from '@/lib/constants';
import { updateWorld, world } from '../../world/store';
import { SimulatedFailure, type Remotes } from '../support';

type Names = keyof typeof import('@/lib/extension/contract/crmSettings').settingsRemotes;

export const settingsRemotes: Pick<Remotes, Names> = {
  isExpireTimeForRestart: () => {
    const last = world().extension.lastRestartCheck;
    return !last || Date.now() - last >= RESTART_CHECK_INTERVAL_MS;
  },
  setUserPerDayLimit: (limit) => updateWorld((w) => void (w.extension.perDayLimit = limit)) ?? true,
  backupData: () => {
    const w = world();
    return JSON.stringify({ format: 'reachly-backup', version: 1, campaigns: w.campaigns, lists: w.lists, profiles: w.profiles.slice(0, 5000) });
  },
  restoreData: (content) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      throw new SimulatedFailure('The backup file is not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || (parsed as { format?: string }).format !== 'reachly-backup') {
      throw new SimulatedFailure('This is not a backup file');
    }
    return true;
  },
  eval: (script) => `Evaluated ${script.length} characters`,
  'taskManager.updateTaskOptions': () => true,
  'Uninviter.getState': () => world().withdrawal,
  'Uninviter.start': ({ days, delay }) =>
    updateWorld((w) => {
      w.withdrawal = { ...w.withdrawal, running: true, days, delay, message: 'Withdrawing invitations…', error: null };
      return w.withdrawal;
    }),
  'Uninviter.stop': () =>
    updateWorld((w) => {
      w.withdrawal = { ...w.withdrawal, running: false, message: 'Stopped' };
      return w.withdrawal;
    }),
  getUserSettings: () => {
    const e = world().extension;
    return { perDayLimit: e.perDayLimit, options: e.settings };
  },
};
