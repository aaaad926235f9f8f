// The proof that the production bundle carries no mock code, shared by `npm run check:bundle`
// (part of `npm test`) and `npm run bench`. Markers of the simulation that really occur in the
// preview build's JS must be absent from the production build's JS, and the simulation's public
// files (msw worker, simulated pages) must not be shipped.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Strings only the simulation (msw, simulated extension, world, QA panel) puts into the JS. */
export const MOCK_MARKERS = [
  'setupWorker', // msw's browser worker
  'mockServiceWorker', // the worker's script name
  'bootSimulation', // src/mocks/boot.tsx
  'QA panel', // src/mocks/QaPanel.tsx
  'faker', // @faker-js/faker (the world's data)
  'reachly-simulated-world', // the world's IndexedDB store
  'simulated_fault', // src/mocks/extension/simulatedTransport.ts
  'Simulated failure', // idem
  'demo-token', // the seeded world's token
  'sim-checkout', // the simulated payment page
];
export const isSimulationFile = (name) => name === 'mockServiceWorker.js' || /^sim-.*\.(html|js)$/.test(name);

export function filesUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

const jsFiles = (dir) =>
  filesUnder(dir).filter(
    (f) => f.endsWith('.js') && !f.includes('/.vite/') && !isSimulationFile(f.split('/').pop()),
  );

function markerHits(dir) {
  const contents = jsFiles(dir).map((f) => [relative(dir, f), readFileSync(f, 'utf8')]);
  return Object.fromEntries(
    MOCK_MARKERS.map((m) => [m, contents.filter(([, text]) => text.includes(m)).map(([f]) => f)]),
  );
}

const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

/** Prints the marker table and returns the failures (empty when production is clean). */
export function checkNoMocks(prodDir, previewDir, log = console.log) {
  const failures = [];
  const prod = markerHits(prodDir);
  const preview = previewDir ? markerHits(previewDir) : null;
  log(`  ${pad('marker', 26)} ${padL('preview', 8)} ${padL('production', 11)}`);
  let usable = 0;
  for (const marker of MOCK_MARKERS) {
    const inPreview = preview ? preview[marker].length : '-';
    const inProd = prod[marker].length;
    if (preview && inPreview > 0) usable += 1;
    log(
      `  ${pad(JSON.stringify(marker), 26)} ${padL(inPreview, 8)} ${padL(inProd, 11)}${inProd ? '   <- ' + prod[marker].join(', ') : ''}`,
    );
    if (inProd)
      failures.push(
        `production JS contains the mock marker ${JSON.stringify(marker)} (${prod[marker].join(', ')})`,
      );
  }
  if (preview) {
    log(
      `  ${usable}/${MOCK_MARKERS.length} markers occur in the preview build (so they do detect mock code)`,
    );
    if (usable === 0) failures.push('no marker occurs in the preview build: the check proves nothing');
  }
  const shipped = readdirSync(prodDir).filter(isSimulationFile);
  if (shipped.length) failures.push(`production ships the simulation's public files: ${shipped.join(', ')}`);
  else log(`  simulation public files (mockServiceWorker.js, sim-*.html) in production: none`);
  // The name before the content hash (8 characters, vite's default): a hash alone can spell 'Msw'.
  const nameOf = (file) => {
    const base = file.replace(/\.[^.]+$/, '');
    if (/^[\w-]{8}$/.test(base)) return ''; // a chunk named by its hash alone
    return base.replace(/-[\w-]{8}$/, '');
  };
  const mockChunks = readdirSync(join(prodDir, 'assets')).filter((f) =>
    /mock|simulat|faker|msw/i.test(nameOf(f)),
  );
  if (mockChunks.length) failures.push(`production emits chunks named like mocks: ${mockChunks.join(', ')}`);
  return failures;
}
