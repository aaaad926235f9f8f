import { describe, expect, it } from 'vitest';
import { faker } from '@faker-js/faker';
import { format } from 'date-fns';
import { formatPattern } from '@/lib/format/datePattern';
import {
  CAMPAIGN_RUN_FORMAT_DAY_FIRST,
  CAMPAIGN_RUN_FORMAT_MONTH_FIRST,
  CRM_DATE_FORMAT,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  PLAN_EXPIRY_FORMAT,
  TIME_FORMAT,
} from '@/lib/constants';

// Every pattern the app writes dates in: the constants and the ones written inline.
const PATTERNS = [
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  TIME_FORMAT,
  PLAN_EXPIRY_FORMAT,
  CAMPAIGN_RUN_FORMAT_DAY_FIRST,
  CAMPAIGN_RUN_FORMAT_MONTH_FIRST,
  CRM_DATE_FORMAT,
  'dd MMM',
  'HH:mm',
  'd MMM yyyy, HH:mm',
  'yyyy-MM-dd HH:mm',
  'yyyyMMdd-HHmm',
  'yyyy-MM-dd',
];

describe('formatPattern writes what date-fns format writes', () => {
  it('agrees on the day and period edges: midnight, noon, month ends, leap day', () => {
    const edges = [
      new Date(2026, 0, 1, 0, 0),
      new Date(2026, 0, 1, 11, 59),
      new Date(2026, 0, 1, 12, 0),
      new Date(2026, 0, 1, 12, 30),
      new Date(2026, 0, 1, 23, 59),
      new Date(2024, 1, 29, 9, 5),
      new Date(2026, 8, 30, 13, 7),
      new Date(2026, 11, 31, 0, 1),
      new Date(999, 4, 3, 1, 2),
    ];
    for (const d of edges) for (const p of PATTERNS) expect(formatPattern(d, p), p).toBe(format(d, p));
  });

  it('agrees on 2,000 random instants, as dates and as epoch milliseconds', () => {
    faker.seed(20261124);
    for (let i = 0; i < 2000; i++) {
      const d = faker.date.between({ from: '1990-01-01T00:00:00Z', to: '2090-12-31T23:59:59Z' });
      const p = PATTERNS[i % PATTERNS.length]!;
      expect(formatPattern(d, p), p).toBe(format(d, p));
      expect(formatPattern(d.getTime(), p), p).toBe(format(d.getTime(), p));
    }
  });

  it('refuses an invalid date and a token it does not know, as date-fns does', () => {
    expect(() => formatPattern(Number.NaN, DATE_FORMAT)).toThrow(RangeError);
    expect(() => formatPattern(new Date(2026, 0, 1), 'do MMM')).toThrow(/unsupported token "o"/);
  });
});
