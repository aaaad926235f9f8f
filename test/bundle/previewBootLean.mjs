// The preview's simulation boots first on every load (src/mocks/boot.tsx, and msw's worker through
// src/mocks/browser.ts): it sends off the world's worker and msw's registration, and the app's code
// evaluates while they run. So neither carries faker (it loads where a world is made in the page:
// ?scenario=, no Worker, a new campaign), the app's UI stack (MUI and emotion, evaluated with the
// app's later stages), or a cookie jar with the public suffix list (msw's; src/mocks/http/noCookieJar.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readManifest, staticClosure } from './manifest.mjs';

/** The simulation's start-up modules, as the build preloads them (src/build/startupPreload.ts). */
const SIMULATION_START = JSON.parse(
  readFileSync(new URL('../../src/build/simulationStartModules.json', import.meta.url), 'utf8'),
);
/** Strings that survive minification: faker's core property, emotion's style tags, a suffix, an error's text. */
const HEAVY = [
  ['faker', 'fakerCore'],
  ['MUI and emotion', 'data-emotion'],
  ['the public suffix list', 'kagoshima'],
  ['a cookie jar (tough-cookie)', 'Cookie has domain set to the public suffix'],
];

/** `file: what` for each file among the simulation's start-up chunks and their static imports that carries one. */
export function heavyInPreviewBoot(previewDir) {
  const manifest = readManifest(previewDir);
  const missing = SIMULATION_START.filter((module) => !manifest[module]);
  if (missing.length) return missing.map((module) => `no chunk for ${module} in the preview build`);
  const chunks = new Set();
  for (const module of SIMULATION_START) staticClosure(manifest, module, chunks);
  return [...chunks].flatMap((key) => {
    const file = manifest[key].file;
    const code = readFileSync(join(previewDir, file), 'utf8');
    return HEAVY.filter(([, marker]) => code.includes(marker)).map(([what]) => `${file}: ${what}`);
  });
}
