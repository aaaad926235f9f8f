interface Verdict {
  label: string;
  value: number;
  goal: number;
  met: boolean;
}
interface Load {
  rowsMs?: number;
  tbtMs?: number;
  cpuMs?: number;
  heapMB?: number;
  rowsRatio?: { median: number; min: number; max: number };
}
export interface BenchRun {
  commit: string;
  loads?: Record<string, Load>;
  verdicts?: Verdict[];
  /** The hypervisor's share of CPU time while each part of the run ran (machine.mjs). */
  stealPercent?: Record<string, number | null>;
}
type Pair = [number | null, number | null];
export interface Comparison {
  commits: [string, string];
  goals: {
    label: string;
    goal: number;
    a: number | null;
    b: number | null;
    metA: boolean | null;
    metB: boolean | null;
  }[];
  loads: { key: string; rowsMs: Pair; ratio: Pair; tbtMs: Pair; cpuMs: Pair; heapMB: Pair }[];
  steal: { part: string; percent: Pair }[];
}
export declare function compareRuns(a: BenchRun, b: BenchRun): Comparison;
export declare function formatComparison(comparison: Comparison): string[];
