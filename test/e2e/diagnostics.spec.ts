import { expect, test, type Page } from './test';
import { openScenario } from './helpers';

// /diagnostics (issue 48): the connection, versions, capabilities and each call's last outcome,
// on the default simulation and on one whose extension fails or never answers (`?faults=`).

const table = (page: Page, name: string) => page.getByRole('table', { name });
/** A row of one of the page's tables, found by its first cell. */
const row = (page: Page, tableName: string, first: string) =>
  table(page, tableName)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: first, exact: true }) });

test('opens from the account menu and copies what it shows, naming nobody', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openScenario(page, 'default');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Diagnostics' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
  await expect(page).toHaveURL(/\/diagnostics$/);
  await expect(row(page, 'Connection', 'Extension')).toContainText('connected');
  await expect(row(page, 'Connection', 'Port')).toContainText('connected (transport: simulated)');
  await expect(row(page, 'Versions', 'Extension version')).toContainText('5.4.1');
  await expect(row(page, 'Versions', 'Extension id')).toContainText('simulated');
  await expect(row(page, 'Extension calls', 'getExtensionManifestVersion')).toContainText('ok');
  await expect(row(page, 'Extension calls', 'getData')).toContainText('cmd');
  await expect(table(page, 'Optional capabilities').getByRole('row')).toHaveCount(4);

  await page.getByRole('button', { name: 'Copy diagnostics' }).click();
  await expect(page.getByText('Diagnostics copied')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('Extension connection: connected\n');
  expect(text).toMatch(/^ {2}rpc getExtensionManifestVersion: ok, /m);
  // The page and the text name nobody: not the account holder, not the LinkedIn account.
  for (const personal of ['Alex', 'Morgan', 'alex.morgan@example.com']) {
    expect(text).not.toContain(personal);
    await expect(page.locator('body')).not.toContainText(personal);
  }
});

test('?faults=error:1: reached from the connection dialog, it shows the calls that failed', async ({
  page,
}) => {
  test.slow(); // start-up's ten tries, one second apart
  await openScenario(page, 'default', '/', '&faults=error:1');
  const dialog = page.getByRole('dialog', { name: 'Unable to establish connection' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });

  await dialog.getByRole('link', { name: 'Diagnostics' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(row(page, 'Connection', 'Extension')).toContainText('not reachable');
  const version = row(page, 'Extension calls', 'getExtensionManifestVersion');
  await expect(version).toContainText('error');
  await expect(version).toContainText('Simulated failure of getExtensionManifestVersion');
  // Failed: start-up's ten tries and the page's own question, every one.
  await expect(version.getByRole('cell').last()).toHaveText('11 of 11');
});

test('?faults=drop:1: calls never answered show as timeouts', async ({ page }) => {
  test.slow(); // start-up's ten tries, one second apart
  await openScenario(page, 'default', '/diagnostics', '&faults=drop:1');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible({ timeout: 30_000 });
  await expect(row(page, 'Versions', 'Extension version')).toContainText('Asking the extension');

  await page.clock.runFor(16_000); // past the bridge's 15 s timeout

  const version = row(page, 'Extension calls', 'getExtensionManifestVersion');
  await expect(version).toContainText('timeout');
  await expect(version).toContainText('The extension did not answer getExtensionManifestVersion in time');
  await expect(row(page, 'Versions', 'Extension version')).toContainText('No answer');
});
