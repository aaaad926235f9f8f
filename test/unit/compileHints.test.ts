import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from '../../src/build/compileHints';

type Chunk = { type: 'chunk'; fileName: string; name: string; moduleIds: string[]; code: string };
type Asset = { type: 'asset'; fileName: string; source: string };
const chunk = (fileName: string, name: string, moduleIds: string[]): Chunk => ({
  type: 'chunk',
  fileName,
  name,
  moduleIds,
  code: `export const ${name} = 1;\n`,
});
const map = (fileName: string, mappings: string): Asset => ({
  type: 'asset',
  fileName,
  source: JSON.stringify({ version: 3, mappings }),
});

/** The bundle after the plugin's generateBundle hook. */
function hinted(modules: string[], files: (Chunk | Asset)[]) {
  const plugin = compileHintsPlugin(modules);
  const bundle = Object.fromEntries(files.map((f) => [f.fileName, f]));
  (plugin.generateBundle as (o: unknown, b: typeof bundle) => void)({}, bundle);
  return bundle;
}

describe('compile hints (V8 compiles these chunks as they stream in)', () => {
  const layout = '/r/src/app/layouts/ShellLayout.tsx';
  const files = () => [
    chunk('assets/main.js', 'main', ['/r/src/main.tsx']),
    chunk('assets/ShellLayout.js', 'ShellLayout', [layout, '/r/src/lib/ui/Loading.tsx']),
    map('assets/ShellLayout.js.map', 'AAAA,CAAC'),
    // The same module copied into another chunk (inlined common chunks): not the one to hint.
    chunk('assets/Screen.js', 'Screen', ['/r/src/Screen.tsx', layout]),
  ];

  it("puts the hint first in the listed module's own chunk only, and moves its source map down a line", () => {
    const bundle = hinted(['src/app/layouts/ShellLayout.tsx'], files());
    expect((bundle['assets/ShellLayout.js'] as Chunk).code).toBe(
      `${COMPILE_HINT}\nexport const ShellLayout = 1;\n`,
    );
    expect(JSON.parse((bundle['assets/ShellLayout.js.map'] as Asset).source)).toEqual({
      version: 3,
      mappings: ';AAAA,CAAC',
    });
    expect((bundle['assets/Screen.js'] as Chunk).code).not.toContain(COMPILE_HINT);
    expect((bundle['assets/main.js'] as Chunk).code).not.toContain(COMPILE_HINT);
  });

  it('fails the build when a listed module has no chunk of its own (the list went stale)', () => {
    expect(() => hinted(['src/features/gone/Gone.tsx'], files())).toThrow(
      'compile hints: no chunk of its own for src/features/gone/Gone.tsx',
    );
  });
});
