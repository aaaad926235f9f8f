import type { Campaign, QueueItem } from '@/lib/extension/contract';
import type { World } from '../../world/types';
import { updateWorld, world } from '../../world/store';
import { requireUser, SimulatedFailure, type Remotes } from '../support';
import { now as clockNow } from '@/lib/time/clock';

type Names =
  | 'manageCampaign'
  | 'getCampaigns'
  | 'getActiveCampaigns'
  | 'db.campaigns.get'
  | 'getMiniCampaigns'
  | 'updateData'
  | 'getCampaignData'
  | 'searchCampaignData'
  | 'removeCampaignQueueItem'
  | 'resetFailed'
  | 'importCampaignMembers'
  | 'updateMember'
  | 'getMyGroups'
  | 'searchMyConnections';

/** The list view empties data.members, as the real extension does. */
const listView = (c: Campaign): Campaign => ({ ...c, data: { ...c.data, members: [] } });

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

export const campaignRemotes: Pick<Remotes, Names> = {
  manageCampaign: ({ action, campaignId }) => {
    requireUser(world());
    return updateWorld((w) => {
      const index = w.campaigns.findIndex((c) => c.id === campaignId);
      const campaign = w.campaigns[index];
      if (!campaign) return { error: true, message: 'Campaign not found', campaign: null };
      const now = clockNow();
      switch (action) {
        case 'run':
          if (campaign.status === 'Completed')
            return { error: true, message: 'A completed campaign cannot run', campaign };
          campaign.status = 'Running';
          campaign.message = null;
          break;
        case 'stop':
          campaign.status = 'Stopped';
          break;
        case 'markAsComplete':
          campaign.status = 'Completed';
          break;
        case 'reset': {
          // Results are cleared; the members stay and go back to In Queue, so the campaign can run again.
          const queue = w.queues[String(campaignId)] ?? [];
          for (const item of queue) {
            item.status = 0;
            item.sentTime = null;
            item.status_reason = '';
          }
          campaign.data = {
            ...campaign.data,
            doneToday: 0,
            doneTotal: 0,
            resultCount: queue.length,
            lastMemberId: null,
            lastQueueItemId: null,
          };
          campaign.progress = 0;
          campaign.message = null;
          break;
        }
        case 'remove':
          w.campaigns.splice(index, 1);
          delete w.queues[String(campaignId)];
          return { error: false, message: null, campaign };
        case 'duplicate': {
          const copy: Campaign = {
            ...structuredClone(campaign),
            id: w.nextCampaignId++,
            name: `${campaign.name} (copy)`,
            status: 'Added',
            created: now,
            updated: now,
            lastRunDate: null,
            progress: 0,
            data: { doneToday: 0, doneTotal: 0, resultCount: 0 },
          };
          w.campaigns.push(copy);
          w.queues[String(copy.id)] = [];
          return { error: false, message: null, campaign: copy };
        }
      }
      campaign.updated = now;
      return { error: false, message: null, campaign };
    });
  },
  getCampaigns: (filter) => {
    let list = world().campaigns;
    if (filter?.id !== undefined) list = list.filter((c) => c.id === filter.id);
    if (filter?.search) {
      const q = filter.search.toLowerCase();
      list = list.filter((c) => c.name.toLowerCase().includes(q));
    }
    return { result: list.map(listView), count: list.length };
  },
  getActiveCampaigns: () =>
    world()
      .campaigns.filter((c) => c.status === 'Running')
      .map(listView),
  'db.campaigns.get': (id) => world().campaigns.find((c) => c.id === id) ?? null,
  getMiniCampaigns: () => world().campaigns.map(({ id, name, module }) => ({ id, name, module })),
  updateData: ({ campaignId, options }) =>
    updateWorld((w) => {
      const campaign = w.campaigns.find((c) => c.id === campaignId);
      if (!campaign) return false;
      campaign.options = { ...campaign.options, ...options };
      return true;
    }),
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
  getMyGroups: () => ({ response: { elements: world().groups } }),
  searchMyConnections: (query) => {
    const q = query.toLowerCase();
    return world()
      .profiles.filter((p) => p.distance === 1 && `${p.firstName} ${p.lastName}`.toLowerCase().includes(q))
      .slice(0, 20);
  },
};
