#!/usr/bin/env node
// npm run bench: the app against the perf floor, in one run on one machine (docs/performance.md).
//
// 1. Builds the floor (../shared/perf-floor, with our vite and packages), the production build (for
//    the packaged test extension's id, API on its own origin), the preview build and the packaged
//    simulated extension (dist-extension via vite.extension.config.ts).
// 2. Initial JS per kind of first visit (test/bundle/firstScreen.mjs) against floor + 40 KB.
// 3. Loads /campaigns, / (dashboard), /messenger and /crm at 1x and 4x CPU: production over
//    chrome.runtime to the extension, preview on msw and the in-page simulation; the floor's one
//    route alike. In --runs (5) rounds of the floor and every screen, fresh contexts: rows visible,
//    FCP, TBT, main-thread CPU (to the rows + 1 s) and heap after GC as medians; ratios as the
//    median of each round's ratio to its floor.
// 4. Click to rows: a menu click after intent preloading, production at 1x.
// 5. Idle tab: main-thread CPU of production /campaigns with its polls running (--idle-seconds, 60).
// 6. Scale (test/bench/scale.mjs): frame times scrolling the big scenario's long lists (preview,
//    unless --skip-frames); with --long [minutes, 10] the heap growth of a polling soak (production).
// 7. The vitest benches in test/bench (idle calls, queue render, world save) unless --skip-benches.
// Prints every figure with its ratio to the floor and its goal; writes JSON (bench-results/<commit>.json).
//
// Options: --runs N, --screens campaigns,crm, --cpu 1,4, --idle-seconds S, --skip-frames, --long [M],
// --skip-benches, --json <file>.
// BENCH_PORT (default 4463) and the next two ports serve the three builds.
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFloor, ROOT } from '../bundle/floor.mjs';
import { ENTRY_HEADROOM_BYTES, firstScreenSizes, SCREEN_HEADROOM_BYTES } from '../bundle/firstScreen.mjs';
import { viteBuild } from '../bundle/viteBuild.mjs';
import {
  launchBrowser,
  measureClickToRows,
  measureIdleCpu,
  measurePlain,
  measureWithExtension,
  TARGETS,
} from './measure.mjs';
import { measureHeapGrowth, measureScrollFrames } from './scale.mjs';
import { median, pairedRatio } from './stats.mjs';
import { buildExtension, buildProduction, serveBuild } from './builds.mjs';
import { option } from './options.mjs';
import { cpuTicks, stealPercent } from './machine.mjs';

const argv = process.argv.slice(2);
const RUNS = Number(option('runs', '5'));
const IDLE_SECONDS = Number(option('idle-seconds', '60'));
const CPUS = option('cpu', '1,4').split(',').map(Number);
const SCREENS = {
  campaigns: { path: '/campaigns', menu: 'Campaigns' },
  dashboard: { path: '/', menu: 'Dashboard' },
  messenger: { path: '/messenger', menu: 'Messenger' },
  crm: { path: '/crm', menu: 'CRM' },
};
const screens = option('screens', Object.keys(SCREENS).join(',')).split(',');
const PORT = Number(process.env.BENCH_PORT ?? 4463);
const ORIGINS = {
  floor: `http://127.0.0.1:${PORT}`,
  production: `http://127.0.0.1:${PORT + 1}`,
  preview: `http://127.0.0.1:${PORT + 2}`,
};
const GOALS = {
  productionCampaigns4xRatio: 2.0,
  productionOther4xRatio: 2.2,
  previewCampaigns4xRatio: 2,
  afterRows4xMs: 100,
  heapMB: 10,
  clickToRowsMs: 100,
  idleCpuPercent: 1,
  frameP95Ms: 16,
  heapGrowthMB: 5,
};
const LONG_MINUTES = argv.includes('--long') ? Number(option('long', '10')) || 10 : 0;

/**
 * Runs a part of the bench and keeps the share of CPU time the hypervisor took meanwhile
 * (results.stealPercent, machine.mjs): the context a figure needs before it is compared.
 */
async function part(name, run) {
  const before = cpuTicks();
  try {
    return await run();
  } finally {
    const steal = stealPercent(before, cpuTicks());
    (results.stealPercent ??= {})[name] = steal;
    if (steal !== null) console.log(`\n  CPU steal while this part ran: ${steal.toFixed(1)} %`);
  }
}

