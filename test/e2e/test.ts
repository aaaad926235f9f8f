import { test as base, type Browser, type BrowserContext } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * The one instant every end-to-end test starts at: a Wednesday at noon UTC. The simulated world
 * lays its message times, queues and statistics out around "now", so a fixed start makes its
 * ordering, relative dates and periods the same at every run. `E2E_CLOCK` (an ISO time) and
 * `E2E_TZ` (playwright.config.ts) move the suite elsewhere: `npm run test:e2e:clocks`.
 */
export const E2E_NOW = new Date(process.env.E2E_CLOCK ?? '2026-12-02T12:00:00Z');

/**
 * Starts a context's pages at E2E_NOW. Time then flows as it does in a browser (Playwright's clock
 * keeps pace with real time until a test pauses it or runs it on); timers are the clock's, so a
 * test about time passing moves it with `page.clock.runFor`.
 */
export async function startClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: E2E_NOW });
}

/** A second, fresh context (no storage shared with the test's own) on the same clock. */
export async function newContextAtNow(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await startClock(context);
  return context;
}

/** Playwright's test, with every page on the suite's clock before it loads anything. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await startClock(context);
    await use(context);
  },
});
