import { describe, expect, it } from 'vitest';
import { faker } from '@faker-js/faker';
import { formatDollars, formatNumber, formatPercent } from '@/lib/format/numbers';
import { formatCrmDate } from '@/features/crm/components/CrmRow';

// The first screens format without Intl (its first formatter loads the locale data on the critical
// path); what they write must stay what Intl's en-US writes.
const intlNumber = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const intlFullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' });

describe('numbers, as Intl en-US writes them (0 to 2 fraction digits)', () => {
  it('agrees on the edges: halves, negative zero, grouping, tiny and huge values', () => {
    const edges = [
      0,
      -0,
      1,
      -1,
      0.5,
      0.005,
      0.004,
      0.015,
      1.005,
      1.015,
      2.675,
      -2.675,
      999.995,
      999.994,
      1e-7,
      -1e-7,
      -0.004,
      -0.005,
      0.1 + 0.2,
      999,
      1000,
      1234.5,
      1e6,
      123456789.125,
      99999999999.99,
      1e20,
      1e21,
      -1e22,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_VALUE,
    ];
    for (const n of edges) expect(formatNumber(n), String(n)).toBe(intlNumber.format(n));
  });

  it('agrees on 30,000 seeded values of every size', () => {
    faker.seed(13);
    const disagreements: [number, string, string][] = [];
    for (let i = 0; i < 10_000; i++) {
      const scale = 10 ** faker.number.int({ min: 0, max: 15 });
      for (const n of [
        faker.number.float({ min: -scale, max: scale }),
        faker.number.int({ min: 0, max: scale * 1000 }) / 1000,
        (faker.number.int({ min: 0, max: scale * 1000 }) + 0.5) / 1000,
      ]) {
        if (formatNumber(n) !== intlNumber.format(n))
          disagreements.push([n, formatNumber(n), intlNumber.format(n)]);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('writes 0 for what is not a number, and builds percents and dollars on it', () => {
    for (const n of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatNumber(n)).toBe('0');
    expect(formatPercent(0.456)).toBe('0.5%');
    expect(formatPercent(12.34)).toBe('12.3%');
    expect(formatDollars(1299.5)).toBe('$1,299.5');
  });
});

describe("the CRM's full date, as Intl's en-US dateStyle 'full' writes it", () => {
  it('agrees on every day of two years, leap day included', () => {
    const start = new Date(2027, 0, 1, 12).getTime();
    for (let day = 0; day < 731; day++) {
      const value = start + day * 86_400_000;
      expect(formatCrmDate(value)).toBe(intlFullDate.format(new Date(value)));
    }
    expect(formatCrmDate(new Date(2028, 1, 29, 9).getTime())).toBe('Tuesday, February 29, 2028');
    expect(formatCrmDate(null)).toBe('—');
  });
});
