// How much of this machine's CPU time the hypervisor took for other guests (steal, from
// /proc/stat) while a part of the bench ran (test/unit/benchMachine.test.ts). On this shared
// machine the same preview build's scroll p95 read 12 ms and, an hour later with 22 % steal,
// 41 ms: a run's figures are comparable with another's only at a like share.
import { existsSync, readFileSync } from 'node:fs';

/** The aggregate `cpu` line of /proc/stat's text: user, nice, system, idle, iowait, irq, softirq, steal. */
export function parseCpuLine(procStat) {
  const line = procStat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  return ticks.length === 8 && ticks.every(Number.isFinite) ? ticks : null;
}

/** This machine's CPU ticks now; null where there is no /proc/stat. */
export function cpuTicks() {
  return existsSync('/proc/stat') ? parseCpuLine(readFileSync('/proc/stat', 'utf8')) : null;
}

/** Steal as a percentage of all CPU time between two readings; null if either is missing or no time passed. */
export function stealPercent(before, after) {
  if (!before || !after) return null;
  const spent = after.map((ticks, i) => ticks - before[i]);
  const total = spent.reduce((sum, ticks) => sum + ticks, 0);
  return total > 0 ? (spent[7] / total) * 100 : null;
}
