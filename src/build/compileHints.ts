import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): every function of the file is compiled as the script
 * streams in, on a background thread, instead of on the main thread when first called. Other
 * browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint first in every JS chunk (production and preview builds).
 *
 * Lazy compiling took some 350 to 400 ms of the main thread before a first screen's rows at 4x
 * CPU. Hinted, a file's functions that never run get bytecode too, which costs some heap
 * (docs/performance.md).
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'reachly:compile-hints',
    apply: 'build',
    // 'post': after vite's import analysis, which prepends `const __vite__mapDeps=…` to the chunks
    // with dynamic imports; V8 reads the hint only at the very start of a script.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          // After minification (which drops comments); the file's hash does not cover the hint, which
          // changes how the code is compiled, not what it does.
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The source map's lines move down by one.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
