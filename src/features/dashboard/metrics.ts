import { addDays, addHours, endOfDay, startOfDay, startOfHour, subDays } from 'date-fns';
import { formatPattern } from '@/lib/format/datePattern';
import type { ActivityEvent, EventName } from '@/lib/extension/contract';
import { DASHBOARD_DEFAULT_PERIOD } from '@/lib/constants';
import { today } from '@/lib/time/clock';

// Everything the dashboard derives from the extension's events, as pure functions.

export const PERIODS = [
  { id: 'today', label: 'Today' },
  { id: 'yesterday', label: 'Yesterday' },
  { id: 'last7', label: 'Last 7 days' },
  { id: 'last30', label: 'Last 30 days' },
] as const;
export type DashboardPeriod = (typeof PERIODS)[number]['id'];
export const DEFAULT_PERIOD: DashboardPeriod = DASHBOARD_DEFAULT_PERIOD;

export interface TimeRange {
  from: number;
  to: number;
}

/** The period's filter for getEvents: whole local days, the last one up to the end of today. */
export function periodRange(period: DashboardPeriod, now: Date = today()): TimeRange {
  switch (period) {
    case 'today':
      return { from: startOfDay(now).getTime(), to: endOfDay(now).getTime() };
    case 'yesterday': {
      const day = subDays(now, 1);
      return { from: startOfDay(day).getTime(), to: endOfDay(day).getTime() };
    }
    case 'last7':
      return { from: startOfDay(subDays(now, 6)).getTime(), to: endOfDay(now).getTime() };
    case 'last30':
      return { from: startOfDay(subDays(now, 29)).getTime(), to: endOfDay(now).getTime() };
  }
}

export type EventCounts = Record<EventName, number>;

const zeroCounts = (): EventCounts => ({
  messageSeen: 0,
  messageRecieved: 0,
  newConnection: 0,
  profileViewed: 0,
  connectionRequestSent: 0,
  messageSent: 0,
  ilike: 0,
  ishare: 0,
  icomment: 0,
});

export function countEvents(events: readonly Pick<ActivityEvent, 'name'>[]): EventCounts {
  const counts = zeroCounts();
  for (const e of events) if (e.name !== 'unknown') counts[e.name] += 1;
  return counts;
}

/** A share in percent; 0 when nothing was sent (no division by zero), at most 100. */
export function rate(part: number, whole: number): number {
  if (!whole || whole <= 0 || !Number.isFinite(part) || part <= 0) return 0;
  return Math.min(100, (part / whole) * 100);
}

export interface DerivedRates {
  acceptanceRate: number;
  openRate: number;
  replyRate: number;
}

/** acceptance = newConnection / connectionRequestSent, open = messageSeen / messageSent, reply = messageRecieved / messageSent. */
export function deriveRates(c: EventCounts): DerivedRates {
  return {
    acceptanceRate: rate(c.newConnection, c.connectionRequestSent),
    openRate: rate(c.messageSeen, c.messageSent),
    replyRate: rate(c.messageRecieved, c.messageSent),
  };
}

/** The four metric cards, in the spec's order, with the events they count. */
export const METRICS = [
  { key: 'invites', label: 'Invites sent', event: 'connectionRequestSent', color: '#1e88e5' },
  { key: 'views', label: 'Profiles viewed', event: 'profileViewed', color: '#8e24aa' },
  { key: 'connections', label: 'New connections', event: 'newConnection', color: '#43a047' },
  { key: 'messages', label: 'Messages sent', event: 'messageSent', color: '#fb8c00' },
] as const satisfies readonly { key: string; label: string; event: EventName; color: string }[];
export type MetricKey = (typeof METRICS)[number]['key'];

export type SeriesPoint = { at: number; label: string } & Record<MetricKey, number>;

/**
 * The Activity Chart's data: one point per day for each metric. A one-day period (Today,
 * Yesterday) has a single day, so it is drawn by hour instead, to still show a curve.
 */
export function activitySeries(
  events: readonly Pick<ActivityEvent, 'name' | 'createdAt'>[],
  range: TimeRange,
): SeriesPoint[] {
  const start = new Date(range.from);
  const end = new Date(range.to);
  const hourly = startOfDay(start).getTime() === startOfDay(end).getTime();
  const points: SeriesPoint[] = [];
  const index = new Map<number, SeriesPoint>();
  const bucketOf = (t: number) => (hourly ? startOfHour(t) : startOfDay(t)).getTime();
  for (
    let at = bucketOf(range.from);
    at <= range.to;
    at = (hourly ? addHours(at, 1) : addDays(at, 1)).getTime()
  ) {
    const point: SeriesPoint = {
      at,
      label: formatPattern(at, hourly ? 'HH:mm' : 'dd MMM'),
      invites: 0,
      views: 0,
      connections: 0,
      messages: 0,
    };
    points.push(point);
    index.set(at, point);
  }
  for (const e of events) {
    if (e.createdAt < range.from || e.createdAt > range.to) continue;
    const metric = METRICS.find((m) => m.event === e.name);
    const point = metric && index.get(bucketOf(e.createdAt));
    if (metric && point) point[metric.key] += 1;
  }
  return points;
}

/** The donut 'Interactions with the profile': what the campaigns did on people's profiles. */
export function profileInteractions(c: EventCounts): { name: string; value: number; color: string }[] {
  return [
    { name: 'Profile views', value: c.profileViewed, color: '#8e24aa' },
    { name: 'Likes', value: c.ilike, color: '#1e88e5' },
    { name: 'Shares', value: c.ishare, color: '#00acc1' },
    { name: 'Comments', value: c.icomment, color: '#f9a825' },
  ];
}

/** Everything the cards and charts show for one period. */
export interface DashboardStats {
  range: TimeRange;
  counts: EventCounts;
  rates: DerivedRates;
  series: SeriesPoint[];
  interactions: ReturnType<typeof profileInteractions>;
}

export function dashboardStats(events: readonly ActivityEvent[], range: TimeRange): DashboardStats {
  const inRange = events.filter((e) => e.createdAt >= range.from && e.createdAt <= range.to);
  const counts = countEvents(inRange);
  return {
    range,
    counts,
    rates: deriveRates(counts),
    series: activitySeries(inRange, range),
    interactions: profileInteractions(counts),
  };
}
