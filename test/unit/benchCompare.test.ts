import { describe, expect, it } from 'vitest';
import { compareRuns, formatComparison, type BenchRun } from '../bench/compareRuns.mjs';

// An older run (ratios of medians, no paired ratio) and a newer one (paired ratios, one goal more).
const before: BenchRun = {
  commit: 'aaaaaaa',
  loads: {
    'floor@4x': { rowsMs: 600 },
    'production/campaigns@4x': { rowsMs: 1500, tbtMs: 210, heapMB: 9.5 },
  },
  verdicts: [{ label: 'production /campaigns TBT at 4x', value: 210, goal: 200, met: false }],
  stealPercent: { pageLoads: 0.4 },
};
const after: BenchRun = {
  commit: 'bbbbbbb',
  loads: {
    'floor@4x': { rowsMs: 550 },
    'production/campaigns@4x': {
      rowsMs: 1300,
      tbtMs: 40,
      cpuMs: 1375,
      heapMB: 8.7,
      rowsRatio: { median: 2.3, min: 1.9, max: 2.5 },
    },
    'production/crm@4x': {
      rowsMs: 1400,
      tbtMs: 99,
      heapMB: 9.9,
      rowsRatio: { median: 2.5, min: 2.4, max: 2.9 },
    },
  },
  verdicts: [
    { label: 'production /campaigns TBT at 4x', value: 40, goal: 200, met: true },
    { label: 'heap growth over the --long soak', value: 0.8, goal: 5, met: true },
  ],
  stealPercent: { pageLoads: 21.9, frames: null },
};

describe('npm run bench:compare', () => {
  it('sets each goal and page load of two runs side by side, with what one run lacks as missing', () => {
    const { goals, loads } = compareRuns(before, after);
    expect(goals).toEqual([
      { label: 'production /campaigns TBT at 4x', goal: 200, a: 210, b: 40, metA: false, metB: true },
      { label: 'heap growth over the --long soak', goal: 5, a: null, b: 0.8, metA: null, metB: true },
    ]);
    const campaigns = loads.find((l) => l.key === 'production/campaigns@4x');
    // The older run's ratio is its median over the floor's; the newer run's is its paired one.
    expect(campaigns?.ratio).toEqual([2.5, 2.3]);
    expect(loads.find((l) => l.key === 'production/crm@4x')?.rowsMs).toEqual([null, 1400]);
  });

  it("sets the machine's CPU steal beside, part by part, so a disturbed run shows as one", () => {
    const { steal } = compareRuns(before, after);
    expect(steal).toEqual([
      { part: 'pageLoads', percent: [0.4, 21.9] },
      { part: 'frames', percent: [null, null] },
    ]);
    const lines = formatComparison(compareRuns(before, after));
    expect(lines).toContain(
      '== CPU steal while each part ran: aaaaaaa -> bbbbbbb (comparable runs read alike)',
    );
    expect(lines.find((l) => l.includes('pageLoads'))).toMatch(/0\.4 % -> 21\.9 %/);
  });

  it('prints every goal with both values and verdicts, and every load with its figures', () => {
    const lines = formatComparison(compareRuns(before, after));
    expect(lines[0]).toBe('== Goals: aaaaaaa -> bbbbbbb');
    expect(lines.find((l) => l.includes('TBT at 4x'))).toMatch(/210\.0 ms -> 40\.0 ms +missed -> met/);
    expect(lines.find((l) => l.includes('soak'))).toMatch(/n\/a -> 0\.8 MB +n\/a -> met/);
    expect(lines.find((l) => l.includes('production/campaigns@4x'))).toMatch(
      /rows 1500 ms -> 1300 ms +2\.50x -> 2\.30x +TBT 210 ms -> 40 ms +CPU n\/a -> 1375 ms +heap 9\.5 MB -> 8\.7 MB/,
    );
  });
});
