#!/usr/bin/env node
// npm run bench:compare -- <a> <b>: two bench runs side by side. Each is a JSON file written by
// npm run bench, or a commit whose run is in bench-results/<commit>.json.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../bundle/floor.mjs';
import { compareRuns, formatComparison } from './compareRuns.mjs';

const read = (name) => {
  const path = existsSync(name) ? name : join(ROOT, 'bench-results', `${name}.json`);
  if (!existsSync(path)) {
    console.error(`No bench run at ${name} (nor bench-results/${name}.json)`);
    process.exit(2);
  }
  return JSON.parse(readFileSync(path, 'utf8'));
};
const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('Usage: npm run bench:compare -- <before.json | commit> <after.json | commit>');
  process.exit(2);
}
for (const line of formatComparison(compareRuns(read(a), read(b)))) console.log(line);
