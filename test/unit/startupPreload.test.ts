import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformContext } from 'vite';
import { startupPreloadPlugin } from '../../src/build/startupPreload';

type Chunk = {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
};
const chunk = (
  fileName: string,
  name: string,
  moduleIds: string[],
  imports: string[] = [],
  isEntry = false,
): Chunk => ({
  type: 'chunk',
  fileName,
  name,
  isEntry,
  imports,
  moduleIds,
});

/** The links the plugin adds to index.html for a bundle. */
function links(modules: string[], chunks: Chunk[]) {
  const plugin = startupPreloadPlugin(modules);
  (plugin.configResolved as (c: { base: string }) => void)({ base: '/' });
  const hook = plugin.transformIndexHtml as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => HtmlTagDescriptor[];
  };
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
  const tags = hook.handler('', { bundle } as unknown as IndexHtmlTransformContext);
  return tags.map((t) => `${String(t.attrs?.rel)} ${String(t.attrs?.href)}`);
}

describe('startup preload (index.html)', () => {
  const bundle = [
    chunk('assets/main.js', 'main', ['/r/src/main.tsx'], ['assets/runtime.js'], true),
    chunk('assets/runtime.js', 'runtime', ['/r/runtime']),
    chunk(
      'assets/session.js',
      'session',
      ['/r/src/lib/extension/contract/session.ts'],
      ['assets/runtime.js', 'assets/shared.js'],
    ),
    chunk('assets/shared.js', 'shared', ['/r/src/shared.ts']),
    chunk('assets/Screen.js', 'Screen', ['/r/src/Screen.tsx'], ['assets/shared.js']),
  ];

  it("preloads each start-up module's chunk and what it imports, but nothing the entry already loads", () => {
    expect(links(['src/lib/extension/contract/session.ts'], bundle)).toEqual([
      'modulepreload /assets/session.js',
      'modulepreload /assets/shared.js',
    ]);
  });

  it('fails the build when no chunk holds a start-up module (the list is out of date)', () => {
    expect(() => links(['src/lib/gone.ts'], bundle)).toThrow('no chunk holds src/lib/gone.ts');
  });
});
