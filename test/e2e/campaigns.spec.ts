import { expect, test, type Locator, type Page } from './test';
import { openScenario, setQaFaults } from './helpers';

// Campaign manager list (spec 001 "Campaign manager list", sections 4 and 7) on the simulated extension.

const table = (page: Page) => page.getByRole('table', { name: /campaigns/ });
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });
const names = async (page: Page) =>
  (await table(page).locator('tbody tr td:nth-child(2) > :first-child').allInnerTexts()).map((t) => t.trim());
const counters = (r: Locator) => r.getByText(/^\d[\d,]* \/ \d[\d,]* \/ \d[\d,]*$/);

async function openList(page: Page) {
  await openScenario(page, 'default', '/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await expect(row(page, 'Founders in Berlin')).toBeVisible();
}

async function action(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test(
  'tabs with counts, default sort by last run, module names, status tags and links',
  { tag: '@clocks' },
  async ({ page }) => {
    await openList(page);
    await expect(page.getByRole('tab', { name: 'Active (7)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Completed (2)' })).toBeVisible();
    await expect(page.getByPlaceholder('Search campaigns')).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Campaign' })).toHaveAttribute(
      'href',
      '/campaign-editor',
    );

    // Last run, newest first; campaigns that never ran last.
    const shown = await names(page);
    expect(shown.slice(-2).sort()).toEqual(['Engage with partner posts', 'Join growth groups']);

    const founders = row(page, 'Founders in Berlin');
    await expect(founders.getByRole('cell').nth(2)).toHaveText('Grow your Network');
    await expect(founders.getByText('Running', { exact: true })).toBeVisible();
    await expect(counters(founders)).toBeVisible();
    await expect(founders.getByRole('cell').nth(4)).toHaveText(/^\d{2} [A-Z][a-z]{2}, \d{2}:\d{2} (AM|PM)$/);
    await expect(founders.getByRole('link', { name: 'Founders in Berlin', exact: true })).toHaveAttribute(
      'href',
      '/campaign-manager/1',
    );
    await expect(founders.getByRole('link', { name: 'View Founders in Berlin' })).toHaveAttribute(
      'href',
      '/campaign-manager/1',
    );

    const engage = row(page, 'Engage with partner posts');
    await expect(engage.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(counters(engage)).toHaveCount(0);
    await expect(engage.getByRole('cell').nth(2)).toHaveText('Auto like, share, and comment');

    // joinGroups: the name is plain text and there is no View button.
    const groups = row(page, 'Join growth groups');
    await expect(groups.getByRole('link')).toHaveCount(0);
    await expect(groups.getByText('Join Groups')).toBeVisible();

    // The info message under the name.
    await expect(row(page, 'Recruiters warm-up views')).toContainText(
      'Stopped: the LinkedIn session expired.',
    );

    // The counters' tooltip points to the queue table.
    await counters(founders).hover();
    await expect(page.getByRole('tooltip')).toContainText(
      'may not match the total results when profiles are skipped or failed',
    );

    await page.getByRole('tab', { name: 'Completed (2)' }).click();
    await expect(row(page, 'Q3 webinar invites').getByText('Completed', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Actions for Q3 webinar invites' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Mark as complete' })).toHaveCount(0);
  },
);

test('search, sort by name and last run, and client-side paging', async ({ page }) => {
  await openList(page);
  await page.getByRole('textbox', { name: 'Search campaigns' }).fill('saas');
  await expect(page.getByRole('tab', { name: 'Active (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Completed (0)' })).toBeVisible();
  expect(await names(page)).toEqual(['SaaS CTOs follow-up']);
  await page.getByRole('textbox', { name: 'Search campaigns' }).fill('no such campaign');
  await expect(page.getByText('No campaigns match "no such campaign"')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search campaigns' }).fill('');

  await page.getByRole('button', { name: 'Name' }).click();
  const ascending = await names(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
  await page.getByRole('button', { name: 'Name' }).click();
  expect(await names(page)).toEqual([...ascending].reverse());

  // Four copies make 11 active campaigns: two pages of 10.
  for (let i = 0; i < 4; i++) {
    await action(page, 'Engage with partner posts', 'Duplicate');
    await expect(page.getByRole('tab', { name: `Active (${8 + i})` })).toBeVisible();
  }
  await expect(page.getByText('Engage with partner posts (copy)')).toHaveCount(4);
  await expect(table(page).locator('tbody tr')).toHaveCount(10);
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
  await expect(table(page).locator('tbody tr')).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Go to page 2' })).toHaveCount(0);
});

test(
  'the switch starts and stops campaigns, and a running campaign’s counters move',
  { tag: '@clocks' },
  async ({ page }) => {
    test.slow();
    await openList(page);
    const thanks = row(page, 'Thank new connections');
    const before = (await counters(thanks).innerText()).trim();
    const [doneToday] = before.split(' / ').map((n) => Number(n.replace(/,/g, '')));

    await page.getByRole('switch', { name: 'Thank new connections on/off' }).click();
    await expect(page.getByRole('switch', { name: 'Thank new connections on/off' })).toBeChecked();
    await expect(thanks.getByText('Running', { exact: true })).toBeVisible();
    // The runner takes a step every 4 s and the list polls every 3 s.
    await expect(async () => {
      const now = Number((await counters(thanks).innerText()).split(' / ')[0]);
      expect(now).toBeGreaterThan(doneToday!);
    }).toPass({ timeout: 20_000 });

    await page.getByRole('switch', { name: 'Thank new connections on/off' }).click();
    await expect(thanks.getByText('Stopped', { exact: true })).toBeVisible();
    await expect(thanks).not.toHaveAttribute('aria-busy', 'true'); // the extension has answered
    await page.reload();
    await expect(row(page, 'Thank new connections').getByText('Stopped', { exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Thank new connections on/off' })).not.toBeChecked();
  },
);

test(
  'mark as complete, duplicate, reset with confirmation, delete with confirmation',
  { tag: '@both' },
  async ({ page }) => {
    await openList(page);

    await action(page, 'Marketing leaders', 'Mark as complete');
    await expect(page.getByRole('tab', { name: 'Completed (3)' })).toBeVisible();
    await expect(row(page, 'Marketing leaders')).toHaveCount(0);

    await action(page, 'SaaS CTOs follow-up', 'Duplicate');
    const copy = row(page, 'SaaS CTOs follow-up (copy)');
    await expect(copy.getByText('Inactive', { exact: true })).toBeVisible();

    // Reset: the browser confirmation names the campaign; dismissing keeps the data.
    const founders = row(page, 'Founders in Berlin');
    const messages: string[] = [];
    page.once('dialog', (d) => {
      messages.push(d.message());
      void d.dismiss();
    });
    await action(page, 'Founders in Berlin', 'Reset data');
    await expect.poll(() => messages).toEqual(['Are you sure to reset "Founders in Berlin" ?']);
    await expect(counters(founders)).not.toHaveText(/^0 \/ 0 \//);
    page.once('dialog', (d) => void d.accept());
    await action(page, 'Founders in Berlin', 'Reset data');
    await expect(counters(founders)).toHaveText(/^\d \/ \d \/ 1,200$/); // reset, then perhaps a runner step or two

    page.once('dialog', (d) => {
      messages.push(d.message());
      void d.accept();
    });
    await action(page, 'SaaS CTOs follow-up (copy)', 'Delete');
    await expect(row(page, 'SaaS CTOs follow-up (copy)')).toHaveCount(0);
    expect(messages[1]).toBe('Are you sure to remove "SaaS CTOs follow-up (copy)" ?');
    await expect(page.getByText('Deleted "SaaS CTOs follow-up (copy)"')).toBeVisible();
    await page.reload();
    await expect(row(page, 'Founders in Berlin')).toBeVisible();
    await expect(row(page, 'SaaS CTOs follow-up (copy)')).toHaveCount(0);
  },
);

test('editing a running campaign asks to pause it, then stops it and opens the editor', async ({ page }) => {
  await openList(page);
  await action(page, 'SaaS CTOs follow-up', 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Campaign will be paused' });
  await expect(dialog).toContainText(
    'Editing a Campaign will put it on pause until further activation. Are you sure?',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'SaaS CTOs follow-up').getByText('Running', { exact: true })).toBeVisible();

  await action(page, 'SaaS CTOs follow-up', 'Edit');
  await page
    .getByRole('dialog', { name: 'Campaign will be paused' })
    .getByRole('button', { name: 'Pause Campaign to Edit' })
    .click();
  await expect(page).toHaveURL(/\/campaign-editor\/2$/);
  await page.goto('/campaigns');
  await expect(row(page, 'SaaS CTOs follow-up').getByText('Stopped', { exact: true })).toBeVisible();

  // A campaign that is not running opens the editor at once.
  await action(page, 'Engage with partner posts', 'Edit');
  await expect(page).toHaveURL(/\/campaign-editor\/4$/);
});

test('a failed action rolls back with a clear message', async ({ page }) => {
  await openList(page);
  // Every further call fails from now on (the QA faults), so the optimistic stop must be undone.
  await setQaFaults(page, 'error:1');
  const panel = page.getByRole('region', { name: 'QA panel' });
  // Closed, the panel gives the keyboard back to the button that opened it.
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open QA panel' })).toBeFocused();

  await page.getByRole('switch', { name: 'Founders in Berlin on/off' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not stop' })).toContainText(
    'Could not stop "Founders in Berlin"',
  );
  await expect(page.getByRole('switch', { name: 'Founders in Berlin on/off' })).toBeChecked();
  await expect(row(page, 'Founders in Berlin').getByText('Running', { exact: true })).toBeVisible();
});

test(
  "'Last run' reads 'DD MMM, hh:mm A' in the wide view and 'MMM DD, hh:mm A' in the compact one",
  { tag: '@clocks' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openList(page);
    const lastRun = row(page, 'Founders in Berlin').getByRole('cell').nth(4);
    await expect(lastRun).toHaveText(/^\d{2} [A-Z][a-z]{2}, \d{2}:\d{2} (AM|PM)$/);
    const [, day, month, time] = /^(\d{2}) ([A-Z][a-z]{2}), (.+)$/.exec(await lastRun.innerText())!;
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(lastRun).toHaveText(`${month} ${day}, ${time}`);
  },
);
