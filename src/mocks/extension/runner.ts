import type { Campaign, EventName, QueueItem } from '@/lib/extension/contract';
import { DEFAULT_DAILY_CAPS } from '@/lib/constants';
import { updateWorld, world } from '../world/store';
import type { World } from '../world/types';
import { pushEvent, pushEventsUpdated } from './pushes';
import { now as clockNow } from '@/lib/time/clock';

interface ModuleOutcome {
  event: EventName;
  reason: string;
  /** The follow-up status a successful item may reach later (4 Connected, 5 Replied, 6 Viewed back). */
  followUp: { status: number; reason: string; event?: EventName };
}

const OUTCOMES: Partial<Record<Campaign['module'], ModuleOutcome>> = {
  'li-auto-conn': {
    event: 'connectionRequestSent',
    reason: 'Invitation sent',
    followUp: { status: 4, reason: 'Accepted the invitation', event: 'newConnection' },
  },
  'li-auto-msg': {
    event: 'messageSent',
    reason: 'Message sent',
    followUp: { status: 5, reason: 'Replied to your message', event: 'messageRecieved' },
  },
  'li-auto-view': {
    event: 'profileViewed',
    reason: 'Profile viewed',
    followUp: { status: 6, reason: 'Viewed your profile back' },
  },
  'li-engage': {
    event: 'ilike',
    reason: 'Liked the latest post',
    followUp: { status: 6, reason: 'Viewed your profile back' },
  },
};

const SKIP_REASON = 'Skipped: <b>already contacted</b>';
const FAIL_REASON = 'Failed: profile not available';

/** The day a timestamp falls on (local time), for the daily counters. */
const dayKey = (t: number) => new Date(t).toDateString();

/** The plan's daily cap for a module; without a plan the configuration's defaults apply. */
export function dailyCap(w: World, module: Campaign['module']): number {
  const plan = w.plans.find((p) => p.id === w.activePlan.planId);
  switch (module) {
    case 'li-auto-conn':
      return plan?.connectionRequestsPerDay ?? DEFAULT_DAILY_CAPS.connectionRequests;
    case 'li-auto-msg':
      return plan?.sendMessagesPerDay ?? DEFAULT_DAILY_CAPS.messages;
    case 'li-auto-view':
      return plan?.profileViewsPerDay ?? DEFAULT_DAILY_CAPS.profileViews;
    default:
      return plan?.autoLikeShareCommentPerDay ?? DEFAULT_DAILY_CAPS.engagements;
  }
}

/** How many actions a campaign may still take today: its perDay, the user's per-day limit and the plan's cap. */
export function remainingToday(w: World, campaign: Campaign, now: number): number {
  const perDay = Math.max(1, Number(campaign.options.perDay ?? 1));
  const cap = Math.min(perDay, dailyCap(w, campaign.module));
  const doneToday = campaign.data.doneTodayDay === dayKey(now) ? campaign.data.doneToday : 0;
  return Math.max(0, cap - doneToday);
}

/** Deterministic outcome per item and moment: mostly success, some skipped, some failed. */
function roll(item: QueueItem, now: number): number {
  return Math.abs((item.id * 7919 + Math.floor(now / 1000)) % 20);
}

interface Step {
  events: { name: EventName; campaignId: number; pushed: boolean }[];
  changed: boolean;
}

/** One campaign's step: the next In Queue item is processed, and an earlier success may get its follow-up status. */
function stepCampaign(w: World, campaign: Campaign, now: number, step: Step) {
  const outcome = OUTCOMES[campaign.module];
  if (!outcome) return; // joinGroups has no queue to work through
  const queue = w.queues[String(campaign.id)] ?? [];

  // Follow-ups happen whatever the daily cap: people answer on their own time.
  const earlier = queue.find(
    (q) => q.status === 1 && q.sentTime && now - q.sentTime > 8_000 && roll(q, now) < 3,
  );
  if (earlier) {
    earlier.status = outcome.followUp.status;
    earlier.status_reason = outcome.followUp.reason;
    if (outcome.followUp.event)
      step.events.push({ name: outcome.followUp.event, campaignId: campaign.id, pushed: false });
    // An accepted invitation is no longer pending.
    if (campaign.module === 'li-auto-conn') w.pendingInvites = Math.max(0, w.pendingInvites - 1);
    step.changed = true;
  }

  if (remainingToday(w, campaign, now) <= 0) return;
  const item = queue.find((q) => q.status === 0);
  if (!item) {
    campaign.status = 'Completed';
    campaign.message = { text: 'All profiles from the source were processed.' };
    campaign.updated = now;
    step.changed = true;
    return;
  }
  const r = roll(item, now);
  item.status = r === 0 ? 3 : r <= 2 ? 2 : 1;
  item.sentTime = now;
  item.status_reason = item.status === 1 ? outcome.reason : item.status === 2 ? SKIP_REASON : FAIL_REASON;

  if (campaign.data.doneTodayDay !== dayKey(now)) campaign.data.doneToday = 0;
  campaign.data.doneTodayDay = dayKey(now);
  campaign.data.doneToday += 1;
  campaign.data.doneTotal += 1;
  campaign.data.lastQueueItemId = item.id;
  campaign.data.resultCount = queue.length;
  campaign.lastRunDate = now;
  campaign.progress = Math.round((campaign.data.doneTotal / Math.max(1, queue.length)) * 100);
  if (item.status === 1) step.events.push({ name: outcome.event, campaignId: campaign.id, pushed: true });
  if (item.status === 1 && campaign.module === 'li-auto-conn') w.pendingInvites += 1;
  step.changed = true;
}

/**
 * One step of the simulated campaign runner: each Running campaign processes its next queue
 * item within its perDay, the user's plan cap and the day's counter, records the activity
 * event and pushes it on the port. Nothing is written (or saved) when nothing moved.
 */
export function advanceCampaigns(now = clockNow()): number {
  const w = world();
  const step: Step = { events: [], changed: false };
  for (const campaign of w.campaigns) if (campaign.status === 'Running') stepCampaign(w, campaign, now, step);
  if (!step.changed) return 0;
  // Record the change once (one notification, a background save), with the activity events.
  updateWorld(
    (next) => {
      for (const e of step.events) {
        const campaign = next.campaigns.find((c) => c.id === e.campaignId);
        next.events.push({
          name: e.name,
          createdAt: now,
          conversationId: null,
          profileId: null,
          profilePublicId: null,
          campaignId: campaign ? { id: campaign.id, name: campaign.name } : null,
        });
      }
    },
    { background: true },
  );
  // The port carries the campaign's own actions; follow-ups (replies, new connections) only go to the activity log.
  const pushed = step.events.filter((e) => e.pushed);
  for (const e of pushed) pushEvent(e.name, { campaignId: e.campaignId });
  pushEventsUpdated();
  return pushed.length;
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
