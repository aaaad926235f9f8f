#!/usr/bin/env node
// npm run bench:ab -- <revision> [--pairs 9] [--cpu 4] [--screen campaigns]: the production build of
// <revision> (A) against this working tree's (B), in alternating loads over the packaged simulated
// extension, fresh contexts, the order flipped each pair (AB, BA, ...). How each step of issue 13
// is judged: on this shared machine the same build moves by hundreds of ms between loads, so only
// builds measured together, load by load, tell a step from the machine (docs/performance.md).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../bundle/floor.mjs';
import { buildExtension, buildProduction, serveBuild } from './builds.mjs';
import { measureWithExtension, TARGETS } from './measure.mjs';
import { option } from './options.mjs';
import { median } from './stats.mjs';

const argv = process.argv.slice(2);
const revision = argv[0] && !argv[0].startsWith('--') ? argv[0] : 'HEAD';
const PAIRS = Number(option('pairs', '9'));
const CPU = Number(option('cpu', '4'));
const SCREENS = { campaigns: '/campaigns', dashboard: '/', messenger: '/messenger', crm: '/crm' };
const screen = option('screen', 'campaigns');
if (!SCREENS[screen]) throw new Error(`--screen is one of ${Object.keys(SCREENS).join(', ')}`);
const PORT = Number(process.env.BENCH_PORT ?? 4463) + 10;
const FIGURES = ['rowsMs', 'tbtMs', 'cpuMs', 'heapMB'];

const tmp = mkdtempSync(join(tmpdir(), 'reachly-ab-'));
const worktree = join(tmp, 'a');
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const servers = [];
try {
  const commit = git('rev-parse', '--short', revision);
  git('worktree', 'add', '--detach', worktree, commit);
  symlinkSync(join(ROOT, 'node_modules'), join(worktree, 'node_modules'), 'dir');
  const builds = [
    { name: `A ${commit}`, root: worktree, port: PORT },
    { name: 'B working tree', root: ROOT, port: PORT + 1 },
  ];
  for (const build of builds) {
    build.origin = `http://127.0.0.1:${build.port}`;
    build.dir = buildProduction(join(tmp, `dist-${build.port}`), build.origin, build.root);
  }
  // One simulated extension for both: the world they talk to is the same.
  const extensionDir = buildExtension();
  for (const build of builds) servers.push(await serveBuild(build.dir, build.port, 'production'));

  console.log(`${screen} at ${CPU}x, ${PAIRS} pairs: A ${commit}, B the working tree`);
  const loads = builds.map(() => []);
  for (let pair = 0; pair < PAIRS; pair += 1) {
    const order = pair % 2 ? [1, 0] : [0, 1];
    for (const i of order) {
      loads[i][pair] = await measureWithExtension(
        extensionDir,
        builds[i].origin,
        SCREENS[screen],
        TARGETS[screen],
        CPU,
      ).catch((e) => {
        console.log(`  ${builds[i].name}: pair ${pair + 1} failed: ${String(e).split('\n')[0]}`);
        return null;
      });
    }
    process.stdout.write('.');
  }
  console.log('\n');
  const fixed = (v) => (v === null ? '-' : v.toFixed(v < 20 ? 1 : 0));
  console.log(`  ${'figure'.padEnd(8)} ${'A median'.padStart(9)} ${'B median'.padStart(9)}  B lower in`);
  for (const key of FIGURES) {
    const [a, b] = loads.map((l) => median(l.map((load) => load?.[key] ?? null)));
    const both = loads[0]
      .map((load, i) => [load?.[key], loads[1][i]?.[key]])
      .filter((pair) => pair.every((value) => typeof value === 'number')); // TBT can be 0
    const lower = both.filter(([x, y]) => y < x).length;
    console.log(
      `  ${key.padEnd(8)} ${fixed(a).padStart(9)} ${fixed(b).padStart(9)}  ${lower} of ${both.length} pairs`,
    );
  }
  for (const [i, build] of builds.entries())
    console.log(`  ${build.name} rows: ${loads[i].map((l) => (l ? Math.round(l.rowsMs) : '-')).join(' ')}`);
} finally {
  for (const server of servers) await server.close();
  spawnSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT });
  rmSync(tmp, { recursive: true, force: true });
}
