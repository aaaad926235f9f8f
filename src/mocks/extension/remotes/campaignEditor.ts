import { CampaignSchema } from '@/lib/extension/contract';
import { updateWorld, world } from '../../world/store';
import { requireUser, type Remotes } from '../support';

// Saving campaigns: the editor's part of the simulated extension.

function planLimit() {
  const w = world();
  const plan = w.plans.find((p) => p.id === w.activePlan.planId);
  return plan?.campaignsAllowed ?? Infinity;
}

export const campaignEditorRemotes: Pick<Remotes, 'addCampaign' | 'updateCampaign'> = {
  addCampaign: ({ data }) => {
    requireUser(world());
    const allowed = planLimit();
    if (world().campaigns.length >= allowed) {
      return { error: { code: 'plan_limit_reached', message: 'Plan limit reached', allowed }, campaign: null };
    }
    return updateWorld((w) => {
      const now = Date.now();
      const parsed = CampaignSchema.safeParse({
        status: 'Added',
        ...data,
        id: w.nextCampaignId,
        created: now,
        updated: now,
        lastRunDate: null,
        data: { doneToday: 0, doneTotal: 0, resultCount: 0 },
      });
      if (!parsed.success) return { error: { code: 'invalid_campaign', message: parsed.error.issues[0]?.message ?? 'Invalid campaign' }, campaign: null };
      w.nextCampaignId += 1;
      w.campaigns.push(parsed.data);
      w.queues[String(parsed.data.id)] = [];
      return { error: null, campaign: parsed.data };
    });
  },
  updateCampaign: ({ data, campaignId }) =>
    updateWorld((w) => {
      const campaign = w.campaigns.find((c) => c.id === campaignId);
      if (!campaign) return { error: { code: 404, message: 'Campaign not found' }, campaign: null };
      const parsed = CampaignSchema.safeParse({ ...campaign, ...data, id: campaignId, updated: Date.now() });
      if (!parsed.success) return { error: { code: 'invalid_campaign', message: parsed.error.issues[0]?.message ?? 'Invalid campaign' }, campaign: null };
      Object.assign(campaign, parsed.data);
      return { error: null, campaign };
    }),
};
