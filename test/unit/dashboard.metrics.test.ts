import { describe, expect, it } from 'vitest';
import type { ActivityEvent, EventName } from '@/lib/extension/contract';
import { formatPlanExpiry } from '@/lib/format/dates';
import { formatNumber, formatPercent } from '@/lib/format/numbers';
import {
  activitySeries,
  countEvents,
  dashboardStats,
  DEFAULT_PERIOD,
  deriveRates,
  periodRange,
  PERIODS,
  profileInteractions,
  rate,
} from '@/features/dashboard/metrics';

// Local time: the periods are the user's calendar days.
const NOW = new Date(2026, 10, 22, 15, 30, 0); // 22 Nov 2026, 15:30
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).getTime();
const ev = (name: EventName, createdAt: number): ActivityEvent => ({ name, createdAt });
const many = (n: number, name: EventName, createdAt: number) =>
  Array.from({ length: n }, () => ev(name, createdAt));

describe('periods', () => {
  it('offers Today, Yesterday, Last 7 days and Last 30 days, 30 days by default', () => {
    expect(PERIODS.map((p) => p.label)).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days']);
    expect(DEFAULT_PERIOD).toBe('last30');
  });

  it('turns each period into whole local days', () => {
    expect(periodRange('today', NOW)).toEqual({ from: at(22, 0), to: at(23, 0) - 1 });
    expect(periodRange('yesterday', NOW)).toEqual({ from: at(21, 0), to: at(22, 0) - 1 });
    expect(periodRange('last7', NOW)).toEqual({ from: at(16, 0), to: at(23, 0) - 1 });
    expect(periodRange('last30', NOW)).toEqual({ from: new Date(2026, 9, 24).getTime(), to: at(23, 0) - 1 });
  });
});

describe('counts and derived rates', () => {
  it('counts every event name, zero when absent', () => {
    const counts = countEvents([ev('messageSent', 1), ev('messageSent', 2), ev('ilike', 3)]);
    expect(counts.messageSent).toBe(2);
    expect(counts.ilike).toBe(1);
    expect(counts.messageRecieved).toBe(0);
    expect(counts.connectionRequestSent).toBe(0);
  });

  it('acceptance = newConnection / connectionRequestSent, open = messageSeen / messageSent, reply = messageRecieved / messageSent', () => {
    const counts = countEvents([
      ...many(40, 'connectionRequestSent', 1),
      ...many(10, 'newConnection', 1),
      ...many(20, 'messageSent', 1),
      ...many(15, 'messageSeen', 1),
      ...many(5, 'messageRecieved', 1),
    ]);
    expect(deriveRates(counts)).toEqual({ acceptanceRate: 25, openRate: 75, replyRate: 25 });
  });

  it('guards against division by zero', () => {
    const counts = countEvents([ev('newConnection', 1), ev('messageSeen', 1), ev('messageRecieved', 1)]);
    expect(deriveRates(counts)).toEqual({ acceptanceRate: 0, openRate: 0, replyRate: 0 });
    expect(rate(0, 0)).toBe(0);
    expect(rate(3, 0)).toBe(0);
    expect(rate(0, 7)).toBe(0);
  });

  it('never shows a rate above 100% (replies to messages sent before the period)', () => {
    expect(rate(12, 4)).toBe(100);
    expect(rate(1, 3)).toBeCloseTo(33.333, 2);
  });
});

describe('activity series', () => {
  it('has one point per day for a multi-day period, each metric counted on its day', () => {
    const range = periodRange('last7', NOW);
    const series = activitySeries(
      [
        ev('connectionRequestSent', at(16, 9)),
        ev('connectionRequestSent', at(16, 23, 59)),
        ev('profileViewed', at(20, 12)),
        ev('newConnection', at(22, 8)),
        ev('messageSent', at(22, 14)),
        ev('ilike', at(22, 14)), // not one of the four series
        ev('messageSent', at(15, 12)), // before the period
      ],
      range,
    );
    expect(series).toHaveLength(7);
    expect(series.map((p) => p.label)).toEqual([
      '16 Nov',
      '17 Nov',
      '18 Nov',
      '19 Nov',
      '20 Nov',
      '21 Nov',
      '22 Nov',
    ]);
    expect(series[0]).toMatchObject({ invites: 2, views: 0, connections: 0, messages: 0 });
    expect(series[4]).toMatchObject({ views: 1 });
    expect(series[6]).toMatchObject({ invites: 0, connections: 1, messages: 1 });
    expect(series.reduce((sum, p) => sum + p.messages, 0)).toBe(1);
  });

  it('has 30 daily points for Last 30 days', () => {
    expect(activitySeries([], periodRange('last30', NOW))).toHaveLength(30);
  });

  it('draws a one-day period by hour', () => {
    const series = activitySeries(
      [ev('profileViewed', at(22, 9, 15)), ev('profileViewed', at(22, 9, 45))],
      periodRange('today', NOW),
    );
    expect(series).toHaveLength(24);
    expect(series[9]).toMatchObject({ label: '09:00', views: 2 });
  });
});

describe('dashboard stats', () => {
  it('derives cards, rates, series and the interactions donut from the events of the range only', () => {
    const events = [
      ...many(10, 'connectionRequestSent', at(21, 10)),
      ...many(3, 'newConnection', at(21, 11)),
      ...many(4, 'messageSent', at(21, 12)),
      ...many(1, 'messageSeen', at(21, 13)),
      ...many(2, 'ilike', at(21, 14)),
      ev('ishare', at(21, 15)),
      ev('icomment', at(21, 16)),
      ev('profileViewed', at(21, 17)),
      ...many(50, 'connectionRequestSent', at(20, 10)), // the day before yesterday
    ];
    const stats = dashboardStats(events, periodRange('yesterday', NOW));
    expect(stats.counts.connectionRequestSent).toBe(10);
    expect(stats.rates.acceptanceRate).toBe(30);
    expect(stats.rates.openRate).toBe(25);
    expect(stats.rates.replyRate).toBe(0);
    expect(stats.series).toHaveLength(24);
    expect(stats.interactions.map((i) => [i.name, i.value])).toEqual([
      ['Profile views', 1],
      ['Likes', 2],
      ['Shares', 1],
      ['Comments', 1],
    ]);
    expect(profileInteractions(countEvents([])).every((i) => i.value === 0)).toBe(true);
  });
});

describe('formats', () => {
  it('writes numbers en-US with no forced fraction digits', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(12.5)).toBe('12.5');
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatPercent(33.3333)).toBe('33.3%');
    expect(formatPercent(40)).toBe('40%');
  });

  it('writes the plan expiry as DD-Mon-YYYY', () => {
    expect(formatPlanExpiry(new Date(2026, 11, 5, 10, 0))).toBe('05-Dec-2026');
    expect(formatPlanExpiry(new Date(2027, 0, 31).getTime())).toBe('31-Jan-2027');
    expect(formatPlanExpiry(null)).toBe('—');
  });
});
