import { describe, expect, it } from 'vitest';
import { median, pairedRatio } from '../bench/stats.mjs';

describe("the bench's ratios to the floor", () => {
  it('pairs each round with its own floor, so a slow stretch of the machine cancels out', () => {
    // Rounds 1-2 fast, round 3 twice as slow for both: the app is 2x the floor in every round.
    const floor = [{ rowsMs: 500 }, { rowsMs: 520 }, { rowsMs: 1000 }];
    const app = [{ rowsMs: 1000 }, { rowsMs: 1040 }, { rowsMs: 2000 }];
    expect(pairedRatio(app, floor, 'rowsMs')).toEqual({ median: 2, min: 2, max: 2 });
  });

  it('gives the median and the range, and leaves out a round where either load failed', () => {
    const floor = [{ rowsMs: 500 }, null, { rowsMs: 500 }, { rowsMs: 400 }];
    const app = [{ rowsMs: 1000 }, { rowsMs: 900 }, { rowsMs: 1250 }, null];
    expect(pairedRatio(app, floor, 'rowsMs')).toEqual({ median: 2.25, min: 2, max: 2.5 });
    expect(pairedRatio([null], [{ rowsMs: 500 }], 'rowsMs')).toBeNull();
  });

  it('takes the median of what was measured', () => {
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, undefined])).toBeNull();
  });
});
