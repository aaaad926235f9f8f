import type { QueueItem } from '@/lib/extension/contract';
import type { World } from '../../world/types';
import { updateWorld, world } from '../../world/store';
import { requireUser, SimulatedFailure, type Handlers } from '../support';
import { now as clockNow } from '@/lib/time/clock';

const findCampaign = (id: number) => {
  const c = world().campaigns.find((x) => x.id === id);
  if (!c) throw new SimulatedFailure(`Campaign ${id} was not found`, 404);
  return c;
};

const queueOf = (id: number) => world().queues[String(id)] ?? [];

// Searching 100,000 items every 2 s: the lower-cased names are kept per item (dropped when a name changes).
const nameCache = new WeakMap<QueueItem, string>();
const fullName = (i: QueueItem) => {
  let name = nameCache.get(i);
  if (name === undefined) {
    name = `${i.data.firstName ?? ''} ${i.data.lastName ?? ''}`.toLowerCase();
    nameCache.set(i, name);
  }
  return name;
};

/** Items per status code over the whole queue (one pass, fine for 100,000 items). */
function countByStatus(queue: QueueItem[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of queue) counts[item.status] = (counts[item.status] ?? 0) + 1;
  return counts;
}

/** Keeps the campaign's result count in step with its queue. */
function syncResultCount(w: World, campaignId: number) {
  const campaign = w.campaigns.find((c) => c.id === campaignId);
  if (campaign) campaign.data.resultCount = (w.queues[String(campaignId)] ?? []).length;
}

export const campaignDetailRemotes: Handlers<
  typeof import('@/lib/extension/contract/campaignDetail').campaignDetailRemotes
> = {
  getCampaignData: ({ id, page = 0, size = 10, search }) => {
    requireUser(world());
    const campaign = findCampaign(id);
    const queue = queueOf(id);
    const q = search?.trim().toLowerCase();
    const items = q ? queue.filter((i) => fullName(i).includes(q) || String(i.id) === q) : queue;
    return {
      campaign,
      items: items.slice(page * size, page * size + size),
      total: items.length,
      counts: countByStatus(queue),
    };
  },
  searchCampaignData: ({ campaignId, search }) => {
    const q = search.trim().toLowerCase();
    return queueOf(campaignId)
      .filter((i) => fullName(i).includes(q))
      .slice(0, 1000);
  },
  removeCampaignQueueItem: ({ id, campaignId }) =>
    updateWorld((w) => {
      findCampaign(campaignId);
      const q = w.queues[String(campaignId)] ?? [];
      // Like the extension: an item already gone is answered with {error}, not a failure.
      if (!q.some((i) => i.id === id)) return { error: 'The queue item was not found' };
      w.queues[String(campaignId)] = q.filter((i) => i.id !== id);
      syncResultCount(w, campaignId);
      return true;
    }),
  resetFailed: ({ id }) =>
    updateWorld((w) => {
      let counter = 0;
      for (const item of w.queues[String(id)] ?? []) {
        if (item.status === 3) {
          item.status = 0;
          item.status_reason = '';
          counter += 1;
        }
      }
      return { counter };
    }),
  importCampaignMembers: (campaignId, rows) =>
    updateWorld((w) => {
      findCampaign(campaignId);
      const queue = (w.queues[String(campaignId)] ??= []);
      const byId = new Map(queue.map((i) => [i.id, i]));
      let imported = 0;
      let skipped = 0;
      for (const row of rows) {
        if (
          !Number.isInteger(row.id) ||
          row.id < 1 ||
          !Number.isInteger(row.status) ||
          row.status < 0 ||
          row.status > 6
        ) {
          skipped += 1;
          continue;
        }
        const existing = byId.get(row.id);
        if (existing) {
          existing.status = row.status;
          if (row.status === 0) existing.status_reason = '';
        } else {
          // A member the queue does not hold yet joins it with the columns the file gave.
          const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : undefined);
          const item: QueueItem = {
            id: row.id,
            status: row.status,
            sentTime: row.status === 0 ? null : clockNow(),
            status_reason: 'Imported from CSV',
            data: { firstName: text('firstName') ?? '', lastName: text('lastName') ?? '' },
          };
          queue.push(item);
          byId.set(item.id, item);
        }
        imported += 1;
      }
      syncResultCount(w, campaignId);
      return { imported, skipped };
    }),
  updateMember: (member) =>
    updateWorld((w) => {
      const profile = w.profiles.find((x) => x.id === member.id);
      if (profile) Object.assign(profile, member);
      let found = !!profile;
      // Queue items carry a copy of the profile: keep the names in step.
      const { firstName, lastName, occupation } = member;
      for (const queue of Object.values(w.queues)) {
        for (const item of queue) {
          if (item.data.id !== member.id) continue;
          found = true;
          nameCache.delete(item);
          if (firstName !== undefined) item.data.firstName = firstName;
          if (lastName !== undefined) item.data.lastName = lastName;
          if (occupation !== undefined) item.data.occupation = occupation;
        }
      }
      // Like the extension: an unknown member is answered with false, not an error.
      return found;
    }),
};
