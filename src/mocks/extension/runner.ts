import { DAY_MS } from '../world/random';
import { updateWorld, world } from '../world/store';
import { pushEvent, pushEventsUpdated } from './pushes';
import type { EventName } from '@/lib/extension/contract';

const RESULT_BY_MODULE: Record<string, { event: EventName; reason: string }> = {
  'li-auto-conn': { event: 'connectionRequestSent', reason: 'Invitation sent' },
  'li-auto-msg': { event: 'messageSent', reason: 'Message sent' },
  'li-auto-view': { event: 'profileViewed', reason: 'Profile viewed' },
  'li-engage': { event: 'ilike', reason: 'Liked the latest post' },
};

/** The daily cap of a module from the user's plan. */
function dailyCap(module: string): number {
  const w = world();
  const plan = w.plans.find((p) => p.id === w.activePlan.planId);
  if (!plan) return 0;
  if (module === 'li-auto-conn') return plan.connectionRequestsPerDay;
  if (module === 'li-auto-msg') return plan.sendMessagesPerDay;
  if (module === 'li-auto-view') return plan.profileViewsPerDay;
  return plan.autoLikeShareCommentPerDay;
}

/**
 * One step of the simulated campaign runner: each Running campaign processes its next queue
 * item (respecting perDay and the plan's daily cap), records an event and pushes it.
 */
export function advanceCampaigns(now = Date.now()): number {
  let processed = 0;
  updateWorld((w) => {
    for (const campaign of w.campaigns) {
      if (campaign.status !== 'Running') continue;
      const outcome = RESULT_BY_MODULE[campaign.module];
      if (!outcome) continue;
      const perDay = Math.min(Number(campaign.options.perDay ?? 10), dailyCap(campaign.module));
      if (campaign.lastRunDate && now - campaign.lastRunDate > DAY_MS) campaign.data.doneToday = 0;
      if (campaign.data.doneToday >= perDay) continue;
      const queue = w.queues[String(campaign.id)] ?? [];
      const item = queue.find((q) => q.status === 0);
      if (!item) {
        campaign.status = 'Completed';
        continue;
      }
      const roll = (item.id * 7919 + now) % 10;
      item.status = roll === 0 ? 3 : roll === 1 ? 2 : 1;
      item.sentTime = now;
      item.status_reason = item.status === 1 ? outcome.reason : item.status === 2 ? 'Skipped: already contacted' : 'Failed: profile not available';
      campaign.data.doneToday += 1;
      campaign.data.doneTotal += 1;
      campaign.lastRunDate = now;
      campaign.progress = Math.round((queue.filter((q) => q.status !== 0).length / Math.max(1, queue.length)) * 100);
      if (item.status === 1) {
        const event = {
          name: outcome.event,
          createdAt: now,
          conversationId: null,
          profileId: String(item.data.profileId ?? item.id),
          profilePublicId: null,
          campaignId: { id: campaign.id, name: campaign.name },
        };
        w.events.push(event);
        pushEvent(outcome.event, { campaignId: campaign.id });
      }
      processed += 1;
    }
  });
  if (processed) pushEventsUpdated();
  return processed;
}

let timer: ReturnType<typeof setInterval> | undefined;
/** Starts the runner (dev/preview): one step every `intervalMs`. */
export function startCampaignRunner(intervalMs = 4000): () => void {
  if (!timer) timer = setInterval(() => advanceCampaigns(), intervalMs);
  return () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
}
