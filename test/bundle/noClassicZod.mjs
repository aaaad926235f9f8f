// Every schema is zod/mini. A module's exports share one chunk, so a single use of classic zod
// anywhere in a build put classic's string formats and checks into zod's core, in the chunk every
// first screen loads: 6 KB gzip on each (2026-12-01).

/** Classic zod's constructor names survive minification (zod/mini's are `ZodMini…`, core's `$Zod…`). */
const CLASSIC_ZOD = /[`"']ZodObject[`"']/;

/** Each JS file (from jsAssets) that carries classic zod. */
export function classicZodChunks(chunks) {
  return chunks.filter(({ code }) => CLASSIC_ZOD.test(code)).map(({ file }) => file);
}
