import { expect, test, type Page } from './test';
import { openScenario } from './helpers';
import { SCREENS } from './screens';

// Issue 48: the app on an extension that follows the spec (`?extension=spec`: only the calls the
// spec names, its reply shapes at their plainest, a server whose plans name only dripCampaign).
// Every route opens with no route error, no blank area and no uncaught error; the screens whose
// added calls are missing fall back to spec calls.

/** Opens a screen on the spec profile and collects the page's uncaught errors. */
async function openOnSpec(page: Page, scenario: string, path: string): Promise<string[]> {
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  await openScenario(page, scenario, path, '&extension=spec');
  return uncaught;
}

async function expectScreen(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
}

// The CRM is locked on the spec profile (no spec plan names it): its own test below.
for (const { scenario, path, heading } of SCREENS.filter((screen) => screen.path !== '/crm')) {
  test(`on the spec extension ${path} (${scenario}) opens`, async ({ page }) => {
    const uncaught = await openOnSpec(page, scenario, path);
    await expectScreen(page, heading);
    expect(uncaught).toEqual([]);
  });
}

test('on the spec extension the CRM, which no spec plan names, stays locked behind the upgrade dialog', async ({
  page,
}) => {
  const uncaught = await openOnSpec(page, 'default', '/crm');
  await expect(page.getByRole('dialog')).toContainText(
    'This feature is not available in your plan. Please upgrade your plan to get access to this feature',
  );
  expect(uncaught).toEqual([]);
});

test('on the spec extension Settings › General says which options it cannot show, and keeps restart', async ({
  page,
}) => {
  await openOnSpec(page, 'default', '/settings');
  await expectScreen(page, 'Settings');
  await expect(
    page.getByText(
      'This extension does not report its settings: the per-day limit starts at 10, and the notification and cache options are not shown.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /restart/i })).toBeVisible();
});

test('on the spec extension the campaign detail searches its whole queue on the page', async ({ page }) => {
  await openOnSpec(page, 'default', '/campaign-manager/1');
  await expectScreen(page, 'Founders in Berlin');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const [firstName = ''] = (await rows.nth(1).getByRole('cell').nth(1).innerText()).split('\n');
  await page.getByRole('textbox', { name: /search/i }).fill(firstName.trim());
  await expect(rows.nth(1)).toContainText(firstName.trim());
});

test('on the spec extension Tools › Connections sync starts from the defaults with a note, and saves', async ({
  page,
}) => {
  const uncaught = await openOnSpec(page, 'default', '/tools');
  await expectScreen(page, 'Tools');
  const sync = page.getByRole('button', { name: 'Connections sync' });
  await sync.click();
  await expect(
    page.getByText(
      'This extension does not report the saved sync options: the form starts from the defaults.',
    ),
  ).toBeVisible();
  await page.getByRole('switch', { name: 'Only connections made after a date' }).check();
  await page.getByLabel('Connected after').fill('2026-03-01');
  await page.getByRole('button', { name: 'Save sync options' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done$/ })).toBeVisible();
  expect(uncaught).toEqual([]);
});
