import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { openScenario } from './helpers';

/** Records a snapshot through the account menu and returns the downloaded file's path. */
async function recordSnapshot(page: Page, savePath: string): Promise<string> {
  await openScenario(page, 'default');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  page.on('dialog', (d) => void d.accept());
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Record snapshot' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^snapshot-\d{8}-\d{4}\.json$/);
  await file.saveAs(savePath);
  return savePath;
}

test('a recorded snapshot replays: the dashboard in the shell with the replay banner', async ({
  page,
}, testInfo) => {
  const file = await recordSnapshot(page, testInfo.outputPath('snapshot.json'));
  const snapshot = JSON.parse(await readFile(file, 'utf8')) as {
    redacted: boolean;
    journal: { name: string }[];
  };
  expect(snapshot.redacted).toBe(true);
  expect(JSON.stringify(snapshot)).not.toContain('Alex Morgan');

  await page.goto('/?replay');
  await expect(page.getByRole('heading', { name: 'Replay a support snapshot' })).toBeVisible();
  await page.getByLabel('Snapshot file', { exact: true }).setInputFiles(file);

  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | Reachly');
  await expect(page.getByRole('status', { name: 'Replay' })).toContainText(
    /Replaying snapshot from \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/,
  );
  // The name comes from the (masked) snapshot, not from a live account.
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('•••• ••••••');
  await expect(page.getByRole('dialog', { name: 'Unable to establish connection' })).toBeHidden();
});

test('a snapshot given by address (?snapshot=<url>) replays without asking for a file', async ({
  page,
  browser,
}, testInfo) => {
  const file = await recordSnapshot(page, testInfo.outputPath('snapshot.json'));
  // A fresh context: no simulated world, no mock service worker.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.route(
    (url) => url.pathname === '/support/snapshot.json',
    (route) => route.fulfill({ path: file, contentType: 'application/json' }),
  );
  await fresh.goto('/?snapshot=/support/snapshot.json');
  await expect(fresh.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(fresh.getByRole('status', { name: 'Replay' })).toContainText('Replaying snapshot from');
  await context.close();
});

test('while replaying, a change is refused with a clear notice', async ({ page }, testInfo) => {
  await openScenario(page, 'update-notice');
  await expect(page.getByRole('dialog', { name: 'Update notification' })).toBeVisible();
  // The QA panel's way of recording (the account menu is behind the dialog).
  const download = page.waitForEvent('download');
  await page.evaluate(() => window.dispatchEvent(new Event('reachly:record-snapshot')));
  const file = testInfo.outputPath('snapshot.json');
  await (await download).saveAs(file);

  await page.goto('/?replay');
  await page.getByLabel('Snapshot file', { exact: true }).setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Update notification' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog).toContainText('Replaying a snapshot: changes are not sent anywhere.');
  await expect(dialog).toBeVisible();
});

test('a snapshot file can be dropped on the page', async ({ page }, testInfo) => {
  const file = await recordSnapshot(page, testInfo.outputPath('snapshot.json'));
  const text = await readFile(file, 'utf8');
  await page.goto('/?replay');
  const dataTransfer = await page.evaluateHandle((content) => {
    const dt = new DataTransfer();
    dt.items.add(new File([content], 'snapshot.json', { type: 'application/json' }));
    return dt;
  }, text);
  await page.getByText('Drop a snapshot file here').dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Replay' })).toContainText('Replaying snapshot from');
});

test('a file that is not a snapshot says what is wrong with it', async ({ page }) => {
  await page.goto('/?replay');
  const input = page.getByLabel('Snapshot file', { exact: true });

  await input.setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('this is not json'),
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This file cannot be replayed');
  await expect(alert).toContainText('The file is not valid JSON.');

  await input.setInputFiles({
    name: 'other.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"something-else"}'),
  });
  await expect(alert).toContainText('This is not a snapshot file (format:');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
});
