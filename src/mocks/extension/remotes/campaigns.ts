import type { Campaign } from '@/lib/extension/contract';
import { updateWorld, world } from '../../world/store';
import { requireUser, type Handlers } from '../support';
import { now as clockNow } from '@/lib/time/clock';

/** The list view empties data.members, as the real extension does. */
const listView = (c: Campaign): Campaign => ({ ...c, data: { ...c.data, members: [] } });

export const campaignsRemotes: Handlers<
  typeof import('@/lib/extension/contract/campaigns').campaignsRemotes
> = {
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
};
