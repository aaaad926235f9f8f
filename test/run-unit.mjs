#!/usr/bin/env node
// `npm run test:unit -- [--clock=<ISO instant>] [--tz=<IANA zone>] [vitest args]`
// --clock starts every test file's clock at that instant (test/setup.ts shifts Date; time still flows),
// --tz runs the suite in that time zone. Everything else goes to `vitest run`.
import { spawnSync } from 'node:child_process';

const env = { ...process.env };
const rest = [];
for (const arg of process.argv.slice(2)) {
  const [name, value] = arg.split('=', 2);
  if (name === '--clock') {
    if (!value || Number.isNaN(Date.parse(value))) {
      console.error(`--clock needs an ISO date-time, e.g. --clock=2027-03-28T01:30:00Z (got ${value})`);
      process.exit(2);
    }
    env.TEST_CLOCK = value;
  } else if (name === '--tz') env.TZ = value;
  else rest.push(arg);
}
if (env.TEST_CLOCK) console.log(`Clock starts at ${env.TEST_CLOCK} (TZ=${env.TZ ?? 'system'})`);
const result = spawnSync('npx', ['vitest', 'run', ...rest], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
