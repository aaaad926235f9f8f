import { expect, test } from './test';
import { openScenario } from './helpers';

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

// Issue 49 item 5: no blank app, ever.

test('a menu whose code fails to download says so with Try again; the app stays, and Try again brings the menu', async ({
  page,
}) => {
  let failMenus = true;
  await page.route('**/assets/ShellMenus-*.js', (route) => (failMenus ? route.abort() : route.continue()));
  await page.goto('/?scenario=default');
  await page.getByRole('button', { name: 'Account menu' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'The account menu could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  failMenus = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(alert).toBeHidden();
});

test('a menu whose file a new deploy removed reloads the page once, keeping the address; after that it says so', async ({
  page,
}) => {
  await page.route('**/assets/ShellMenus-*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/campaigns?scenario=default');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect.poll(() => loads).toBe(1);
  await expect(page).toHaveURL(/\/campaigns$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The account menu could not be loaded' }),
  ).toBeVisible();
  expect(loads).toBe(1);
});

test('a screen whose download fails offline says so with Try again, without reloading; Try again brings it', async ({
  page,
}) => {
  let offline = true;
  await page.route('**/assets/CrmPage-*.js', (route) => (offline ? route.abort() : route.continue()));
  await page.goto('/?scenario=default');
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'CRM' }).click();

  await expect(
    page.getByText('This screen could not be downloaded. Check the connection and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(loads).toBe(0);

  offline = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  expect(loads).toBe(0);
});

test('a screen whose file a new deploy removed reloads the page once, keeping the address', async ({
  page,
}) => {
  await page.route('**/assets/CrmPage-*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/?scenario=default');
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'CRM' }).click();

  await expect.poll(() => loads).toBe(1);
  await expect(page).toHaveURL(/\/crm/);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(loads).toBe(1);
});

// Issue 49 item 3: the public pages never wait for the extension.

const PAGES_WITHOUT_EXTENSION: { path: string; heading: string | RegExp }[] = [
  { path: '/resetPassword?resetToken=abc&email=alex%40example.com', heading: /password/i },
  { path: '/verifyEmail?token=nope&email=someone%40example.com', heading: /verif/i },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacyPolicy', heading: 'Privacy Policy' },
  { path: '/login', heading: 'Log in' },
];

for (const { path, heading } of PAGES_WITHOUT_EXTENSION) {
  test(`with no extension ${path.split('?')[0]} shows at once, and no connection dialog covers it`, async ({
    page,
  }) => {
    await openScenario(page, 'no-extension', path);
    // At once: long before start-up's tries (about 10 s) have given up on the extension.
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 5_000 });
    await page.clock.runFor(30_000); // start-up gives up, and its background tries go on
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}
