import { expect, test, type Page } from './test';
import { chooseOption, openScenario } from './helpers';

// Campaign detail and its queue (spec 001 "Campaign detail", sections 4, 5 and 8).

const queue = (page: Page) => page.getByRole('table', { name: 'Queue' });
const bodyRows = (page: Page) => queue(page).locator('tbody tr:not([aria-hidden])');
/** The value of one of the counts shown above the queue (a dt/dd pair). */
const count = (page: Page, label: string) =>
  page.locator(`dl[aria-label="Counts"] dt:text-is("${label}") + dd`);
const paging = (page: Page) => page.getByText(/^\d[\d,]*–\d[\d,]* of [\d,]+$/);

async function openDetail(page: Page, id = 1) {
  await openScenario(page, 'default', `/campaign-manager/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The QA panel's button sits over the pager's right end in preview builds: use the keyboard. */
async function nextPage(page: Page) {
  await page.getByRole('button', { name: 'Go to next page' }).focus();
  await page.keyboard.press('Enter');
}

async function pickCsv(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test(
  'opens from the list: name, dates, counts, status names, sanitised reasons',
  { tag: '@clocks' },
  async ({ page }) => {
    await openScenario(page, 'default', '/campaigns');
    await page.getByRole('link', { name: 'View Founders in Berlin' }).click();
    await expect(page).toHaveURL(/\/campaign-manager\/1$/);
    await expect(page.getByRole('heading', { name: 'Founders in Berlin', level: 1 })).toBeVisible();
    await expect(page.getByText(/Created \d{2}, [A-Z][a-z]{2} \d{4}/)).toBeVisible();
    await expect(page.getByText(/Last updated \d{2}, [A-Z][a-z]{2} \d{4}/)).toBeVisible();
    await expect(count(page, 'Total results')).toHaveText('1,200');
    await expect(paging(page)).toHaveText('1–10 of 1,200');

    // The first page holds one item of each status code 0-6.
    for (const name of ['In Queue', 'Success', 'Skipped', 'Failed', 'Connected', 'Replied', 'Viewed back']) {
      await expect(queue(page).getByText(name, { exact: true }).first()).toBeVisible();
    }
    // status_reason is HTML: formatting stays, scripts and handlers do not.
    await expect(queue(page).locator('i', { hasText: 'weekly invitation limit' })).toBeVisible();
    const hostile = queue(page).getByRole('cell', { name: /profile blocked/ });
    await expect(hostile).toBeVisible();
    await expect(hostile.locator('b')).toHaveText('blocked');
    await expect(queue(page).locator('script, img, [onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    await page.getByRole('button', { name: 'Back to campaigns' }).click();
    await expect(page).toHaveURL(/\/campaigns$/);
  },
);

test('a 1,000-row page is virtualised, scrolls to its last row, and pages on', async ({ page }) => {
  await openDetail(page);
  const rowsPerPage = page.getByRole('combobox', { name: /Rows per page/ });
  await expect(rowsPerPage.getByRole('option')).toHaveText(['10', '50', '100', '250', '1000']);
  await chooseOption(page, rowsPerPage, '1000');
  await expect(paging(page)).toHaveText('1–1,000 of 1,200');
  const mounted = await bodyRows(page).count();
  expect(mounted).toBeGreaterThan(5);
  expect(mounted).toBeLessThan(60); // only the rows in view (and a few) are in the DOM

  // Scroll the whole page and time the frames while doing so.
  const frames = await page.getByTestId('queue-scroll').evaluate(async (el) => {
    const times: number[] = [];
    let last = performance.now();
    for (let i = 0; i < 60; i++) {
      el.scrollTop += 900;
      await new Promise(requestAnimationFrame);
      const now = performance.now();
      times.push(now - last);
      last = now;
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] };
  });
  console.log(
    `queue scroll, 1,000-row page: median frame ${frames.median?.toFixed(1)} ms, p95 ${frames.p95?.toFixed(1)} ms`,
  );
  await expect(bodyRows(page).last()).toBeVisible();
  expect(await bodyRows(page).count()).toBeLessThan(60);

  await nextPage(page);
  await expect(paging(page)).toHaveText('1,001–1,200 of 1,200');
});

test('search, reset failed and remove a queue item', { tag: ['@clocks', '@both'] }, async ({ page }) => {
  await openDetail(page);
  const firstName = (await bodyRows(page).nth(1).getByRole('cell').nth(1).innerText()).trim();
  await page.getByRole('textbox', { name: 'Search the queue' }).fill(firstName);
  await expect(bodyRows(page).first()).toContainText(firstName);
  await page.getByRole('textbox', { name: 'Search the queue' }).fill('zzz-nobody');
  await expect(page.getByText('No members match "zzz-nobody"')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search the queue' }).fill('');

  const failed = Number((await count(page, 'Failed').innerText()).replace(/,/g, ''));
  expect(failed).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Reset failed' }).click();
  // The runner may fail one more item meanwhile; the message names what was reset.
  await expect(page.getByRole('status').filter({ hasText: /^\d+ items reset$/ })).toHaveText(
    new RegExp(`^(${failed}|${failed + 1}) items reset$`),
  );
  await expect(count(page, 'Failed')).toHaveText(/^[01]$/);

  const victim = bodyRows(page).nth(2);
  const name = (await victim.getByRole('cell').nth(1).innerText()).trim();
  const total = await paging(page).innerText();
  page.once('dialog', (d) => {
    expect(d.message()).toBe(`Are you sure to remove "${name}" ?`);
    void d.accept();
  });
  await victim.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(queue(page).getByRole('cell', { name, exact: true })).toHaveCount(0);
  await expect(paging(page)).not.toHaveText(total);
});

test('CSV import: good file, missing columns, bad rows listed and the good ones imported, unparsable file', async ({
  page,
}) => {
  await openDetail(page, 3);
  const inQueue = async () => Number((await count(page, 'In Queue').innerText()).replace(/,/g, ''));

  await pickCsv(page, 'bad-columns.csv', 'name,email\nAda,ada@example.com\n');
  await expect(page.getByRole('alert')).toHaveText(/^CSV cannot be imported - format invalid/);

  const beforeBadRows = await inQueue();
  await pickCsv(
    page,
    'bad-rows.csv',
    'id,status,firstName,lastName\n9101,0,Good,Row\n9102,9,Bad,Status\n9103,x,Bad,Id\n',
  );
  const review = page.getByRole('dialog', { name: 'Some rows cannot be imported' });
  await expect(review).toContainText(
    'bad-rows.csv: 2 of 3 rows cannot be imported. 1 good rows can be imported.',
  );
  await expect(
    review.getByRole('list', { name: 'Rows that cannot be imported' }).getByRole('listitem'),
  ).toHaveText(['Line 3: status must be between 0 and 6', 'Line 4: status must be a whole number']);
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(review).toBeHidden();
  await expect(queue(page).getByText('Good Row')).toHaveCount(0);

  await pickCsv(
    page,
    'bad-rows.csv',
    'id,status,firstName,lastName\n9101,0,Good,Row\n9102,9,Bad,Status\n9103,x,Bad,Id\n',
  );
  await review.getByRole('button', { name: 'Import 1 good rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'CSV imported successfully!' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('2 invalid rows were left out.');
  await expect.poll(inQueue).toBe(beforeBadRows + 1);

  await pickCsv(page, 'broken.csv', 'id,status\n1,"0\n');
  await expect(page.getByRole('alert')).toContainText('Error parsing csv: ');

  const before = await inQueue();
  await pickCsv(
    page,
    'members.csv',
    'id,status,firstName,lastName\n9001,0,Imported,Person\n9002,0,Second,Import\n',
  );
  await expect(page.getByRole('status').filter({ hasText: 'CSV imported successfully!' })).toBeVisible();
  await expect.poll(inQueue).toBe(before + 2);
  await page.getByRole('textbox', { name: 'Search the queue' }).fill('Imported Person');
  await expect(queue(page).getByRole('cell', { name: 'Imported Person', exact: true })).toBeVisible();
});

test('CSV import: a file over 100,000 rows is refused with a clear message and nothing is sent', async ({
  page,
}) => {
  await openDetail(page, 3);
  const before = await count(page, 'In Queue').innerText();
  const rows = Array.from({ length: 100_001 }, (_, i) => `${500_000 + i},0`).join('\n');
  await pickCsv(page, 'too-big.csv', `id,status\n${rows}\n`);
  await expect(page.getByRole('alert')).toHaveText(
    'CSV cannot be imported: the file has more than 100,000 rows. Split it into files of at most 100,000 rows.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(count(page, 'In Queue')).toHaveText(before);
});

test('profile editor: validation and "Profile updated"', async ({ page }) => {
  await openDetail(page, 3);
  const target = bodyRows(page).first();
  const name = (await target.getByRole('cell').nth(1).innerText()).trim();
  await target.getByRole('button', { name: `Edit profile of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Renamed');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Member');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(queue(page).getByRole('cell', { name: 'Renamed Member', exact: true })).toBeVisible();
});

