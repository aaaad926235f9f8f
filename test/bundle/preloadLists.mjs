// A lazy import's preload list leaves out what index.html already loads (src/build/preloadLists.ts):
// the entry and start-up chunks were in almost every list, in the chunks a first screen downloads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The JS files a build's index.html loads or preloads, as `assets/<file>`. */
function filesThePageLoads(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/(assets\/[^"]+\.js)"/g)];
  return new Set(urls.map((m) => m[1]));
}

/** vite's table of preload files at the top of a chunk: `m.f||(m.f=["assets/…",…])`. */
const PRELOAD_TABLE = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/;

/** `file: listed` for each chunk (from jsAssets) whose preload lists name a file the page loads. */
export function needlessPreloads(distDir, chunks) {
  const loaded = filesThePageLoads(distDir);
  if (!loaded.size) return [`${distDir}/index.html loads no JS (preloadLists.mjs is out of date)`];
  return chunks.flatMap(({ file, code }) => {
    const table = code.match(PRELOAD_TABLE);
    if (!table) return [];
    const listed = JSON.parse(table[1]).filter((dep) => loaded.has(dep));
    return listed.length ? [`${file}: ${listed.join(', ')}`] : [];
  });
}
