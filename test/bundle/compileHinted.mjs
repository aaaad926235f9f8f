// Chunks whose first line is not V8's compile hint (src/build/compileHints.ts). V8 reads it only at
// the very start of a script, so a helper another plugin prepends after it silently disables it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Each JS file of a build's assets that does not start with the compile hint. */
export function unhintedChunks(distDir) {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => !readFileSync(join(assets, file), 'utf8').startsWith(`${COMPILE_HINT}\n`));
}
