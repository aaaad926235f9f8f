import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test';
import { openScenario, setQaFaults } from './helpers';

async function openSettings(page: Page, path = '/settings') {
  await openScenario(page, 'default', path);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('the tab follows the address; the dashboard Pending Invites link opens Withdrawals', async ({
  page,
}) => {
  await openSettings(page, '/settings/advanced');
  await expect(tab(page, 'Advanced')).toHaveAttribute('aria-selected', 'true');
  await openSettings(page, '/settings/unknown');
  await expect(tab(page, 'General')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Withdrawals').click();
  await expect(page).toHaveURL(/\/settings\/withdrawals/);
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();

  await openScenario(page, 'default', '/');
  await page.getByRole('link', { name: /Pending Invites/ }).click();
  await expect(page).toHaveURL(/\/settings\?type=withdrawals/);
  await expect(tab(page, 'Withdrawals')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status', { name: 'Withdrawal status' })).toContainText(
    'Pending invitations: 137',
  );
});

test('General: the account, saving the settings, and a bad cache value kept with a message', async ({
  page,
}) => {
  await openSettings(page);
  await expect(page.getByText('Alex Morgan (alex.morgan@example.com)')).toBeVisible();
  const perDay = page.getByRole('textbox', { name: 'Per-day limit' });
  await expect(perDay).toHaveValue('10');
  const cache = page.getByRole('textbox', { name: 'Cache days' });
  await cache.fill('0');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Cache days must be at least 1')).toBeVisible();
  await expect(cache).toHaveValue('0');

  await perDay.fill('25');
  await cache.fill('14');
  await page.getByRole('switch', { name: 'Show notifications' }).uncheck();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings updated' })).toBeVisible();

  // The saved values come back after a reload (the simulated world persists).
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Per-day limit' })).toHaveValue('25');
  await expect(page.getByRole('textbox', { name: 'Cache days' })).toHaveValue('14');
  await expect(page.getByRole('switch', { name: 'Show notifications' })).not.toBeChecked();
});

test('General: the script asks first; Cancel runs nothing, Run shows the result', async ({ page }) => {
  await openSettings(page);
  await page.getByRole('textbox', { name: 'Script' }).fill('chrome.runtime.id');
  await page.getByRole('button', { name: 'Run script' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run this script?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Command executed successfully.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Run script' }).click();
  await page.getByRole('dialog', { name: 'Run this script?' }).getByRole('button', { name: 'Run' }).click();
  await expect(page.getByText('Command executed successfully.')).toBeVisible();
  await expect(page.getByText('Evaluated 17 characters')).toBeVisible();
});

test('General: backup downloads a file; a bad restore file is refused, a backup restores', async ({
  page,
}) => {
  await openSettings(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Backup', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^reachly-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const backup = await readFile((await file.path())!, 'utf8');
  expect(JSON.parse(backup)).toMatchObject({ format: 'reachly-backup' });
  await expect(page.getByRole('status').filter({ hasText: 'Backup success' })).toBeVisible();

  const input = page.getByTestId('restore-file');
  await input.setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('this is not json'),
  });
  await expect(
    page.getByText('Restore failed: The file is not a backup: it is not valid JSON'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore', exact: true })).toBeEnabled();

  await input.setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(backup),
  });
  const confirm = page.getByRole('dialog', { name: 'Restore this backup?' });
  await expect(confirm).toContainText('Restoring replaces the campaigns, lists and profiles');
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restore success' })).toBeVisible();
  await expect(page.getByText(/Restore failed/)).toHaveCount(0);
});

test('General: restart opens the store page, then waits an hour with a tooltip', async ({ page }) => {
  // The store page is outside this test's network: record what the page asks the browser to open.
  await page.addInitScript(() => {
    const opened: unknown[][] = [];
    Object.assign(window, { __opened: opened, open: (...args: unknown[]) => (opened.push(args), null) });
  });
  await openSettings(page);
  const restart = page.getByRole('button', { name: 'Restart extension' });
  await expect(restart).toBeEnabled();
  await restart.click();
  const opened = await page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened);
  expect(opened).toEqual([
    [expect.stringContaining('chromewebstore.google.com/detail/reachly'), '_blank', 'noopener'],
  ]);

  await expect(restart).toBeDisabled();
  await page.getByLabel('The next restart will be available after 1 hour').hover();
  await expect(page.getByRole('tooltip')).toHaveText('The next restart will be available after 1 hour');

  // The Advanced tab's update check follows the same once-an-hour rule.
  await tab(page, 'Advanced').click();
  await expect(page.getByRole('button', { name: 'Check for updates' })).toBeDisabled();
});

test('Withdrawals: start, the counters grow while pending invitations shrink, stop', async ({ page }) => {
  await openSettings(page, '/settings?type=withdrawals');
  const banner = page.getByRole('status', { name: 'Withdrawal status' });
  await expect(banner).toContainText('Pending invitations: 137');
  const days = page.getByRole('textbox', { name: 'Withdraw invitations older than (days)' });
  await days.fill('');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Enter the number of days')).toBeVisible();
  await days.fill('21');

  // Move the upper handle of the rate slider to 20 with the keyboard.
  const most = page.getByRole('slider', { name: 'Most withdrawals per minute' });
  await most.focus();
  for (let i = 0; i < 8; i += 1) await most.press('ArrowRight');
  await expect(page.getByText('Withdrawals per minute: 4 to 20')).toBeVisible();

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(banner).toContainText('Running');
  await expect(banner).toContainText('Withdrawing invitations older than 21 days…');
  await expect(days).toBeDisabled();
  await expect(most).toBeDisabled();
  await expect(banner).toContainText(/Withdrawn: ([3-9]|\d\d+)/);
  // The pending count has its own one-second poll, so it may trail the withdrawn count by a poll:
  // wait for it to shrink rather than read it once.
  await expect(banner.getByText(/^Pending invitations: \d+$/)).toHaveText(
    /^Pending invitations: (13[0-6]|1[0-2]\d|\d\d?)$/,
  );

  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(banner).toContainText('Stopped');
  await expect(banner).toContainText(/\d+ invitations withdrawn before stopping/);
  await expect(days).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
});

test('Advanced: backup data, a file that is not a backup, check for updates', async ({ page }) => {
  await openSettings(page, '/settings/advanced');
  await expect(page.getByText('Installed version: 5.4.1.', { exact: false })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Backup data' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.json$/);
  await expect(page.getByRole('status').filter({ hasText: 'Backup success' })).toBeVisible();

  await page
    .getByTestId('restore-file')
    .setInputFiles({ name: 'list.json', mimeType: 'application/json', buffer: Buffer.from('[1,2,3]') });
  await expect(
    page.getByText('Restore failed: The file is not a backup: it has no campaigns, lists or profiles'),
  ).toBeVisible();

  await expect(page.getByRole('button', { name: 'Check for updates' })).toBeEnabled();
});

test('a tab the extension never answers keeps the heading and tabs; its spinner, then its error, show in the panel', async ({
  page,
}) => {
  await openSettings(page);
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible();
  await setQaFaults(page, 'drop:1');
  await tab(page, 'Withdrawals').click();
  const panel = page.getByRole('tabpanel');
  await page.clock.runFor(400);
  await expect(panel.getByText('Loading...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(tab(page, 'Withdrawals')).toHaveAttribute('aria-selected', 'true');

  await page.clock.runFor(8_000);
  await expect(panel).toContainText('The extension is taking too long to answer. Try again in a moment.');
  await expect(tab(page, 'General')).toBeVisible();
  await setQaFaults(page, 'latency:0');
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByRole('button', { name: 'Start' })).toBeVisible();
});
