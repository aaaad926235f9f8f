import { expect, test } from '@playwright/test';

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
