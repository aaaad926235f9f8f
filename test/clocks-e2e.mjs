#!/usr/bin/env node
// The end-to-end tests tagged @clocks (start-up, the messenger, the campaign list and detail, the
// dashboard's periods) at two more instants than the suite's own (test/e2e/test.ts), over the
// preview build that `npm run test:e2e` made: proof that no screen and no test assumes an hour, a
// weekday or UTC. `npm run test:e2e:clocks`.
import { spawnSync } from 'node:child_process';

const RUNS = [
  // Four minutes after midnight UTC: "today" has just begun, yesterday's messages are hours old.
  { clock: '2026-12-03T00:04:00Z', tz: 'UTC' },
  // Sunday 23:50 in Auckland (UTC+13 in December): the local week ends while it is Sunday morning in UTC.
  { clock: '2026-12-06T10:50:00Z', tz: 'Pacific/Auckland' },
];

const failed = [];
for (const { clock, tz } of RUNS) {
  console.log(`\n@clocks at ${clock} in ${tz}`);
  const r = spawnSync(
    'npx',
    ['playwright', 'test', '--project=full', '--grep', '@clocks', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, E2E_CLOCK: clock, E2E_TZ: tz },
    },
  );
  if (r.status !== 0) failed.push(`${clock} ${tz}`);
}
console.log(failed.length ? `Failed on: ${failed.join('; ')}` : `Passed on all ${RUNS.length} clocks`);
process.exit(failed.length ? 1 : 0);
