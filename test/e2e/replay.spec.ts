import { readFile } from 'node:fs/promises';
import { expect, newContextAtNow, test, type Page } from './test';
import { openScenario, selectableRows } from './helpers';

/** Records a (masked) snapshot through the account menu's dialog; returns the saved file's path. */
async function recordFromMenu(page: Page, savePath: string): Promise<string> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Record snapshot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a support snapshot' });
  await expect(dialog.getByRole('checkbox', { name: 'Mask personal data (recommended)' })).toBeChecked();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Record snapshot' }).click();
  const file = await download;
  await expect(dialog).toBeHidden();
  expect(file.suggestedFilename()).toMatch(/^snapshot-\d{8}-\d{4}\.json$/);
  await file.saveAs(savePath);
  return savePath;
}

async function recordSnapshot(page: Page, savePath: string): Promise<string> {
  await openScenario(page, 'default');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  return recordFromMenu(page, savePath);
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
  const context = await newContextAtNow(browser);
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
  // The QA panel's way of recording (the account menu is behind the dialog): it opens the same dialog.
  await page.evaluate(() => window.dispatchEvent(new Event('reachly:record-snapshot')));
  const download = page.waitForEvent('download');
  await page
    .getByRole('dialog', { name: 'Record a support snapshot' })
    .getByRole('button', { name: 'Record snapshot' })
    .click();
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

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const go = async (page: Page, item: string, heading: string | RegExp) => {
  await menu(page).getByRole('link', { name: item, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
};
const campaignRows = (page: Page) =>
  page
    .getByRole('table', { name: /campaigns/ })
    .getByRole('row')
    .filter({ has: page.getByRole('switch') });
const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
const contactRows = (page: Page) => selectableRows(page.getByRole('table', { name: 'Contacts' }));
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' }).getByRole('article');

/** Visits the main screens; returns what they showed that names a person or is their words. */
async function visitScreens(
  page: Page,
): Promise<{ personal: string[]; counts: { campaigns: number; chats: number; contacts: number } }> {
  const personal = [(await page.getByRole('button', { name: 'Account menu' }).innerText()).trim()];
  await go(page, 'Campaigns', 'Campaigns');
  await expect(campaignRows(page).first()).toBeVisible();
  const campaigns = await campaignRows(page).count();
  await campaignRows(page).first().getByRole('link').first().click();
  await expect(page.getByRole('table', { name: 'Queue' })).toBeVisible();
  await go(page, 'Messenger', 'Messenger');
  await expect(conversations(page).first()).toBeVisible();
  const name = (await conversations(page).first().getByRole('button').innerText()).trim().split('\n')[0]!;
  personal.push(name);
  await conversations(page).first().getByRole('button').first().click();
  await expect(messages(page).first()).toBeVisible();
  // Counted once a conversation is open: the list's first render mounts a guessed box's worth of
  // rows (useVirtualRows), and the measured box's a frame later, which the click waited for.
  const chats = await conversations(page).count();
  personal.push(...(await messages(page).locator('p').first().allInnerTexts()));
  await go(page, 'CRM', 'CRM');
  await expect(contactRows(page).first()).toBeVisible();
  const contacts = await contactRows(page).count();
  personal.push(
    (await contactRows(page).first().getByRole('checkbox').getAttribute('aria-label'))!.replace(
      /^Select /,
      '',
    ),
  );
  await go(page, 'Subscriptions', 'Subscription');
  await go(page, 'Settings', 'Settings');
  await go(page, 'Dashboard', 'Dashboard');
  return { personal: personal.filter((s) => s.length >= 3), counts: { campaigns, chats, contacts } };
}

test('a snapshot after visiting every screen holds no personal data, and replays the same screens', async ({
  page,
}, testInfo) => {
  await openScenario(page, 'default');
  await expect(menu(page)).toBeVisible();
  const live = await visitScreens(page);
  expect(live.personal.length).toBeGreaterThanOrEqual(4);
  const file = await recordFromMenu(page, testInfo.outputPath('snapshot.json'));
  const text = await readFile(file, 'utf8');
  for (const shown of live.personal) expect(text).not.toContain(shown);
  expect(text).not.toMatch(/https?:|linkedin\.com|[\w.+-]+@[\w-]+\.[a-z]{2,}/i);

  await page.goto('/?replay');
  await page.getByLabel('Snapshot file', { exact: true }).setInputFiles(file);
  await expect(page.getByRole('status', { name: 'Replay' })).toContainText('Replaying snapshot from');
  await expect(page).toHaveTitle('Dashboard | Reachly');
  await go(page, 'Campaigns', 'Campaigns');
  await expect(campaignRows(page)).toHaveCount(live.counts.campaigns);
  await expect(campaignRows(page).first()).toContainText(/Running|Inactive|Stopped|Completed/);
  await campaignRows(page).first().getByRole('link').first().click();
  await expect(page.getByRole('table', { name: 'Queue' })).toBeVisible();
  await go(page, 'Messenger', 'Messenger');
  await expect(conversations(page)).toHaveCount(live.counts.chats);
  await conversations(page).first().getByRole('button').first().click();
  await expect(messages(page).first()).toBeVisible();
  await go(page, 'CRM', 'CRM');
  await expect(contactRows(page)).toHaveCount(live.counts.contacts);
});

test('recording with personal data takes a second, explicit choice, and still drops the token', async ({
  page,
}, testInfo) => {
  await openScenario(page, 'default');
  await expect(menu(page)).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Record snapshot' }).click();
  const ask = page.getByRole('dialog', { name: 'Record a support snapshot' });
  await ask.getByRole('checkbox', { name: 'Mask personal data (recommended)' }).uncheck();
  await ask.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Record with personal data?' });
  await expect(confirm).toContainText('names, e-mail addresses, profile links');
  await confirm.getByRole('button', { name: 'Back' }).click();
  await expect(ask.getByRole('button', { name: 'Continue' })).toBeVisible();
  await ask.getByRole('button', { name: 'Continue' }).click();
  const download = page.waitForEvent('download');
  await confirm.getByRole('button', { name: 'Record with personal data' }).click();
  const path = testInfo.outputPath('unredacted.json');
  await (await download).saveAs(path);
  const snapshot = JSON.parse(await readFile(path, 'utf8')) as { redacted: boolean };
  expect(snapshot.redacted).toBe(false);
  const text = JSON.stringify(snapshot);
  expect(text).toContain('Alex Morgan');
  const token = await page.evaluate(() => localStorage.getItem('reachly.token'));
  expect(token).toBeTruthy();
  expect(text).not.toContain(token!);
});

test('?snapshot= from another site is refused before anything is fetched', async ({ page }) => {
  const fetched: string[] = [];
  await page.route('https://evil.example/**', (route) => {
    fetched.push(route.request().url());
    return route.fulfill({ body: '{}', contentType: 'application/json' });
  });
  for (const address of ['https://evil.example/s.json', '//evil.example/s.json']) {
    await page.goto(`/?snapshot=${encodeURIComponent(address)}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This file cannot be replayed');
    await expect(alert).toContainText('snapshots are loaded only from this site');
  }
  expect(fetched).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
});

test("replay keeps to its own storage: the support person's token and drafts stay as they were", async ({
  page,
  context,
}, testInfo) => {
  await openScenario(page, 'default');
  await go(page, 'Messenger', 'Messenger');
  await conversations(page).first().getByRole('button').first().click();
  await expect(messages(page).first()).toBeVisible();
  const file = await recordFromMenu(page, testInfo.outputPath('snapshot.json'));
  const own = await page.evaluate(() => localStorage.getItem('reachly.token'));
  expect(own).toBeTruthy();

  await page.goto('/?replay');
  await page.getByLabel('Snapshot file', { exact: true }).setInputFiles(file);
  await go(page, 'Messenger', 'Messenger');
  await conversations(page).first().getByRole('button').first().click();
  await page.getByRole('textbox', { name: 'Enter a message' }).fill('typed while replaying');
  await expect(page.getByRole('status', { name: 'Replay' })).toBeVisible();

  // Another tab of the same site sees the person's own storage, untouched.
  const other = await context.newPage();
  await other.goto('/favicon.png');
  const stored = await other.evaluate(() => ({
    token: localStorage.getItem('reachly.token'),
    values: Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? ''),
  }));
  expect(stored.token).toBe(own);
  expect(stored.values.some((v) => v.includes('typed while replaying'))).toBe(false);
});
