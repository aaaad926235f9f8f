import { eachDayOfInterval, startOfDay, subDays } from 'date-fns';
import { formatPattern } from '@/lib/format/datePattern';
import type { ActivityEvent, Campaign, CampaignModule, EventName, QueueItem } from '@/lib/extension/contract';
import { QUEUE_STATUS_NAMES } from '@/lib/constants';

// The campaign funnel: the steps of the campaign's type, each counted from the queue's status
// counts (0 In Queue, 1 Success, 2 Skipped, 3 Failed, 4 Connected, 5 Replied, 6 Viewed back).
// A step counts every item that got at least that far, so an item that replied also counts as sent.

export interface FunnelStep {
  label: string;
  count: number;
  /** Share of the step before (the first step: 1). */
  rate: number;
}

/** Status codes that mean the campaign's action happened (the later codes follow a success). */
const ACTED = [1, 4, 5, 6];

type StepDef = { label: string; statuses: readonly number[] };

function stepDefs(module: CampaignModule, autoEndorse: boolean): StepDef[] {
  const queued: StepDef = { label: 'Queued', statuses: [0, 1, 2, 3, 4, 5, 6] };
  switch (module) {
    case 'li-auto-conn':
      // A reply to a connect campaign comes from an accepted invitation.
      return [
        queued,
        { label: 'Sent', statuses: ACTED },
        { label: 'Accepted', statuses: [4, 5] },
        { label: 'Replied', statuses: [5] },
      ];
    case 'li-auto-msg':
      return [queued, { label: 'Sent', statuses: ACTED }, { label: 'Replied', statuses: [5] }];
    case 'li-auto-view':
      // With auto-endorse on, the extension endorses while it views.
      return autoEndorse
        ? [queued, { label: 'Viewed', statuses: ACTED }, { label: 'Endorsed', statuses: ACTED }]
        : [queued, { label: 'Viewed', statuses: ACTED }];
    case 'li-engage':
      return [queued, { label: 'Engaged', statuses: ACTED }];
    default:
      return [queued];
  }
}

export type StatusCounts = Readonly<Record<string, number>>;

/** Items per status code (what getCampaignData's `counts` gives for the whole queue). */
export function countStatuses(items: readonly Pick<QueueItem, 'status'>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[item.status] = (counts[item.status] ?? 0) + 1;
  return counts;
}

export function funnelSteps(
  campaign: Pick<Campaign, 'module' | 'options'>,
  counts: StatusCounts,
): FunnelStep[] {
  const defs = stepDefs(campaign.module, campaign.options.autoEndorse === true);
  let previous: number | null = null;
  return defs.map(({ label, statuses }) => {
    const count = statuses.reduce((sum, s) => sum + (counts[String(s)] ?? 0), 0);
    const rate = previous === null ? 1 : previous > 0 ? count / previous : 0;
    previous = count;
    return { label, count, rate };
  });
}

/** What did not go on: still waiting, skipped, failed (named as in the queue). */
export function funnelLeftovers(counts: StatusCounts): { label: string; count: number }[] {
  return [0, 2, 3].map((s) => ({ label: QUEUE_STATUS_NAMES[s]!, count: counts[String(s)] ?? 0 }));
}

export const formatRate = (rate: number): string => `${Math.round(rate * 1000) / 10}%`;

/** The activity events that make up each series of a type's by-day chart. */
export function chartSeries(module: CampaignModule): { key: string; label: string; events: EventName[] }[] {
  switch (module) {
    case 'li-auto-conn':
      return [
        { key: 'sent', label: 'Sent', events: ['connectionRequestSent'] },
        { key: 'accepted', label: 'Accepted', events: ['newConnection'] },
      ];
    case 'li-auto-msg':
      return [
        { key: 'sent', label: 'Sent', events: ['messageSent'] },
        { key: 'replied', label: 'Replied', events: ['messageRecieved'] },
      ];
    case 'li-auto-view':
      return [{ key: 'viewed', label: 'Viewed', events: ['profileViewed'] }];
    case 'li-engage':
      return [{ key: 'engaged', label: 'Engaged', events: ['ilike', 'ishare', 'icomment'] }];
    default:
      return [];
  }
}

export const CHART_DAYS = 30;

export type DayRow = { day: string; date: number } & Record<string, number | string>;

/** The campaign's events per local day over the last `days` days ending today, one row per day. */
export function eventsByDay(
  events: readonly ActivityEvent[],
  campaignId: number,
  module: CampaignModule,
  now: Date,
  days = CHART_DAYS,
): DayRow[] {
  const series = chartSeries(module);
  const first = startOfDay(subDays(now, days - 1));
  const rows = eachDayOfInterval({ start: first, end: now }).map((d) => {
    const row: DayRow = { day: formatPattern(d, 'dd MMM'), date: d.getTime() };
    for (const s of series) row[s.key] = 0;
    return row;
  });
  const index = new Map(rows.map((r, i) => [r.day, i]));
  for (const e of events) {
    if (e.campaignId?.id !== campaignId || e.createdAt < first.getTime()) continue;
    // An event name the app does not know ('unknown') belongs to no series.
    const name = e.name;
    if (name === 'unknown') continue;
    const s = series.find((x) => x.events.includes(name));
    const i = index.get(formatPattern(e.createdAt, 'dd MMM'));
    if (!s || i === undefined) continue;
    const row = rows[i]!;
    row[s.key] = Number(row[s.key]) + 1;
  }
  return rows;
}
