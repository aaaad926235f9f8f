/**
 * The one clock. The simulated world, its campaign runner and every screen that shows a date read
 * "now" here, so a test moves time for all of them at once: vitest fake timers / `vi.setSystemTime`
 * and Playwright's `page.clock` replace the `Date` this reads, and `npm run test:clocks` runs the
 * suite with it moved to distant dates and time zones.
 */
export const now = (): number => Date.now();

/** "now" as a Date, for date-fns calls. */
export const today = (): Date => new Date(now());
