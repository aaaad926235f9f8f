import { defineConfig } from 'vite';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { demoLocalePlugin } from './src/build/demoLocale.ts';
import { noCookieJarAlias } from './src/build/noCookieJarAlias.ts';
import { isExtensionProfileName } from './src/mocks/extension/profiles/names.ts';

// npm run build:extension: the simulated extension and its world as an unpacked MV3 extension
// (dist-extension/), with the test extension's key, so its id is bdldphklmilhofjbkfaieodfkhnnalbi.
// The bench drives the production build through it; so can the real-extension e2e and demos.
// `npm run build:extension -- --profile spec` (build-extension.mjs) fixes the spec profile, which
// answers only the calls the spec names, into dist-extension-spec/.
const PROFILE = process.env.SIM_EXTENSION_PROFILE ?? 'full';
if (!isExtensionProfileName(PROFILE)) throw new Error(`Unknown extension profile "${PROFILE}"`);
const OUT = PROFILE === 'full' ? 'dist-extension' : `dist-extension-${PROFILE}`;
const FIXTURE = 'test/e2e/fixtures/extension/manifest.json';

export default defineConfig({
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, noCookieJarAlias],
  },
  define: {
    __SIMULATED__: 'true',
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    __EXTENSION_PROFILE__: JSON.stringify(PROFILE),
  },
  publicDir: false,
  build: {
    outDir: OUT,
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    lib: { entry: 'src/mocks/serviceWorker/worker.ts', formats: ['es'], fileName: () => 'worker.js' },
    rollupOptions: { output: { codeSplitting: false } },
  },
  plugins: [
    demoLocalePlugin(),
    {
      name: 'reachly:extension-manifest',
      closeBundle() {
        const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8'));
        const manifest = {
          ...fixture,
          name:
            PROFILE === 'full' ? 'Reachly simulated extension' : `Reachly simulated extension (${PROFILE})`,
          description: 'The simulated extension and its world (src/mocks), for the bench, e2e and demos.',
          background: { service_worker: 'worker.js', type: 'module' },
        };
        writeFileSync(resolve(OUT, 'manifest.json'), JSON.stringify(manifest, null, 2));
      },
    },
  ],
});
