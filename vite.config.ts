/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { contentSecurityPolicyPlugin, readHeadersFile } from './src/build/security.ts';
import {
  SIMULATED_STARTUP_MODULES,
  STARTUP_MODULES,
  startupPreloadPlugin,
} from './src/build/startupPreload.ts';
import { demoLocalePlugin } from './src/build/demoLocale.ts';
import { compileHintsPlugin } from './src/build/compileHints.ts';
import { chunkGroupsPlugin } from './src/build/chunkGroups.ts';
import { noCookieJarAlias } from './src/build/noCookieJarAlias.ts';
import { themeWithoutCssVarsPlugin } from './src/build/themeWithoutCssVars.ts';
import { preloadListsPlugin } from './src/build/preloadLists.ts';

/** public/ also holds the simulation's files (msw's worker, the simulated checkout and sign-in pages). */
const isSimulationFile = (name: string) =>
  name === 'mockServiceWorker.js' || /^sim-.*\.(html|js)$/.test(name);

/** A production build ships none of the simulation's public files (test/bench/run.mjs checks). */
function dropSimulationFiles(mode: string): Plugin {
  let outDir = '';
  return {
    name: 'reachly:drop-simulation-files',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle() {
      if (mode !== 'production' || !existsSync(outDir)) return; // a build that writes nothing
      for (const name of readdirSync(outDir))
        if (isSimulationFile(name)) rmSync(resolve(outDir, name), { force: true });
    },
  };
}

// Build modes: development and "preview" run on the simulated extension and msw;
// "production" talks to the real extension and server and must carry no mock code.
export default defineConfig(({ mode }) => {
  const startupModules = mode === 'production' ? STARTUP_MODULES : SIMULATED_STARTUP_MODULES;
  return {
    plugins: [
      react(),
      themeWithoutCssVarsPlugin(),
      dropSimulationFiles(mode),
      contentSecurityPolicyPlugin(mode, loadEnv(mode, process.cwd(), 'VITE_')),
      startupPreloadPlugin(startupModules),
      preloadListsPlugin(startupModules),
      // Automatic splitting cut a first screen into about 100 files; this merges the common chunks
      // the same first screens load (about 30 files), without the module wrappers that inlined
      // common chunks need (1.2 MB of heap per screen; docs/performance.md).
      chunkGroupsPlugin(),
      compileHintsPlugin(),
      demoLocalePlugin(),
    ],
    resolve: {
      alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, noCookieJarAlias],
    },
    // The simulation's world worker (dev and preview: src/mocks/world/worldWorker.ts).
    worker: { format: 'es', plugins: () => [compileHintsPlugin(), demoLocalePlugin()] },
    define: {
      __SIMULATED__: JSON.stringify(mode !== 'production'),
      __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    },
    server: { port: 5173, host: '127.0.0.1' },
    // Scan every screen up front so the first visit to a lazy screen in dev does not re-optimise deps and reload.
    optimizeDeps: { entries: ['index.html', 'src/**/*.{ts,tsx}'] },
    // The same headers as the host serves (public/_headers, the one place they are set).
    preview: { port: 4173, host: '127.0.0.1', headers: readHeadersFile('public/_headers') },
    build: {
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      // The app runs in Chromium (the extension opens it), which has modulepreload: vite's polyfill
      // for browsers without it ran its check at the top of every page's entry.
      modulePreload: { polyfill: false },
      // Production's chunks are named by their hash alone: every chunk names the files it imports
      // and preloads, and the chunk-group names ('first-campaigns-crm-dashboard-messenger-…') were
      // 1.3 to 1.8 KB gzip of each first screen. The manifest keeps each chunk's name; the preview,
      // QA's build, keeps readable file names.
      ...(mode === 'production' && { rollupOptions: { output: { chunkFileNames: 'assets/[hash].js' } } }),
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['test/setup.ts'],
      include: ['test/unit/**/*.test.{ts,tsx}', 'test/integration/**/*.test.{ts,tsx}'],
      // Screen tests render MUI in jsdom: on a loaded 2-core machine one can take well over 15 s.
      testTimeout: 30_000,
    },
  };
});
