import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from '../../src/build/compileHints';

type Chunk = { type: 'chunk'; fileName: string; code: string };
type Asset = { type: 'asset'; fileName: string; source: string };
const chunk = (fileName: string, code: string): Chunk => ({ type: 'chunk', fileName, code });
const asset = (fileName: string, source: string): Asset => ({ type: 'asset', fileName, source });

/** The bundle after the plugin's generateBundle hook. */
function hinted(files: (Chunk | Asset)[]) {
  const bundle = Object.fromEntries(files.map((f) => [f.fileName, f]));
  const hook = compileHintsPlugin().generateBundle as {
    order: string;
    handler: (o: unknown, b: typeof bundle) => void;
  };
  // After vite's import analysis, which prepends its `__vite__mapDeps` helper to chunks.
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
  return bundle;
}

describe('compile hints (V8 compiles every chunk as it streams in)', () => {
  it('puts the hint first in every JS chunk once, moves its source map down a line, and leaves assets', () => {
    const bundle = hinted([
      chunk('assets/main.js', 'export const main = 1;\n'),
      chunk('assets/ShellLayout.js', 'export const ShellLayout = 1;\n'),
      asset('assets/ShellLayout.js.map', JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' })),
      chunk('assets/hinted.js', `${COMPILE_HINT}\nexport const hinted = 1;\n`),
      asset('assets/main.css', 'body{}'),
    ]);
    expect((bundle['assets/main.js'] as Chunk).code).toBe(`${COMPILE_HINT}\nexport const main = 1;\n`);
    expect((bundle['assets/ShellLayout.js'] as Chunk).code).toBe(
      `${COMPILE_HINT}\nexport const ShellLayout = 1;\n`,
    );
    expect(JSON.parse((bundle['assets/ShellLayout.js.map'] as Asset).source)).toEqual({
      version: 3,
      mappings: ';AAAA,CAAC',
    });
    expect((bundle['assets/hinted.js'] as Chunk).code).toBe(`${COMPILE_HINT}\nexport const hinted = 1;\n`);
    expect((bundle['assets/main.css'] as Asset).source).toBe('body{}');
  });
});
