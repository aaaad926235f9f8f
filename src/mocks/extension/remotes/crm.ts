import { BULK_UPDATE_COOLDOWN_MS } from '@/lib/constants';
import { updateWorld, world } from '../../world/store';
import { pushEvent } from '../pushes';
import type { Handlers } from '../support';
import { now as clockNow } from '@/lib/time/clock';

const MANUAL_UPDATES_PER_DAY = 25;
/** Removing connections takes a while on LinkedIn: one at a time, at most this long each, within 30 s in all. */
const REMOVE_STEP_MS = 400;
const REMOVE_TOTAL_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One connection after another, each announced with a pushed connectionRemoved event (data.id). */
async function removeConnectionsOverTime(ids: number[]): Promise<true> {
  const step = Math.min(REMOVE_STEP_MS, REMOVE_TOTAL_MS / Math.max(1, ids.length));
  for (const id of ids) {
    await sleep(step);
    updateWorld((w) => void (w.profiles = w.profiles.filter((p) => p.id !== id)));
    pushEvent('connectionRemoved', { id });
  }
  return true;
}

export const crmRemotes: Handlers<typeof import('@/lib/extension/contract/crm').crmRemotes> = {
  removeConnections: ({ ids }) => removeConnectionsOverTime(ids),
  getAllContacts: () => {
    const w = world();
    const leads = new Set(
      Object.values(w.queues)
        .flat()
        .map((q) => q.data.firstName + ' ' + q.data.lastName),
    ).size;
    return {
      all: w.profiles.length,
      firstConnections: w.profiles.filter((p) => p.distance === 1).length,
      leads,
    };
  },
  isDailyManualUpdateExpired: () => world().extension.manualUpdatesToday >= MANUAL_UPDATES_PER_DAY,
  delayForBulkUpdate: () => {
    const last = world().extension.lastBulkUpdate;
    return last ? Math.max(0, last + BULK_UPDATE_COOLDOWN_MS - clockNow()) : 0;
  },
  getUniqueIndustries: () =>
    [
      ...new Set(
        world()
          .profiles.map((p) => p.industry)
          .filter((x): x is string => !!x),
      ),
    ].sort(),
  bulkUpdateConnections: () => updateWorld((w) => void (w.extension.lastBulkUpdate = clockNow())) ?? true,
  getAdvancedUserInfo: (profile) =>
    updateWorld((w) => {
      if (w.extension.manualUpdatesToday >= MANUAL_UPDATES_PER_DAY) return null;
      w.extension.manualUpdatesToday += 1;
      const p = w.profiles.find((x) => x.id === profile.id);
      if (p) p.pulledAt = clockNow();
      return p ?? null;
    }),
  sendUserConnection: (profile) =>
    updateWorld((w) => {
      const p = w.profiles.find((x) => x.id === profile.id);
      if (!p || !p.trackingId) return { success: false };
      p.trackingId = null;
      return { success: true };
    }),
};
