/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { assertBuildMode, contentSecurityPolicyPlugin, readHeadersFile } from './src/build/security.ts';
import { chatFramePlugin } from './src/build/chatFrame.ts';
import { demoLocalePlugin } from './src/build/demoLocale.ts';
import { compileHintsPlugin } from './src/build/compileHints.ts';
import { noCookieJarAlias } from './src/build/noCookieJarAlias.ts';

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
// "production" talks to the real extension and server and must carry no mock code; any other
// mode is refused (assertBuildMode), as it would ship the simulation.
export default defineConfig(({ mode }) => {
  assertBuildMode(mode);
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      react(),
      dropSimulationFiles(mode),
      contentSecurityPolicyPlugin(mode, env),
      chatFramePlugin(mode, env),
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
      rolldownOptions: {
        output: {
          // Production's chunks are named by their hash alone: every chunk names the files it imports
          // and preloads (0.9 to 1.8 KB gzip of each first screen). The manifest keeps each chunk's
          // name; the preview, QA's build, keeps readable file names.
          ...(mode === 'production' && { chunkFileNames: 'assets/[hash].js' }),
          // What most screens share, one chunk per package family. Measured against automatic splitting
          // alone: shell screens 4 KB gzip and 13 files fewer, the entry 0.7 KB more. A MUI group (all
          // of MUI in the entry) and a zod group (+0.9 KB on every screen) measured worse.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              {
                name: 'tanstack',
                test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|react-query|query-core)[\\/]/,
              },
              { name: 'emotion', test: /node_modules[\\/](@emotion|stylis)[\\/]/ },
            ],
          },
        },
      },
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
