import { expect, test } from './test';
import { openScenario } from './helpers';

test('default: the dashboard inside the full shell', { tag: ['@clocks', '@both'] }, async ({ page }) => {
  await openScenario(page, 'default');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | Reachly');
  const labels = await menu.getByRole('link').or(menu.getByRole('button')).allInnerTexts();
  expect(labels.map((l) => l.trim())).toEqual([
    'Dashboard',
    'Campaigns',
    'Subscriptions',
    'Messenger',
    'CRM',
    'Settings',
    'Help',
    'Logout',
  ]);
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Alex Morgan');
  await expect(page.getByRole('link', { name: 'Help' })).toHaveAttribute('target', '_blank');
  // The extension's task list is polled: the default world runs three campaigns.
  const tasks = page.getByText('3 tasks running');
  await expect(tasks).toBeVisible();
  // Their names show in a tooltip that describes the chip.
  await tasks.hover();
  const names = page.getByRole('tooltip');
  await expect(names).toHaveText(/\w+, \w+/);
  await expect(tasks).toHaveAccessibleDescription((await names.textContent()) ?? '');
});

test('?extension=spec: the QA panel shows the profile, keeps it over a reload and switches back', async ({
  page,
}) => {
  await openScenario(page, 'default', '/', '&extension=spec');
  await expect(page).not.toHaveURL(/extension=/);
  const panel = page.getByRole('region', { name: 'QA panel' });
  const profile = panel.getByText(/^Extension profile:/);
  await page.getByRole('button', { name: 'Open QA panel' }).click();
  await expect(profile).toHaveText('Extension profile: spec');

  await page.reload();
  await page.getByRole('button', { name: 'Open QA panel' }).click();
  await expect(profile).toHaveText('Extension profile: spec');
  await panel.getByRole('button', { name: 'full', exact: true }).click();
  await page.getByRole('button', { name: 'Open QA panel' }).click();
  await expect(profile).toHaveText('Extension profile: full');
  await expect(panel.getByRole('button', { name: 'full', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the compact menu shows icons only and remembers the choice', async ({ page }) => {
  await openScenario(page, 'default');
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const name of [
    'Dashboard',
    'Campaigns',
    'Messenger',
    'Lists',
    'Tools',
    'More',
    'CRM',
    'Settings',
    'Help',
    'Logout',
  ]) {
    await expect(menu.getByLabel(name, { exact: true })).toBeVisible();
  }
  await expect(menu.getByText('Dashboard', { exact: true })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
});

test('signed-out: lands on the login page', async ({ page }) => {
  await openScenario(page, 'signed-out');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
});

test('no-extension: get started with the connection dialog', async ({ page }) => {
  test.slow(); // ten tries, one second apart
  await openScenario(page, 'no-extension');
  await expect(page.getByRole('dialog', { name: 'Unable to establish connection' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('dialog')).toContainText('at version 5.2 or higher');
  await expect(page).toHaveURL(/\/getStarted$/);
});

test('old-extension: an update banner that clicking outside does not close', async ({ page }) => {
  await openScenario(page, 'old-extension');
  const dialog = page.getByRole('dialog', { name: 'Please update the extension' });
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Update extension' })).toHaveAttribute('target', '_blank');
});

test('activation: code version 0 goes to activation', async ({ page }) => {
  await openScenario(page, 'activation');
  await expect(page).toHaveURL(/\/activation$/);
});

test('unassigned: goes to the account linking screen', async ({ page }) => {
  await openScenario(page, 'unassigned');
  await expect(page).toHaveURL(/\/assignLinkedinAccount$/);
});

test('account-mismatch: goes to the account linking screen', async ({ page }) => {
  await openScenario(page, 'account-mismatch');
  await expect(page).toHaveURL(/\/assignLinkedinAccount$/);
});

test('an unknown path lands on the dashboard', async ({ page }) => {
  await openScenario(page, 'default');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page).toHaveTitle('Dashboard | Reachly');
});

test('update notice: shows the changelog and Dismiss marks it seen', async ({ page }) => {
  await openScenario(page, 'update-notice');
  const dialog = page.getByRole('dialog', { name: 'Update notification' });
  await expect(dialog).toContainText('Version 3.8');
  // The extension's changelog, as it sends it: spec 000's five notes for 3.8.
  for (const note of [
    'Stability improvements',
    'URL validation in campaign creation',
    'Changed parsing of connections',
    'Fixes to connection of the LinkedIn account',
    'Display banners and extension banner',
  ])
    await expect(dialog).toContainText(note);
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Update notification' })).toBeHidden();
});

test('logout goes to the linking screen and then to log in', async ({ page }) => {
  await openScenario(page, 'default');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test(
  'a scenario survives a reload and the parameter leaves the address',
  { tag: '@clocks' },
  async ({ page }) => {
    await openScenario(page, 'unassigned');
    await expect(page).toHaveURL(/\/assignLinkedinAccount$/);
    await page.reload();
    await expect(page).toHaveURL(/\/assignLinkedinAccount$/);
  },
);

test("the mock server's worker answers the API; the app's own files come straight from the network", async ({
  page,
}) => {
  const responses: { path: string; byWorker: boolean }[] = [];
  page.on('response', (r) =>
    responses.push({ path: new URL(r.url()).pathname, byWorker: r.fromServiceWorker() }),
  );
  await openScenario(page, 'default');
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Alex Morgan');
  // After a reload the worker controls the page from its first request.
  responses.length = 0;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Alex Morgan');

  const api = responses.filter((r) => r.path.startsWith('/api/'));
  const files = responses.filter((r) => r.path.startsWith('/assets/'));
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((r) => !r.byWorker)).toEqual([]);
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((r) => r.byWorker)).toEqual([]);
});

test(
  "a first visit's world survives a reload whole: the CRM's contacts are still there",
  { tag: '@clocks' },
  async ({ page }) => {
    // No ?scenario: the simulation makes the default world itself, as on a tester's first visit.
    await page.goto('/crm');
    const contacts = page.getByRole('table', { name: 'Contacts' });
    const firstRow = contacts.getByRole('row').nth(1);
    await expect(firstRow).toContainText('1st');
    const firstName = await firstRow.getByRole('link').first().innerText();

    await page.reload();
    await expect(contacts.getByRole('link', { name: firstName })).toBeVisible();
    await expect(page.getByText('No contacts yet')).toBeHidden();
  },
);

test('start-up goes on trying: once the extension answers, the connection dialog closes by itself', async ({
  page,
}) => {
  test.slow(); // ten tries, one second apart, before the dialog
  await openScenario(page, 'default', '/', '&faults=error:1');
  const dialog = page.getByRole('dialog', { name: 'Unable to establish connection' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });

  // The extension recovers; nobody presses Retry. A try already under way may still fail (start-up
  // takes up to 15 s); the next one, at most a minute later, finds the extension.
  // The QA panel's Clear faults: a click, as typing cannot reach it past the dialog's focus trap.
  await page.getByRole('button', { name: 'Open QA panel', includeHidden: true }).click();
  const panel = page.getByRole('region', { name: 'QA panel', includeHidden: true });
  await panel.getByRole('button', { name: 'Clear faults', includeHidden: true }).click();
  await expect(panel.getByText('Faults: none')).toBeVisible();
  await page.clock.runFor(90_000);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
