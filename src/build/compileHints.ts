import type { Plugin } from 'vite';
import { ownChunk } from './ownChunk.ts';

/**
 * V8's explicit compile hint (Chrome 136+): every function of the file is compiled as the script
 * streams in, on a background thread, instead of on the main thread when first called. Other
 * browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Chunks whose code mostly runs while a first screen loads (function coverage at the rows: 65 to
 * 87 % of their code), each named by a module it holds. Lazy compiling took some 400 ms of the main
 * thread before the rows at 4x CPU (production /crm and /campaigns traces); with these hinted,
 * about 300.
 *
 * A hinted file's functions that never run get bytecode too: 0.02 to 0.12 MB of heap per chunk,
 * and /crm's first screen is within 0.3 MB of the 10 MB budget. Left out: the entry (main.tsx),
 * the route tree, zod's core, MUI's shared component chunks and the CRM's page (heap), and
 * react-dom, whose hint did not lower the compile time before the rows (docs/performance.md).
 */
export const EAGER_CHUNK_MODULES = [
  'node_modules/@mui/system/DefaultPropsProvider/DefaultPropsProvider.mjs', // emotion and MUI's theme
  'node_modules/@tanstack/react-router/dist/esm/link.js',
  'node_modules/zod/v4/mini/schemas.js',
  'node_modules/ky/distribution/index.js',
  'src/lib/extension/contract/session.ts',
  'src/app/boot/mountApp.tsx',
  'src/app/layouts/ShellLayout.tsx',
  'src/features/campaigns/components/CampaignsPage/CampaignsPage.tsx',
  'src/app/screens/DashboardScreen.tsx',
  'src/features/messenger/components/MessengerPage.tsx',
];

/** Puts the compile hint first in the chunks that hold `modules` (production and preview builds). */
export function compileHintsPlugin(modules: readonly string[] = EAGER_CHUNK_MODULES): Plugin {
  return {
    name: 'reachly:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      for (const module of modules) {
        const chunk = ownChunk(chunks, module);
        if (!chunk) throw new Error(`compile hints: no chunk of its own for ${module}`);
        if (chunk.code.startsWith(COMPILE_HINT)) continue;
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
  };
}
