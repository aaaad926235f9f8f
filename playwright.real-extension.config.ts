import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.REAL_E2E_PORT ?? 4406);
const DIST = 'dist-prod-e2e';

/**
 * The production build (no simulation, no msw) against a real unpacked MV3 extension
 * (test/e2e/fixtures/extension, fixed id bdldphklmilhofjbkfaieodfkhnnalbi by its manifest key), plus
 * the security checks on that build (real-security.spec.ts). Each spec launches its own persistent
 * Chromium context, because an extension can only be loaded into one. `npm run test:e2e` builds DIST
 * first with VITE_EXTENSION_IDS=<that id> and VITE_API_BASE_URL=http://127.0.0.1:4406/api; the specs
 * answer /api/** with page routes.
 */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: /real-(extension|security|chat)\.spec\.ts/,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  // A test that needs a retry is a bug to find at its cause.
  retries: 0,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `npx vite preview --outDir ${DIST} --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
