#!/usr/bin/env node
// npm run test:conformance: the conformance kit (run.mjs) on
//   1. the packaged simulated extension (dist-extension, built here), with --writes (a fresh
//      Chromium profile each run, so nothing is kept): every spec call answers, every reply passes;
//   2. the broken fixture (broken-extension/): exit 1, naming each broken call and its zod path;
//   3. the spec-profile build (dist-extension-spec), when vite.extension.config.ts knows
//      `--profile spec`: the extension as the spec describes it must pass too.
// One Chromium per kit run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? '[ok]' : '[FAILED]'} ${what}`);
  if (!ok) failures.push(what);
};

const npm = (...args) => {
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  if (status !== 0) throw new Error(`npm ${args.join(' ')} exited with ${status}`);
};

const reports = mkdtempSync(join(tmpdir(), 'reachly-conformance-test-'));

/** Runs the kit on one extension folder; its exit code, printed output and JSON report. */
function kit(label, extensionDir, ...options) {
  const json = join(reports, `${label}.json`);
  const html = join(reports, `${label}.html`);
  console.log(`\n== conformance ${extensionDir} ${options.join(' ')}`);
  const { status, stdout, stderr } = spawnSync(
    'node',
    ['test/conformance/run.mjs', extensionDir, '--json', json, '--html', html, ...options],
    { encoding: 'utf8' },
  );
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  const report = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : null;
  const htmlText = existsSync(html) ? readFileSync(html, 'utf8') : '';
  return { status, output: stdout, report, html: htmlText };
}

const lineFor = (output, pattern) => output.split('\n').some((line) => pattern.test(line));

function expectConforms(label, extensionDir, ...options) {
  const run = kit(label, extensionDir, ...options);
  check(run.status === 0, `${label}: the kit exits 0`);
  check(run.report?.summary.passed === true, `${label}: the JSON report says passed`);
  check(run.html.includes('<table>') && !run.html.includes('<script'), `${label}: a static HTML report`);
  return run;
}

try {
  npm('run', 'build:extension');
  const simulated = expectConforms('simulated', 'dist-extension', '--writes');
  check(
    simulated.report?.results.some((r) => r.access === 'write' && r.outcome === 'valid'),
    'simulated: with --writes, writes ran',
  );

  const broken = kit('broken', 'test/conformance/broken-extension');
  check(broken.status === 1, 'broken: the kit exits 1');
  for (const [pattern, what] of [
    [/^FAIL .* invalid .* cmd getData: baseData\.code_version: /, 'getData at baseData.code_version'],
    [/^FAIL .* invalid .* rpc getCampaigns: count: /, 'getCampaigns at count'],
    [/^FAIL .* invalid .* rpc getCountOfConnections: reply: /, 'getCountOfConnections at reply'],
    [
      /^FAIL .* invalid .* rpc getExtensionManifestVersion: envelope: /,
      'getExtensionManifestVersion at envelope',
    ],
    [/^FAIL .* unknown .* rpc getTasks: The message port closed before a response/, 'getTasks unanswered'],
    [/^PASS .* valid .* cmd getUser$/, 'getUser valid'],
    [/^SKIP .* skipped .* rpc manageCampaign: a write/, 'writes skipped without --writes'],
  ])
    check(lineFor(broken.output, pattern), `broken: the output names ${what}`);
  const getData = broken.report?.results.find((r) => r.channel === 'cmd' && r.name === 'getData');
  check(getData?.issues?.[0]?.path === 'baseData.code_version', 'broken: the JSON report has the zod path');
  check(broken.report?.summary.failed.includes('rpc getTasks'), 'broken: the summary lists getTasks');

  // The spec profile comes with `build:extension -- --profile spec`; before it, vite's own CLI
  // would take --profile as its profiler flag, so the config is asked first.
  if (/\bprofile\b/i.test(readFileSync('vite.extension.config.ts', 'utf8'))) {
    rmSync('dist-extension-spec', { recursive: true, force: true });
    npm('run', 'build:extension', '--', '--profile', 'spec');
    check(existsSync('dist-extension-spec/manifest.json'), 'spec profile: built into dist-extension-spec');
    expectConforms('spec-profile', 'dist-extension-spec', '--writes');
  } else {
    console.log(
      '\nnote: vite.extension.config.ts has no extension profiles yet: dist-extension-spec not run.',
    );
  }
} finally {
  rmSync(reports, { recursive: true, force: true });
}

console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nconformance: all checks passed');
process.exitCode = failures.length ? 1 : 0;