test(
  'the queue moves on its own while the campaign runs (2 s poll)',
  { tag: '@clocks' },
  async ({ page }) => {
    test.slow();
    await openDetail(page, 1);
    const first = bodyRows(page).first();
    await expect(first.getByText('In Queue', { exact: true })).toBeVisible();
    const doneTotal = Number((await count(page, 'Done total').innerText()).replace(/,/g, ''));
    // The runner processes the first In Queue item on its next step (every 4 s).
    await expect(first.getByText('In Queue', { exact: true })).toHaveCount(0, { timeout: 20_000 });
    await expect
      .poll(async () => Number((await count(page, 'Done total').innerText()).replace(/,/g, '')))
      .toBeGreaterThan(doneTotal);
  },
);

test('an id that does not exist, or is not a number, shows a not-found page', async ({ page }) => {
  await openScenario(page, 'default', '/campaign-manager/999');
  await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
  await expect(page.getByText('There is no campaign with id 999.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to campaigns' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await page.goto('/campaign-manager/abc');
  await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
});

test('big scenario: the 100,000-item queue pages quickly', async ({ page }) => {
  test.slow();
  await openScenario(page, 'big', '/campaign-manager/1');
  await expect(page.getByRole('heading', { name: 'Founders in Berlin', level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await expect(paging(page)).toHaveText('1–10 of 100,000');
  await chooseOption(page, page.getByRole('combobox', { name: /Rows per page/ }), '1000');
  await expect(paging(page)).toHaveText('1–1,000 of 100,000');
  await nextPage(page);
  await expect(paging(page)).toHaveText('1,001–2,000 of 100,000');
  expect(await bodyRows(page).count()).toBeLessThan(60);
});