const heading = (title) => console.log(`\n== ${title} ${'='.repeat(Math.max(0, 70 - title.length))}`);
async function serveFloor(dir, port) {
  const { preview } = await import('vite');
  return preview({
    root: join(dir, '..'),
    configFile: false,
    logLevel: 'error',
    build: { outDir: dir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
}

const FIGURES = ['rowsMs', 'fcpMs', 'tbtMs', 'afterRowsMs', 'cpuMs', 'heapMB', 'requests', 'clickToRowsMs'];

/** One load; a failed one is reported and counts as null (left out of the medians). */
async function attempt(label, run, load) {
  try {
    return await load();
  } catch (e) {
    console.log(`  ${label}: run ${run} failed: ${e instanceof Error ? e.message.split('\n')[0] : e}`);
    return null;
  }
}

/** Each figure's median over the loads that worked. */
function summarise(loads) {
  const ok = loads.filter(Boolean);
  const out = { runs: ok.length };
  for (const key of FIGURES) if (ok.some((r) => key in r)) out[key] = median(ok.map((r) => r[key]));
  return out;
}

/** Medians of RUNS loads in a row. */
async function medians(label, load) {
  const loads = [];
  for (let i = 0; i < RUNS; i += 1) loads.push(await attempt(label, i + 1, load));
  process.stdout.write('.');
  return summarise(loads);
}

/**
 * The page loads at one CPU rate, in RUNS rounds: each round loads the floor, then every screen's
 * production and preview build, so the floor is measured beside what it is compared with.
 */
async function loadRounds(cpu, targets) {
  const loads = Object.fromEntries(targets.map(({ key }) => [key, []]));
  for (let round = 1; round <= RUNS; round += 1) {
    for (const { key, load } of targets) loads[key].push(await attempt(`${key} ${cpu}x`, round, load));
    process.stdout.write('.');
  }
  const out = {};
  for (const { key } of targets) {
    out[`${key}@${cpu}x`] = summarise(loads[key]);
    if (key === 'floor') continue;
    out[`${key}@${cpu}x`].rowsRatio = pairedRatio(loads[key], loads.floor, 'rowsMs');
    out[`${key}@${cpu}x`].fcpRatio = pairedRatio(loads[key], loads.floor, 'fcpMs');
    out[`${key}@${cpu}x`].cpuRatio = pairedRatio(loads[key], loads.floor, 'cpuMs');
  }
  return out;
}

const fmt = (value, unit) =>
  value === null || value === undefined
    ? 'n/a'
    : unit === 'MB'
      ? `${value.toFixed(1)} MB`
      : `${Math.round(value)}${unit}`;
/** A paired ratio (pairedRatio) as "2.23x (2.05-2.51)". */
const ratio = (paired) =>
  paired ? `${paired.median.toFixed(2)}x (${paired.min.toFixed(2)}-${paired.max.toFixed(2)})` : '';

const tmp = mkdtempSync(join(tmpdir(), 'reachly-bench-'));
const servers = [];
const results = {
  commit: execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim(),
  date: new Date().toISOString(),
  load: execSync('cat /proc/loadavg').toString().trim(),
  runs: RUNS,
  goals: GOALS,
};
let failed = false;
try {
  heading('Builds');
  const floor = await buildFloor();
  console.log(`  floor from ${floor.source}`);
  const productionDir = join(tmp, 'production');
  buildProduction(productionDir, ORIGINS.production);
  const previewDir = join(tmp, 'preview');
  viteBuild('preview', previewDir);
  const extensionDir = buildExtension();
  console.log('  built floor, production, preview, dist-extension');

  heading('Initial JS per first visit (production, gzip -9)');
  const sizes = await firstScreenSizes(productionDir);
  const entryBudget = floor.entryGzip + ENTRY_HEADROOM_BYTES;
  const screenBudget = floor.entryGzip + SCREEN_HEADROOM_BYTES;
  results.initialJs = { floor: floor.entryGzip, goal: entryBudget, screenGoal: screenBudget, ...sizes };
  console.log(
    `  floor ${floor.entryGzip} B; entry goal floor + 40 KB = ${entryBudget} B; a first screen's + 90 KB = ${screenBudget} B`,
  );
  const jsLine = (label, bytes, budget) =>
    console.log(
      `  ${label.padEnd(28)} ${String(bytes).padStart(8)} B  ${(bytes / floor.entryGzip).toFixed(2)}x floor  ${bytes <= budget ? 'goal met' : `goal missed by ${bytes - budget} B`}`,
    );
  jsLine('entry', sizes.entry.gzip, entryBudget);
  for (const [path, visit] of Object.entries(sizes.visits))
    jsLine(`first screen of ${path}`, visit.gzip, screenBudget);

  servers.push(await serveFloor(floor.dir, PORT));
  servers.push(await serveBuild(productionDir, PORT + 1, 'production'));
  servers.push(await serveBuild(previewDir, PORT + 2, 'preview'));

  heading(`Page loads (${RUNS} rounds of the floor and every screen, fresh context each)`);
  const browser = await launchBrowser();
  results.loads = {};
  await part('pageLoads', async () => {
    for (const cpu of CPUS) {
      const targets = [
        { key: 'floor', load: () => measurePlain(browser, `${ORIGINS.floor}/`, TARGETS.floor, cpu) },
        ...screens.flatMap((screen) => {
          const { path } = SCREENS[screen];
          return [
            {
              key: `production${path}`,
              load: () => measureWithExtension(extensionDir, ORIGINS.production, path, TARGETS[screen], cpu),
            },
            {
              key: `preview${path}`,
              load: () => measurePlain(browser, `${ORIGINS.preview}${path}`, TARGETS[screen], cpu),
            },
          ];
        }),
      ];
      Object.assign(results.loads, await loadRounds(cpu, targets));
    }
  }).finally(() => browser.close());

  heading('Click to rows (production, 1x, intent preloading)');
  results.clicks = {};
  await part('clicks', async () => {
    for (const screen of screens.filter((s) => s !== 'dashboard')) {
      const from = { path: '/', target: 'dashboard' };
      results.clicks[screen] = await medians(`click ${screen}`, () =>
        measureClickToRows(extensionDir, ORIGINS.production, from, SCREENS[screen].menu, TARGETS[screen], 1),
      );
    }
  });

  heading(`Idle tab, every poll running (production /campaigns, ${IDLE_SECONDS} s)`);
  results.idle = await part('idle', () =>
    measureIdleCpu(extensionDir, ORIGINS.production, '/campaigns', TARGETS.campaigns, IDLE_SECONDS).catch(
      (e) => {
        console.log(`  failed: ${e instanceof Error ? e.message.split('\n')[0] : e}`);
        return {};
      },
    ),
  );

  if (!argv.includes('--skip-frames')) {
    heading('Frames while scrolling the big scenario (preview, 1x, frame-rate limit off)');
    results.frames = await part('frames', () => measureScrollFrames(ORIGINS.preview));
    for (const [name, f] of Object.entries(results.frames))
      console.log(
        `  ${name.padEnd(36)} p95 ${f.p95Ms.toFixed(1)} ms (passes ${f.passP95Ms.map((p) => p.toFixed(1)).join(', ')}), worst ${f.worstMs.toFixed(1)} ms, ${f.frames} frames`,
      );
  }
  if (LONG_MINUTES) {
    heading(`Heap over a ${LONG_MINUTES}-minute polling soak (production, /campaigns then a detail)`);
    results.long = await part('long', () =>
      measureHeapGrowth(extensionDir, ORIGINS.production, LONG_MINUTES, (m, mb) =>
        console.log(`  minute ${m}: ${mb.toFixed(1)} MB`),
      ),
    );
  }
  report();
} catch (e) {
  failed = true;
  console.log(`  FAIL ${e instanceof Error ? e.stack : e}`);
} finally {
  for (const server of servers) await new Promise((r) => server.httpServer.close(r));
  rmSync(tmp, { recursive: true, force: true });
}

function report() {
  heading("Figures (ratio: median, and range, of each round's ratio to that round's floor)");
  const header = [
    'build',
    'screen',
    'cpu',
    'rows visible',
    'FCP',
    'TBT / after rows',
    'main-thread CPU',
    'heap',
    'requests',
  ];
  const widths = [11, 11, 4, 30, 30, 18, 30, 10];
  console.log(`  ${header.map((h, i) => h.padEnd(widths[i] ?? 0)).join('')}`);
  for (const cpu of CPUS) {
    const base = results.loads[`floor@${cpu}x`];
    const row = (build, screen, f) =>
      console.log(
        `  ${build.padEnd(11)}${screen.padEnd(11)}${`${cpu}x`.padEnd(4)}` +
          `${`${fmt(f.rowsMs, ' ms')} ${ratio(f.rowsRatio)}`.padEnd(30)}` +
          `${`${fmt(f.fcpMs, ' ms')} ${ratio(f.fcpRatio)}`.padEnd(30)}` +
          `${`${fmt(f.tbtMs, '')} / ${fmt(f.afterRowsMs, ' ms')}`.padEnd(18)}` +
          `${`${fmt(f.cpuMs, ' ms')} ${ratio(f.cpuRatio)}`.padEnd(30)}` +
          `${fmt(f.heapMB, 'MB').padEnd(10)}${f.requests ?? ''}`,
      );
    row('floor', '/', base);
    for (const screen of screens) {
      const { path } = SCREENS[screen];
      row('production', path, results.loads[`production${path}@${cpu}x`]);
      row('preview', path, results.loads[`preview${path}@${cpu}x`]);
    }
  }
  heading('Goals');
  const verdicts = [];
  const check = (label, value, goal, unit) => {
    const met = value !== null && value !== undefined && value <= goal;
    const by =
      value === null || value === undefined
        ? 'not measured'
        : met
          ? 'met'
          : `missed by ${(value - goal).toFixed(unit === 'x' ? 2 : 1)}${unit}`;
    verdicts.push({ label, value, goal, met });
    console.log(
      `  ${label.padEnd(52)} ${String(value === null || value === undefined ? 'n/a' : unit === 'x' ? value.toFixed(2) + 'x' : value.toFixed(1) + unit).padStart(10)}  goal <= ${goal}${unit}  ${by}`,
    );
  };
  const prodCampaigns4 = results.loads['production/campaigns@4x'];
  const previewCampaigns4 = results.loads['preview/campaigns@4x'];
  if (prodCampaigns4?.rowsRatio)
    check(
      'production /campaigns rows at 4x, ratio to floor',
      prodCampaigns4.rowsRatio.median,
      GOALS.productionCampaigns4xRatio,
      'x',
    );
  if (previewCampaigns4?.rowsRatio)
    check(
      'preview /campaigns rows at 4x, ratio to floor',
      previewCampaigns4.rowsRatio.median,
      GOALS.previewCampaigns4xRatio,
      'x',
    );
  for (const screen of screens) {
    const { path } = SCREENS[screen];
    const f = results.loads[`production${path}@4x`];
    if (f?.rowsRatio && path !== '/campaigns')
      check(
        `production ${path} rows at 4x, ratio to floor`,
        f.rowsRatio.median,
        GOALS.productionOther4xRatio,
        'x',
      );
    if (f)
      check(`production ${path} long tasks after the rows at 4x`, f.afterRowsMs, GOALS.afterRows4xMs, ' ms');
  }
  for (const screen of screens) {
    const f =
      results.loads[`production${SCREENS[screen].path}@1x`] ??
      results.loads[`production${SCREENS[screen].path}@4x`];
    if (f) check(`production ${SCREENS[screen].path} heap after GC`, f.heapMB, GOALS.heapMB, ' MB');
  }
  for (const [screen, f] of Object.entries(results.clicks ?? {}))
    check(
      `click to rows, dashboard -> ${SCREENS[screen].path} (1x)`,
      f.clickToRowsMs,
      GOALS.clickToRowsMs,
      ' ms',
    );
  if (results.idle?.idleCpuPercent !== undefined)
    check(
      'idle tab CPU, production /campaigns, polls running',
      results.idle.idleCpuPercent,
      GOALS.idleCpuPercent,
      ' %',
    );
  const sizes = results.initialJs;
  check(
    'initial JS: entry, KB over floor',
    (sizes.entry.gzip - sizes.floor) / 1024,
    ENTRY_HEADROOM_BYTES / 1024,
    ' KB',
  );
  for (const [path, visit] of Object.entries(sizes.visits))
    check(
      `initial JS: first screen of ${path}, KB over floor`,
      (visit.gzip - sizes.floor) / 1024,
      SCREEN_HEADROOM_BYTES / 1024,
      ' KB',
    );
  for (const [name, f] of Object.entries(results.frames ?? {}))
    check(`frame p95 scrolling ${name}`, f.p95Ms, GOALS.frameP95Ms, ' ms');
  if (results.long)
    check('heap growth over the --long soak', results.long.growthMB, GOALS.heapGrowthMB, ' MB');
  else console.log('  not measured by this run: the --long soak (npm run bench -- --long)');
  results.verdicts = verdicts;
}

const jsonPath = option('json', join(ROOT, 'bench-results', `${results.commit}.json`));
mkdirSync(join(jsonPath, '..'), { recursive: true });
writeFileSync(jsonPath, JSON.stringify(results, null, 2));
console.log(`\n  JSON: ${jsonPath}`);

if (!argv.includes('--skip-benches') && !failed) {
  heading('vitest benches (test/bench/*.bench.test.*)');
  // vite's in-process preview servers set NODE_ENV=production, and with it vitest would load
  // React's production build, which has no act().
  const env = { ...process.env };
  delete env.NODE_ENV;
  const result = spawnSync('npx', ['vitest', 'run', '--config', 'test/bench/vitest.bench.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
