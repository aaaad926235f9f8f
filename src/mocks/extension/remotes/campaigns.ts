import type { Campaign } from '@/lib/extension/contract';
import { updateWorld, world } from '../../world/store';
import { requireUser, SimulatedFailure, type Remotes } from '../support';

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


export const campaignRemotes: Pick<Remotes, Names> = {
  manageCampaign: ({ action, campaignId }) => {
    requireUser(world());
    return updateWorld((w) => {
      const index = w.campaigns.findIndex((c) => c.id === campaignId);
      const campaign = w.campaigns[index];
      if (!campaign) return { error: true, message: 'Campaign not found', campaign: null };
      const now = Date.now();
      switch (action) {
        case 'run':
          if (campaign.status === 'Completed') return { error: true, message: 'A completed campaign cannot run', campaign };
          campaign.status = 'Running';
          campaign.lastRunDate = now;
          break;
        case 'stop':
          campaign.status = 'Stopped';
          break;
        case 'markAsComplete':
          campaign.status = 'Completed';
          break;
        case 'reset':
          campaign.data = { ...campaign.data, doneToday: 0, doneTotal: 0, resultCount: 0 };
          campaign.progress = 0;
          w.queues[String(campaignId)] = [];
          break;
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
  getActiveCampaigns: () => world().campaigns.filter((c) => c.status === 'Running').map(listView),
  'db.campaigns.get': (id) => world().campaigns.find((c) => c.id === id) ?? null,
  getMiniCampaigns: () => world().campaigns.map(({ id, name, module }) => ({ id, name, module })),
  updateData: ({ campaignId, options }) =>
    updateWorld((w) => {
      const campaign = w.campaigns.find((c) => c.id === campaignId);
      if (campaign) campaign.options = { ...campaign.options, ...options };
      return true;
    }),
  getCampaignData: ({ id, page = 0, size = 10, search }) => {
    const campaign = findCampaign(id);
    let items = queueOf(id);
    if (search) {
      const q = search.toLowerCase();
      items = items.filter((i) => `${i.data.firstName ?? ''} ${i.data.lastName ?? ''}`.toLowerCase().includes(q));
    }
    return { campaign, items: items.slice(page * size, page * size + size), total: items.length };
  },
  searchCampaignData: ({ campaignId, search }) => {
    const q = search.toLowerCase();
    return queueOf(campaignId).filter((i) => `${i.data.firstName ?? ''} ${i.data.lastName ?? ''}`.toLowerCase().includes(q)).slice(0, 1000);
  },
  removeCampaignQueueItem: ({ id, campaignId }) =>
    updateWorld((w) => {
      const q = w.queues[String(campaignId)];
      if (q) w.queues[String(campaignId)] = q.filter((i) => i.id !== id);
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
        const existing = byId.get(row.id);
        if (existing) {
          existing.status = row.status;
          imported += 1;
        } else {
          skipped += 1;
        }
      }
      return { imported, skipped };
    }),
  updateMember: (member) =>
    updateWorld((w) => {
      const p = w.profiles.find((x) => x.id === member.id);
      if (p) Object.assign(p, member);
      return true;
    }),
  getMyGroups: () => ({ response: { elements: world().groups } }),
  searchMyConnections: (query) => {
    const q = query.toLowerCase();
    return world()
      .profiles.filter((p) => p.distance === 1 && `${p.firstName} ${p.lastName}`.toLowerCase().includes(q))
      .slice(0, 20);
  },
};
