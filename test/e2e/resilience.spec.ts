import { expect, test } from './test';

// Issue 11 item 1: never a white page.

test('the page paints Loading... before any script runs, with no inline script', async ({ page }) => {
  // No script at all: what shows is index.html and its stylesheet alone.
  await page.route('**/*.{js,tsx,ts}', (route) => route.abort());
  await page.goto('/');

  await expect(page.getByRole('status')).toContainText('Loading...');
  await expect(page.locator('script:not([src])')).toHaveCount(0);
});

test('the app replaces the static spinner with the shell', async ({ page }) => {
  await page.goto('/?scenario=default');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByText('This is taking longer than it should.')).toHaveCount(0);
});

test('a boot that fails shows the error with Try again, not an endless Loading...', async ({ page }) => {
  // The simulation's boot chunk cannot be downloaded.
  await page.route('**/assets/boot-*.js', (route) => route.abort());
  await page.goto('/');

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
});

test('a screen whose code does not arrive says so after its spinner, and reloading brings the screen', async ({
  page,
}) => {
  // The CRM screen's chunk never answers (a stalled download; a failed one shows the error view)
  // until the reload. The route stays: unrouting would release the stalled request (CDP
  // Fetch.disable lets paused requests through), and the screen could replace the spinner first.
  let stallCrmChunk = true;
  await page.route('**/assets/CrmPage-*.js', (route) => (stallCrmChunk ? undefined : route.continue()));
  await page.goto('/?scenario=default');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'CRM' }).click();

  const spinner = page.getByRole('status').filter({ hasText: 'Loading...' });
  const stuck = spinner.getByText('This is taking longer than it should.');
  await expect(spinner).toBeVisible();
  await expect(stuck).toBeHidden();
  // boot.css reveals the line 15 s after the spinner appears: the CSS animation's clock, run to its end.
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if ((animation as CSSAnimation).animationName === 'boot-reveal') animation.finish();
  });
  await expect(stuck).toBeVisible();

  stallCrmChunk = false;
  await spinner.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
});
