// A vite build's manifest (`--manifest`), and the chunks a chunk loads with it: one reading for the
// bundle check, the first-screen sizes, the floor and the preview's boot.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const readManifest = (distDir) =>
  JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));

/** `key` and every chunk it imports statically, transitively, added to `into` (which is returned). */
export function staticClosure(manifest, key, into = new Set()) {
  if (!manifest[key] || into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}
