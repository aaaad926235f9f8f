#!/usr/bin/env node
// npm run bench: bundle figures (reported against ARCHITECTURE.md's budgets), then the other benches.
//
// 1. Builds the production bundle and the preview bundle into a temporary directory.
// 2. Proves the production bundle carries no mock code: markers of the simulation that really
//    occur in the preview build's JS must be absent from the production build's JS, and the
//    simulation's public files (msw worker, simulated pages) must not be shipped.
// 3. Prints the gzip bytes of the JS a first visit to /login loads: the entry chunk and its static
//    imports (from the build manifest, checked against index.html's script/modulepreload tags),
//    plus the LoginPage route chunk and its static imports. Budget: 200 KB gzip.
// 4. Runs the other engineers' benchmarks (test/bench/*.bench.test.tsx) with their config.
//
// Options: --skip-preview (no marker proof, only the absence check), --skip-benches, --strict
// (exit 1 when over budget; by default a budget is reported, not enforced).
// Exit code 1 when mock code is found in production, a build fails or a bench fails.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { checkNoMocks as checkNoMocksIn } from '../bundle/noMocks.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BENCH_DIR = join(ROOT, 'test/bench');
const LOGIN_BUDGET_BYTES = 200 * 1024;
const args = new Set(process.argv.slice(2));

let failed = false;
const fail = (message) => {
  failed = true;
  console.log(`  FAIL ${message}`);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);
const heading = (title) => console.log(`\n== ${title} ${'='.repeat(Math.max(0, 70 - title.length))}`);

