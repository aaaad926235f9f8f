import { BULK_UPDATE_COOLDOWN_MS, RESTART_CHECK_INTERVAL_MS } from '@/lib/constants';
import { updateWorld, world } from '../../world/store';
import { SimulatedFailure, type Remotes } from '../support';

type Names =
  | keyof typeof import('@/lib/extension/contract/crmSettings').crmRemotes
  | keyof typeof import('@/lib/extension/contract/crmSettings').settingsRemotes;

const MANUAL_UPDATES_PER_DAY = 25;

export const crmSettingsRemotes: Pick<Remotes, Names> = {
  removeConnections: ({ ids }) => updateWorld((w) => void (w.profiles = w.profiles.filter((p) => !ids.includes(p.id)))) ?? true,
  getAllContacts: () => {
    const w = world();
    const leads = new Set(Object.values(w.queues).flat().map((q) => q.data.firstName + ' ' + q.data.lastName)).size;
    return { all: w.profiles.length, firstConnections: w.profiles.filter((p) => p.distance === 1).length, leads };
  },
  isDailyManualUpdateExpired: () => world().extension.manualUpdatesToday >= MANUAL_UPDATES_PER_DAY,
  delayForBulkUpdate: () => {
    const last = world().extension.lastBulkUpdate;
    return last ? Math.max(0, last + BULK_UPDATE_COOLDOWN_MS - Date.now()) : 0;
  },
  getUniqueIndustries: () => [...new Set(world().profiles.map((p) => p.industry).filter((x): x is string => !!x))].sort(),
  bulkUpdateConnections: () => updateWorld((w) => void (w.extension.lastBulkUpdate = Date.now())) ?? true,
  getAdvancedUserInfo: (profile) =>
    updateWorld((w) => {
      if (w.extension.manualUpdatesToday >= MANUAL_UPDATES_PER_DAY) return null;
      w.extension.manualUpdatesToday += 1;
      const p = w.profiles.find((x) => x.id === profile.id);
      if (p) p.pulledAt = Date.now();
      return p ?? null;
    }),
  sendUserConnection: (profile) =>
    updateWorld((w) => {
      const p = w.profiles.find((x) => x.id === profile.id);
      if (!p || !p.trackingId) return { success: false };
      p.trackingId = null;
      return { success: true };
    }),
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
