export declare function parseCpuLine(procStat: string): number[] | null;
export declare function cpuTicks(): number[] | null;
export declare function stealPercent(
  before: readonly number[] | null,
  after: readonly number[] | null,
): number | null;
