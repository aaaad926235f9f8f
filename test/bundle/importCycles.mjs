// Chunks that import each other, read from a build's manifest. The build groups chunks without
// rolldown's strictExecutionOrder (src/build/chunkGroups.ts), so such a cycle could run a module
// before one it imports; the bundle check fails on any.
import { readManifest } from './manifest.mjs';

/** Each import cycle among a build's chunks, as the files around it ('a.js -> b.js -> a.js'). */
export function chunkImportCycles(distDir) {
  const manifest = readManifest(distDir);
  const state = new Map();
  const cycles = [];
  const visit = (key, path) => {
    if (state.get(key) === 'done') return;
    if (state.get(key) === 'open') {
      cycles.push([...path.slice(path.indexOf(key)), key].map((k) => manifest[k]?.file ?? k).join(' -> '));
      return;
    }
    state.set(key, 'open');
    for (const imported of manifest[key]?.imports ?? []) visit(imported, [...path, key]);
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) visit(key, []);
  return cycles;
}
