// The framework floor (../shared/perf-floor): the smallest app on our stack, one route with 25 rows.
// Budgets are ratios to it, so it is built in the same run, with our own vite and packages (the same
// React, MUI, TanStack and Emotion versions), from a copy under node_modules/.cache where those
// packages resolve. A clean clone without ../shared uses test/bench/floor, a copy of it.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readManifest, staticClosure } from './manifest.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the floor's sources are: $PERF_FLOOR, ../shared/perf-floor (from main or a worktree), the copy. */
export function floorSource() {
  const candidates = [
    process.env.PERF_FLOOR,
    resolve(ROOT, '../shared/perf-floor'),
    resolve(ROOT, '../../shared/perf-floor'),
    join(ROOT, 'test/bench/floor'),
  ].filter(Boolean);
  return candidates.find((dir) => existsSync(join(dir, 'src/main.jsx')));
}

/** Builds the floor; returns { dir (the build), source, entryGzip (its initial JS, gzip -9) }. */
export async function buildFloor() {
  const source = floorSource();
  if (!source) throw new Error('The perf floor was not found (../shared/perf-floor or test/bench/floor)');
  const work = join(ROOT, 'node_modules/.cache/reachly-perf-floor');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  for (const part of ['index.html', 'src', 'public'])
    cpSync(join(source, part), join(work, part), { recursive: true });
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: work,
    configFile: false,
    plugins: [react()],
    logLevel: 'error',
    build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  });
  const dir = join(work, 'dist');
  const manifest = readManifest(dir);
  const entry = staticClosure(
    manifest,
    Object.keys(manifest).find((k) => manifest[k].isEntry),
  );
  const entryGzip = [...entry].reduce(
    (sum, key) => sum + gzipSync(readFileSync(join(dir, manifest[key].file)), { level: 9 }).length,
    0,
  );
  return { dir, source, entryGzip };
}
