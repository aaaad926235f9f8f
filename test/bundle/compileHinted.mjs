// Chunks whose first line is not V8's compile hint (src/build/compileHints.ts). V8 reads it only at
// the very start of a script, so a helper another plugin prepends after it silently disables it.

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Each JS file (from jsAssets) that does not start with the compile hint. */
export function unhintedChunks(chunks) {
  return chunks.filter(({ code }) => !code.startsWith(`${COMPILE_HINT}\n`)).map(({ file }) => file);
}
