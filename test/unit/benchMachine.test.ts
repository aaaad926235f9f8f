import { describe, expect, it } from 'vitest';
import { parseCpuLine, stealPercent } from '../bench/machine.mjs';

const PROC_STAT = (steal: number, idle: number) =>
  `cpu  7000 20 1700 ${idle} 40 0 30 ${steal} 0 0\ncpu0 3500 10 850 1000 20 0 15 0 0 0\nintr 1 2 3\n`;

describe("the bench's reading of the machine", () => {
  it("reads the aggregate cpu line's eight tick counts", () => {
    expect(parseCpuLine(PROC_STAT(754, 5852))).toEqual([7000, 20, 1700, 5852, 40, 0, 30, 754]);
    expect(parseCpuLine('intr 1 2 3\n')).toBeNull();
    expect(parseCpuLine('cpu  1 2 three 4 5 6 7 8\n')).toBeNull();
  });

  it('gives steal as a share of all the CPU time between two readings', () => {
    const before = parseCpuLine(PROC_STAT(1000, 5000));
    // 300 ticks pass: 100 of them stolen, 200 idle.
    const after = parseCpuLine(PROC_STAT(1100, 5200));
    expect(stealPercent(before, after)).toBeCloseTo(33.33, 2);
    expect(stealPercent(before, before)).toBeNull();
    expect(stealPercent(null, after)).toBeNull();
  });
});