function run(command, commandArgs, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, commandArgs, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
    ...options,
  });
  return { ...result, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function build(mode, outDir) {
  // Hidden source maps: .map files for the size breakdown; the JS carries no map comment, as in a plain build.
  const extra = mode === 'production' ? ['--sourcemap', 'hidden'] : [];
  const result = run('npx', [
    'vite',
    'build',
    '--mode',
    mode,
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--manifest',
    '--logLevel',
    'warn',
    ...extra,
  ]);
  if (result.status !== 0) {
    console.log(result.stdout, result.stderr);
    throw new Error(`vite build --mode ${mode} failed (exit ${result.status})`);
  }
  console.log(`  built ${mode} in ${result.seconds} s -> ${outDir}`);
  return outDir;
}

function checkNoMocks(prodDir, previewDir) {
  heading('Production bundle contains no mock code');
  const failures = checkNoMocksIn(prodDir, previewDir);
  for (const f of failures) fail(f);
  if (!failures.length) console.log('  OK: no mock code in the production build');
}

/** Chunk files a key loads at once: itself and, recursively, its static imports. */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function htmlScripts(prodDir) {
  const html = readFileSync(join(prodDir, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
  return new Set([...srcs, ...preloads]);
}

function loginInitialJs(prodDir) {
  heading('Initial JS for /login (production, gzip)');
  const manifest = JSON.parse(readFileSync(join(prodDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const loginKey = Object.keys(manifest).find((k) => /LoginPage\.tsx$/.test(k));
  if (!entryKey) throw new Error('The manifest has no entry chunk');

  const entryKeys = staticClosure(manifest, entryKey);
  const entryFiles = new Set([...entryKeys].map((k) => manifest[k].file));
  const fromHtml = htmlScripts(prodDir);
  const missing = [...fromHtml].filter((f) => f.endsWith('.js') && !entryFiles.has(f));
  if (missing.length) console.log(`  note: index.html also loads ${missing.join(', ')} (counted)`);
  for (const f of missing) entryFiles.add(f);

  const loginFiles = new Set();
  if (loginKey) {
    for (const k of staticClosure(manifest, loginKey))
      if (!entryFiles.has(manifest[k].file)) loginFiles.add(manifest[k].file);
  } else {
    console.log(
      '  note: no LoginPage chunk in the manifest (is the login route lazy?): counting the entry only',
    );
  }

  const rows = [];
  for (const [group, files] of [
    ['entry', entryFiles],
    ['/login route', loginFiles],
  ]) {
    for (const file of files) {
      const bytes = readFileSync(join(prodDir, file));
      rows.push({ group, file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
  }
  rows.sort((a, b) => (a.group === b.group ? b.gzip - a.gzip : a.group === 'entry' ? -1 : 1));
  console.log(`  ${pad('part', 13)} ${pad('file', 48)} ${padL('raw', 10)} ${padL('gzip', 10)}`);
  for (const r of rows)
    console.log(`  ${pad(r.group, 13)} ${pad(r.file, 48)} ${padL(r.raw, 10)} ${padL(r.gzip, 10)}`);
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  const raw = rows.reduce((s, r) => s + r.raw, 0);
  const entryGzip = rows.filter((r) => r.group === 'entry').reduce((s, r) => s + r.gzip, 0);
  console.log(
    `  entry (${entryFiles.size} files): ${entryGzip} bytes gzip; /login route chunks (${loginFiles.size} files): ${total - entryGzip} bytes gzip`,
  );
  const verdict =
    total <= LOGIN_BUDGET_BYTES ? 'within budget' : `OVER BUDGET by ${total - LOGIN_BUDGET_BYTES} bytes`;
  console.log(
    `  TOTAL initial JS for /login: ${total} bytes gzip (${kb(total)}; ${raw} bytes raw) / budget ${LOGIN_BUDGET_BYTES} bytes (200 KB): ${verdict}`,
  );
  if (total > LOGIN_BUDGET_BYTES && args.has('--strict')) fail('initial JS for /login is over its budget');
  breakdown(
    prodDir,
    rows.map((r) => r.file),
  );
  return total;
}

/** Where the initial JS comes from: minified bytes per package or app folder, read from the source maps. */
function breakdown(prodDir, files) {
  let SourceMapConsumer;
  try {
    ({ SourceMapConsumer } = createRequire(join(ROOT, 'package.json'))('source-map-js'));
  } catch {
    console.log('  (no source-map-js: size breakdown skipped)');
    return;
  }
  const sizes = new Map();
  for (const file of files) {
    const mapPath = join(prodDir, `${file}.map`);
    if (!existsSync(mapPath)) continue;
    const lines = readFileSync(join(prodDir, file), 'utf8').split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapPath, 'utf8')));
    let prev = null;
    const add = (source, bytes) => {
      const path = (source ?? '(generated)').replace(/^(\.\.\/)+/, '');
      const nm = path.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
      const key = nm
        ? nm[1]
        : path
            .replace(/^.*?src\//, 'src/')
            .split('/')
            .slice(0, 3)
            .join('/');
      sizes.set(key, (sizes.get(key) ?? 0) + Math.max(0, bytes));
    };
    consumer.eachMapping((m) => {
      if (prev)
        add(
          prev.source,
          prev.line === m.generatedLine
            ? m.generatedColumn - prev.column
            : (lines[prev.line - 1]?.length ?? 0) - prev.column,
        );
      prev = { line: m.generatedLine, column: m.generatedColumn, source: m.source };
    });
    if (prev) add(prev.source, (lines[prev.line - 1]?.length ?? 0) - prev.column);
  }
  const top = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 15);
  console.log('  largest contributors to the initial JS (minified bytes, before gzip):');
  for (const [key, bytes] of top) console.log(`    ${padL(bytes, 8)}  ${key}`);
}

async function otherBenches() {
  heading('Other benchmarks (test/bench)');
  const files = readdirSync(BENCH_DIR).filter((f) => /\.bench\.test\.tsx?$/.test(f));
  if (!files.length) {
    console.log('  none found (test/bench/*.bench.test.tsx)');
    return;
  }
  // Their own config if they made one (test/bench/vitest*.config.*, or vitest.bench.config.* at the root).
  const configs = [
    ...readdirSync(BENCH_DIR)
      .filter((f) => /^vitest.*config\.m?[jt]s$/.test(f))
      .map((f) => join('test/bench', f)),
    ...readdirSync(ROOT).filter((f) => /^vitest\.bench\.config\.m?[jt]s$/.test(f)),
  ];
  console.log(`  ${files.length} file(s): ${files.join(', ')}`);
  if (configs.length) {
    console.log(`  config: ${configs[0]}`);
    const result = run('npx', ['vitest', 'run', '--config', configs[0]], { stdio: 'inherit' });
    if (result.status !== 0) fail(`bench run exited with ${result.status}`);
    return;
  }
  // No config of their own: the app's vitest config, with the bench files as its include.
  console.log('  config: vite.config.ts with include test/bench/*.bench.test.{ts,tsx}');
  const { startVitest } = await import('vitest/node');
  const vitest = await startVitest('test', [], {
    run: true,
    watch: false,
    config: join(ROOT, 'vite.config.ts'),
    root: ROOT,
    include: ['test/bench/**/*.bench.test.{ts,tsx}'],
  });
  const failures = vitest ? vitest.state.getCountOfFailedTests() : 1;
  await vitest?.close();
  if (failures || process.exitCode) fail(`benchmarks failed (${failures} failed test(s))`);
}

const tmp = mkdtempSync(join(tmpdir(), 'reachly-bench-'));
let loginBytes;
try {
  heading('Builds');
  const prodDir = build('production', join(tmp, 'production'));
  const previewDir = args.has('--skip-preview') ? null : build('preview', join(tmp, 'preview'));
  checkNoMocks(prodDir, previewDir);
  loginBytes = loginInitialJs(prodDir);
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
} finally {
  if (existsSync(tmp)) rmSync(tmp, { recursive: true, force: true });
}
if (!args.has('--skip-benches')) await otherBenches();

heading('Summary');
console.log(`  production bundle mock-free: ${failed ? 'NO (see FAIL lines)' : 'yes'}`);
if (loginBytes !== undefined)
  console.log(`  initial JS for /login: ${loginBytes} bytes gzip (budget ${LOGIN_BUDGET_BYTES})`);
process.exit(failed ? 1 : 0);
