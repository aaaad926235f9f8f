// A build's JS files, read once for the checks that look inside every chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Each JS file of a build's assets: `{ file, code }`. */
export function jsAssets(distDir) {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: readFileSync(join(assets, file), 'utf8') }));
}
