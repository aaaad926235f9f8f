import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/extensionChromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4319);
const DIST = process.env.E2E_DIST ?? 'dist-preview';

// The e2e suite runs against the preview build (simulated extension + msw) in Debian's Chromium.
export default defineConfig({
  testDir: 'test/e2e',
  // The production build against a real extension has its own config (playwright.real-extension.config.ts).
  testIgnore: ['**/real-*.spec.ts'],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  // A test that needs a retry is a bug to find at its cause.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    viewport: { width: 1366, height: 850 },
    // With the one clock (test/e2e/test.ts), the zone and language make every run see the same dates.
    timezoneId: process.env.E2E_TZ ?? 'UTC',
    locale: 'en-US',
    // The app honours reduced motion (theme.motion), so menus and dialogs open without transitions.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'full' },
    // Issue 48: the tests tagged @both again, on the spec-strict simulated extension (openScenario
    // adds ?extension=spec): every route is in spec-extension.spec.ts, these are the main reads and writes.
    { name: 'spec-extension', grep: /@both/, metadata: { extensionProfile: 'spec' } },
  ],
  webServer: {
    command: `npx vite preview --mode preview --outDir ${DIST} --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
