#!/usr/bin/env node
// npm run check:bundle (part of npm test): builds production and preview into temporary
// directories, and the perf floor, then fails when
//   - the production bundle carries any mock code (noMocks.mjs), or
//   - the production entry JS (entry chunk + its static imports, gzip) is over the floor's + 40 KB,
//     the floor being built in the same run (floor.mjs), or
//   - a chunk of either build carries classic zod instead of zod/mini (noClassicZod.mjs), or
//   - a chunk of either does not start with V8's compile hint (compileHinted.mjs).
// It also prints each screen's first-visit JS (firstScreen.mjs, the screens from the route tree)
// beside its goal (floor + 90 KB): a report, not a gate.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkNoMocks } from './noMocks.mjs';
import { buildFloor } from './floor.mjs';
import { ENTRY_HEADROOM_BYTES, firstScreenSizes, SCREEN_HEADROOM_BYTES } from './firstScreen.mjs';
import { viteBuild } from './viteBuild.mjs';
import { unhintedChunks } from './compileHinted.mjs';
import { classicZodChunks } from './noClassicZod.mjs';
import { jsAssets } from './jsAssets.mjs';
import { EXTENSION_ID } from '../bench/builds.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'reachly-bundle-'));

// A production build needs extension ids (src/build/security.ts fails without them).
const build = (mode) =>
  viteBuild(
    mode,
    join(tmp, mode),
    mode === 'production' ? { env: { VITE_EXTENSION_IDS: EXTENSION_ID } } : {},
  );

const failures = [];
try {
  const production = build('production');
  const preview = build('preview');
  console.log('Production bundle contains no mock code');
  failures.push(...checkNoMocks(production, preview));
  for (const [mode, dir] of [
    ['production', production],
    ['preview', preview],
  ]) {
    const chunks = jsAssets(dir);
    for (const file of unhintedChunks(chunks))
      failures.push(`${mode}: ${file} does not start with the compile hint`);
    for (const file of classicZodChunks(chunks))
      failures.push(`${mode}: ${file} carries classic zod (use zod/mini)`);
  }

  const floor = await buildFloor();
  const entryBudget = floor.entryGzip + ENTRY_HEADROOM_BYTES;
  const screenBudget = floor.entryGzip + SCREEN_HEADROOM_BYTES;
  const sizes = await firstScreenSizes(production);
  const line = (label, bytes, files, budget, enforced) => {
    const over = bytes - budget;
    const verdict =
      over <= 0 ? `ok, ${-over} B to spare` : `${enforced ? 'FAIL' : 'goal missed'} by ${over} B`;
    console.log(
      `  ${label.padEnd(34)} ${String(bytes).padStart(8)} B in ${String(files).padStart(2)} files  ${verdict}`,
    );
    if (over > 0 && enforced) failures.push(`${label} is ${over} B over floor + 40 KB (${budget} B)`);
  };
  console.log(
    `Initial JS, gzip -9 (floor ${floor.entryGzip} B from ${floor.source}; entry goal floor + 40 KB = ${entryBudget} B, a first screen's floor + 90 KB = ${screenBudget} B)`,
  );
  line('entry (every visit)', sizes.entry.gzip, sizes.entry.files, entryBudget, true);
  for (const [path, visit] of Object.entries(sizes.visits))
    line(`first screen of ${path}`, visit.gzip, visit.files, screenBudget, false);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
for (const f of failures) console.log(`  FAIL ${f}`);
if (!failures.length) console.log('  OK');
process.exit(failures.length ? 1 : 0);
