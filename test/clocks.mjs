#!/usr/bin/env node
// The unit and integration suite on distant dates and in time zones with DST: proof that no test
// and no seeded world depends on today's date. `npm run test:clocks`.
import { spawnSync } from 'node:child_process';

const RUNS = [
  // 30 s before Europe's spring-forward (02:00 → 03:00 local): the day has 23 hours.
  { clock: '2027-03-28T00:59:30Z', tz: 'Europe/Berlin' },
  // A Monday, the last day of a month, two minutes before midnight.
  { clock: '2026-11-30T23:58:00Z', tz: 'UTC' },
  // Years ahead, 23:59 local on the last day of February, the day before US fall-back week.
  { clock: '2031-02-28T22:59:00Z', tz: 'Europe/Berlin' },
  // Autumn fall-back in New York (the day has 25 hours), late evening.
  { clock: '2029-11-05T03:30:00Z', tz: 'America/New_York' },
];

const failed = [];
for (const { clock, tz } of RUNS) {
  const r = spawnSync(
    'node',
    ['test/run-unit.mjs', `--clock=${clock}`, `--tz=${tz}`, ...process.argv.slice(2)],
    {
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) failed.push(`${clock} ${tz}`);
}
console.log(failed.length ? `Failed on: ${failed.join('; ')}` : `Passed on all ${RUNS.length} clocks`);
process.exit(failed.length ? 1 : 0);
