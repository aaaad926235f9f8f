import { expect, test, type Page } from './test';
import { openScenario } from './helpers';

// Issue 14: prefers-reduced-motion is honoured: spinners stand still and the app's own transitions
// end at once (theme: motion.reducedMotion 'system' plus a CssBaseline rule for everything else).

/** The CRM waits for the extension's connections (30 s in this scenario) behind a spinner. */
async function waitingSpinner(page: Page) {
  await openScenario(page, 'connections-loading', '/crm');
  await expect(page.getByRole('heading', { level: 1, name: 'CRM' })).toBeVisible();
  // The spinner (MUI's CircularProgress, whose root turns) is hidden from screen readers: found in
  // the status it stands in.
  const spinner = page
    .getByRole('status')
    .filter({ hasText: 'Please, wait until load your connections' })
    .locator('.MuiCircularProgress-root');
  await expect(spinner).toBeVisible();
  return spinner;
}

/** The dashboard's figures fade while a new period loads (an app-level opacity transition). */
async function dashboardFade(page: Page) {
  await openScenario(page, 'default', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const figures = page.locator('main [aria-busy]').first();
  await expect(figures).toBeVisible();
  return figures;
}

const seconds = (duration: string) => parseFloat(duration) * (duration.endsWith('ms') ? 0.001 : 1);

test.describe('a person who asks for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('sees a still spinner', async ({ page }) => {
    const spinner = await waitingSpinner(page);
    await expect(spinner).toHaveCSS('animation-name', 'none');
  });

  test('gets the app’s own transitions at once', async ({ page }) => {
    const figures = await dashboardFade(page);
    const duration = await figures.evaluate((el) => getComputedStyle(el).transitionDuration);
    // None at all: even a 0.01 ms one on every element made each style change a transition.
    expect(seconds(duration)).toBe(0);
  });
});

test.describe('a person who does not', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('sees the spinner turn', async ({ page }) => {
    const spinner = await waitingSpinner(page);
    await expect(spinner).not.toHaveCSS('animation-name', 'none');
  });

  test('sees the transitions', async ({ page }) => {
    const figures = await dashboardFade(page);
    const duration = await figures.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(seconds(duration)).toBeCloseTo(0.15, 3);
  });
});
