#!/usr/bin/env node
// npm run check:bundle: builds production and preview into a temporary directory and fails when
// the production bundle carries any mock code (see noMocks.mjs). A few seconds; part of npm test.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNoMocks } from './noMocks.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = mkdtempSync(join(tmpdir(), 'reachly-bundle-'));

function build(mode) {
  const outDir = join(tmp, mode);
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, FORCE_COLOR: '0' },
    },
  );
  if (result.status !== 0) throw new Error(`vite build --mode ${mode} failed (exit ${result.status})`);
  return outDir;
}

let failures;
try {
  console.log('Production bundle contains no mock code');
  failures = checkNoMocks(build('production'), build('preview'));
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
for (const f of failures) console.log(`  FAIL ${f}`);
if (!failures.length) console.log('  OK: no mock code in the production build');
process.exit(failures.length ? 1 : 0);
