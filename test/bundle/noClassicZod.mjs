// Every schema is zod/mini. A module's exports share one chunk, so a single use of classic zod
// anywhere in a build put classic's string formats and checks into zod's core, in the chunk every
// first screen loads: 7 KB gzip on each (2026-12-01).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Classic zod's constructor names survive minification (zod/mini's are `ZodMini…`, core's `$Zod…`). */
const CLASSIC_ZOD = /[`"']ZodObject[`"']/;

/** The JS files of a build directory that carry classic zod. */
export function classicZodChunks(distDir) {
  const assets = join(distDir, 'assets');
  return readdirSync(assets).filter(
    (file) => file.endsWith('.js') && CLASSIC_ZOD.test(readFileSync(join(assets, file), 'utf8')),
  );
}
