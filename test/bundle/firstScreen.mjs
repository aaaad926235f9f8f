// The JS a first visit downloads before its first screen, read from a production build's manifest:
// the entry chunk and main.tsx's boot stages with their static imports, plus, per kind of visit,
// the lazy chunks that screen needs (its layout, its page, its loader and feature api, the extension
// contract the start-up loads) with their static imports. gzip level 9, as a CDN would serve them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readManifest, staticClosure } from './manifest.mjs';

/** The issue 13 goal: each first visit's JS at most the floor's + 40 KB. */
export const HEADROOM_BYTES = 40 * 1024;

// The contract's modules (src/lib/extension/contract/<feature>.ts): each feature's api imports its own.
const SESSION_CONTRACT = { contract: 'session' }; // start-up's commands and calls
const DASHBOARD_CONTRACT = { contract: 'dashboard' }; // the dashboard's counts and events
const CAMPAIGNS_CONTRACT = { contract: 'campaigns' }; // the campaign list
const ACCOUNT = /src\/lib\/session\/accountSchemas\.ts$/;
const SHELL = /src\/app\/layouts\/ShellLayout\.tsx$/;
// main.tsx's later boot stages (src/main.tsx): every visit loads them at once, so they count as entry.
// A chunk that holds more than its module has no facade key: `_<name>-<hash>.js`.
const BOOT_STAGES = [
  { module: 'src/app/router.tsx', name: 'router' },
  { module: 'src/app/boot/mountApp.tsx', name: 'mountApp' },
];

/** Each kind of visit and the lazy modules its first screen needs. */
export const VISITS = {
  '/login': [
    /src\/app\/layouts\/PublicLayout\.tsx$/,
    /src\/features\/auth\/components\/LoginPage\.tsx$/,
    SESSION_CONTRACT,
  ],
  '/': [
    SHELL,
    /src\/app\/screens\/DashboardScreen\.tsx$/,
    /src\/features\/dashboard\/api(\/index)?\.tsx?$/,
    SESSION_CONTRACT,
    DASHBOARD_CONTRACT,
    ACCOUNT,
  ],
  '/campaigns': [
    SHELL,
    /src\/features\/campaigns\/components\/CampaignsPage(\/CampaignsPage)?\.tsx$/,
    /src\/features\/campaigns\/api(\/index)?\.tsx?$/,
    SESSION_CONTRACT,
    CAMPAIGNS_CONTRACT,
    ACCOUNT,
  ],
};

const matches = (key, chunk, want) =>
  want instanceof RegExp
    ? want.test(key)
    : key === `src/lib/extension/contract/${want.contract}.ts` ||
      (key.startsWith('_') && chunk.name === want.contract); // a contract chunk that holds more than its module

/** { entry: {files, gzip}, visits: { '/login': {files, gzip, missing, list} } } for a build directory. */
export function firstScreenSizes(distDir) {
  const manifest = readManifest(distDir);
  const sizes = new Map();
  const gzip = (key) => {
    const file = manifest[key].file;
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const total = (keys) => [...keys].reduce((sum, key) => sum + gzip(key), 0);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = staticClosure(manifest, entryKey);
  for (const stage of BOOT_STAGES) {
    const key = Object.keys(manifest).find(
      (k) => k === stage.module || (k.startsWith('_') && manifest[k].name === stage.name),
    );
    if (!key) throw new Error(`firstScreen.mjs: no chunk for the boot stage ${stage.module}`);
    staticClosure(manifest, key, entry);
  }
  const visit = (wants) => {
    const keys = new Set(entry);
    const missing = [];
    for (const want of wants) {
      const found = Object.keys(manifest).filter((k) => matches(k, manifest[k], want));
      if (!found.length && want !== VISITS['/'][2] && !String(want).includes('api'))
        missing.push(String(want.contract ?? want));
      for (const key of found) staticClosure(manifest, key, keys);
    }
    return { files: keys.size, gzip: total(keys), missing, list: [...keys].map((k) => manifest[k].file) };
  };
  const visits = Object.fromEntries(Object.entries(VISITS).map(([path, wants]) => [path, visit(wants)]));
  return { entry: { files: entry.size, gzip: total(entry) }, visits };
}
