#!/usr/bin/env node
// npm run check:bundle (part of npm test): builds production, preview and the perf floor into
// temporary directories, then fails when
//   - the production bundle carries any mock code (noMocks.mjs), or
//   - the production entry JS (entry chunk + its static imports, gzip) is over the floor's + 40 KB,
//     the floor being built in the same run (floor.mjs), or
//   - a chunk of either build carries classic zod instead of zod/mini (noClassicZod.mjs), or
//   - a chunk of either carries MUI's CSS-variables theme builder (noCssVarsTheme.mjs), or
//   - chunks of the production or preview build import each other (importCycles.mjs), or
//   - a lazy import's preload list names a file index.html already loads (preloadLists.mjs), or
//   - a chunk of either does not start with V8's compile hint (compileHinted.mjs), or
//   - the preview's simulation boot carries faker, MUI, emotion or a cookie jar (previewBootLean.mjs).
// It also prints each kind of first visit's JS (firstScreen.mjs) beside the same goal; those are
// reported, and enforced only with --strict-visits (see docs/performance.md for where they stand).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkNoMocks } from './noMocks.mjs';
import { buildFloor } from './floor.mjs';
import { firstScreenSizes, HEADROOM_BYTES } from './firstScreen.mjs';
import { viteBuild } from './viteBuild.mjs';
import { chunkImportCycles } from './importCycles.mjs';
import { unhintedChunks } from './compileHinted.mjs';
import { classicZodChunks } from './noClassicZod.mjs';
import { cssVarsThemeChunks } from './noCssVarsTheme.mjs';
import { needlessPreloads } from './preloadLists.mjs';
import { jsAssets } from './jsAssets.mjs';
import { heavyInPreviewBoot } from './previewBootLean.mjs';

const strictVisits = process.argv.includes('--strict-visits');
const tmp = mkdtempSync(join(tmpdir(), 'reachly-bundle-'));

const build = (mode) => viteBuild(mode, join(tmp, mode));

const failures = [];
try {
  const production = build('production');
  const preview = build('preview');
  console.log('Production bundle contains no mock code');
  failures.push(...checkNoMocks(production, preview));
  for (const hit of heavyInPreviewBoot(preview))
    failures.push(`preview: the simulation's boot imports ${hit} (import it where it is used)`);
  for (const [mode, dir] of [
    ['production', production],
    ['preview', preview],
  ]) {
    for (const cycle of chunkImportCycles(dir)) failures.push(`${mode}: chunks import each other: ${cycle}`);
    const chunks = jsAssets(dir);
    for (const file of unhintedChunks(chunks))
      failures.push(`${mode}: ${file} does not start with the compile hint`);
    for (const file of classicZodChunks(chunks))
      failures.push(`${mode}: ${file} carries classic zod (use zod/mini)`);
    for (const hit of needlessPreloads(dir, chunks))
      failures.push(`${mode}: a preload list names what index.html loads: ${hit}`);
    for (const file of cssVarsThemeChunks(chunks))
      failures.push(`${mode}: ${file} carries MUI's CSS-variables theme (src/build/themeWithoutCssVars.ts)`);
  }

  const floor = await buildFloor();
  const budget = floor.entryGzip + HEADROOM_BYTES;
  const sizes = firstScreenSizes(production);
  const line = (label, bytes, files, enforced) => {
    const over = bytes - budget;
    const verdict =
      over <= 0 ? `ok, ${-over} B to spare` : `${enforced ? 'FAIL' : 'goal missed'} by ${over} B`;
    console.log(
      `  ${label.padEnd(34)} ${String(bytes).padStart(8)} B in ${String(files).padStart(2)} files  ${verdict}`,
    );
    if (over > 0 && enforced) failures.push(`${label} is ${over} B over floor + 40 KB (${budget} B)`);
  };
  console.log(
    `Initial JS, gzip -9 (floor ${floor.entryGzip} B from ${floor.source}; goal floor + 40 KB = ${budget} B)`,
  );
  line('entry (every visit)', sizes.entry.gzip, sizes.entry.files, true);
  for (const [path, visit] of Object.entries(sizes.visits)) {
    line(`first screen of ${path}`, visit.gzip, visit.files, strictVisits);
    for (const m of visit.missing)
      failures.push(`${path}: no chunk for ${m} (firstScreen.mjs is out of date)`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
for (const f of failures) console.log(`  FAIL ${f}`);
if (!failures.length) console.log('  OK');
process.exit(failures.length ? 1 : 0);
