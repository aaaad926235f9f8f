import { expect, test, type Page } from './test';
import { expectAccessibleDialog, expectNoSeriousViolations } from './a11yAxe';
import { openScenario, sidewaysScroll } from './helpers';
import { SCREENS } from './screens';

// Issue 14: axe (WCAG 2.1 A and AA) finds no serious or critical violation on any screen of
// src/app/routes.tsx or in any dialog. See docs/accessibility.md.

async function openScreen(page: Page, scenario: string, path: string, heading: string | RegExp) {
  await openScenario(page, scenario, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Screens load in steps: the check runs on what a person sees once the spinners are gone.
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe('every screen', () => {
  for (const { scenario, path, heading } of SCREENS) {
    test(`${path} (${scenario})`, async ({ page }) => {
      await openScreen(page, scenario, path, heading);
      await expectNoSeriousViolations(page);
      // Nothing reaches past the window's right edge (WCAG 1.4.10): the page never scrolls sideways.
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  }

  test('at 320 px wide (WCAG 1.4.10 reflow) no signed-in screen scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const { scenario, path, heading } of SCREENS.filter((s) => s.scenario === 'default')) {
      await openScreen(page, scenario, path, heading);
      // Tab rows, segmented buttons and tables scroll inside their own box; long words break.
      expect(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
    }
  });

  test('the compact side menu, its More menu, the account menu and the notifications', async ({ page }) => {
    await openScreen(page, 'default', '/', 'Dashboard');
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitem', { name: 'Subscriptions' })).toBeVisible();
    await expectNoSeriousViolations(page, '[role="menu"]');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Record snapshot' })).toBeVisible();
    await expectNoSeriousViolations(page, '[role="menu"]');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(dialog(page, 'Notifications').getByRole('link').first()).toBeVisible();
    await expectAccessibleDialog(page);
  });
});

test.describe('shell dialogs', () => {
  test('Unable to establish connection', async ({ page }) => {
    test.slow(); // ten tries, one second apart
    await openScenario(page, 'no-extension');
    await expect(dialog(page, 'Unable to establish connection')).toBeVisible({ timeout: 30_000 });
    await expectAccessibleDialog(page);
  });

  test('Please update the extension', async ({ page }) => {
    await openScenario(page, 'old-extension');
    await expect(dialog(page, 'Please update the extension')).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('Update notification', async ({ page }) => {
    await openScenario(page, 'update-notice');
    await expect(dialog(page, 'Update notification')).toContainText('Version 3.8');
    await expectAccessibleDialog(page);
  });

  test('the support snapshot dialog and its personal-data confirmation', async ({ page }) => {
    await openScreen(page, 'default', '/', 'Dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Record snapshot' }).click();
    const ask = dialog(page, 'Record a support snapshot');
    await expect(ask).toBeVisible();
    await expectAccessibleDialog(page);
    await ask.getByRole('checkbox', { name: 'Mask personal data (recommended)' }).uncheck();
    await ask.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog(page, 'Record with personal data?')).toBeVisible();
    await expectAccessibleDialog(page);
  });
});

test.describe('screen dialogs', () => {
  test('dashboard: tutorial video, cancel subscription and its result', async ({ page }) => {
    await openScreen(page, 'default', '/', 'Dashboard');
    await page.getByRole('button', { name: 'Watch tutorial' }).click();
    await expect(dialog(page, 'Tutorial video')).toBeVisible();
    await expectAccessibleDialog(page);
    await dialog(page, 'Tutorial video').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const plan = page.getByRole('region', { name: 'Active plan' });
    await plan.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(dialog(page, 'Cancel subscription')).toBeVisible();
    await expectAccessibleDialog(page);
    await dialog(page, 'Cancel subscription').getByRole('button', { name: 'Yes' }).click();
    await expect(dialog(page, 'Subscription cancelled')).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('dashboard: payment returns (cancelled, not recognised)', async ({ page }) => {
    await openScreen(page, 'default', '/', 'Dashboard');
    await page.goto(
      '/?gateway=airwallex&payment=cancel&productId=awx_prod_starter&priceId=awx_price_starter&p=Starter',
    );
    await expect(dialog(page, 'Payment Cancelled')).toBeVisible();
    await expectAccessibleDialog(page);
    await page.goto(
      '/?gateway=airwallex&payment=success&productId=awx_prod_starter&priceId=awx_price_starter&p=Starter',
    );
    await expect(dialog(page, 'Payment link not recognised')).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('subscriptions: change plan, then the purchase dialog after checkout', async ({ page }) => {
    await openScreen(page, 'default', '/subscriptions', 'Subscription');
    const starter = page
      .getByRole('region', { name: 'Plans' })
      .getByRole('article', { name: 'Starter', exact: true });
    await starter.getByRole('button', { name: /Subscribe/ }).click();
    await expect(dialog(page, 'Change plan')).toBeVisible();
    await expectAccessibleDialog(page);
    await dialog(page, 'Change plan').getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(dialog(page, 'Thank you for your purchase!')).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('campaigns: pause before editing', async ({ page }) => {
    await openScreen(page, 'default', '/campaigns', 'Campaigns');
    await page.getByRole('button', { name: 'Actions for SaaS CTOs follow-up', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expectNoSeriousViolations(page, '[role="menu"]');
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(dialog(page, 'Campaign will be paused')).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('campaign detail: CSV review and profile editor', async ({ page }) => {
    await openScreen(page, 'default', '/campaign-manager/3', /./);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'bad-rows.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('id,status,firstName,lastName\n9101,0,Good,Row\n9102,9,Bad,Status\n'),
    });
    const review = dialog(page, 'Some rows cannot be imported');
    await expect(review).toBeVisible();
    await expectAccessibleDialog(page);
    await review.getByRole('button', { name: 'Cancel' }).click();
    await expect(review).toBeHidden();

    await page
      .getByRole('table', { name: 'Queue' })
      .getByRole('button', { name: /^Edit profile of / })
      .first()
      .click();
    await expect(dialog(page, 'Edit profile')).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('campaign editor: tutorial', async ({ page }) => {
    await openScreen(page, 'default', '/campaign-editor', /campaign/i);
    await page.getByRole('button', { name: 'Tutorial' }).click();
    await expect(dialog(page, 'How to create a campaign')).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('the plan upgrade dialog (a plan without the CRM)', async ({ page }) => {
    await openScenario(page, 'free-plan', '/crm');
    await expect(dialog(page, 'Plan upgrade required')).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('CRM: disconnect, remove connections, tutorial video, a filter list', async ({ page }) => {
    await openScreen(page, 'default', '/crm', 'CRM');
    const contacts = page.getByRole('table', { name: 'Contacts' });
    await contacts
      .getByRole('button', { name: /^Disconnect / })
      .first()
      .click();
    await expect(dialog(page, 'Disconnect')).toBeVisible();
    await expectAccessibleDialog(page);
    await dialog(page, 'Disconnect').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await contacts
      .getByRole('checkbox', { name: /^Select (?!all)/ })
      .first()
      .check();
    await page.getByRole('button', { name: 'Remove connections (1)' }).click();
    await expect(dialog(page, 'Remove connections')).toBeVisible();
    await expectAccessibleDialog(page);
    await dialog(page, 'Remove connections').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Learn how it works' }).click();
    await expect(dialog(page, 'Tutorial video')).toBeVisible();
    await expectAccessibleDialog(page);
    await dialog(page, 'Tutorial video').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The filters are native selects (the browser draws their lists): axe checks the control.
    await expect(page.getByRole('combobox', { name: 'Hidden' })).toBeVisible();
    await expectNoSeriousViolations(page, '#crm-filter-hidden');

    // The bulk-remove progress (one contact every 400 ms: ten take four seconds).
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('button', { name: 'Remove connections (10)' }).click();
    await dialog(page, 'Remove connections').getByRole('button', { name: 'Remove' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Removing connections: removed \d+ of 10/ }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('lists: tags, profile, saved list item and its deletion', async ({ page }) => {
    await openScreen(page, 'default', '/lists', 'Lists');
    const profiles = page.getByRole('table', { name: 'Profiles' });
    await profiles
      .getByRole('checkbox', { name: /^Select (?!all)/ })
      .first()
      .check();
    await page.getByRole('button', { name: 'Apply tags' }).click();
    const tags = dialog(page, 'Apply tags');
    await expect(tags).toBeVisible();
    await expectAccessibleDialog(page);
    await tags.getByRole('combobox', { name: 'Tags' }).click();
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await tags.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove Tags' }).click();
    await expect(dialog(page, 'Remove Tags')).toBeVisible();
    await expectAccessibleDialog(page);
    await dialog(page, 'Remove Tags').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await profiles
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Edit profile: / })).toBeVisible();
    await expectAccessibleDialog(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(dialog(page, 'New item in Canned responses')).toBeVisible();
    await expectAccessibleDialog(page);
    await dialog(page, 'New item in Canned responses').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page
      .getByRole('list', { name: 'Canned responses' })
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await expect(dialog(page, 'Delete item')).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('messenger: canned responses, shortcuts, delete confirmation, tutorial, filters', async ({ page }) => {
    await openScreen(page, 'default', '/messenger', 'Messenger');
    const conversations = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
    await conversations.first().getByRole('button').first().click();
    await page.getByRole('button', { name: 'Canned responses' }).click();
    await expect(dialog(page, 'Canned responses')).toBeVisible();
    await expectAccessibleDialog(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Learn how it works' }).click();
    await expect(dialog(page, 'How the messenger works')).toBeVisible();
    await expectAccessibleDialog(page);
    await dialog(page, 'How the messenger works').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Filter conversations' }).click();
    await expect(page.getByRole('group', { name: 'Conversation filters' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');

    const first = page.getByRole('list', { name: 'Conversations' }).getByRole('checkbox').first();
    await first.check();
    await page.getByRole('button', { name: 'Actions for selected conversations' }).click();
    await expect(page.getByRole('menu')).toBeVisible(); // it loads on its first opening
    await expectNoSeriousViolations(page, '[role="menu"]');
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    await expect(dialog(page, 'Confirm deletion')).toBeVisible();
    await expectAccessibleDialog(page);
    await dialog(page, 'Confirm deletion').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await first.uncheck();

    await page.getByRole('heading', { level: 1, name: 'Messenger' }).click();
    await page.keyboard.press('?');
    await expect(dialog(page, 'Keyboard shortcuts')).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('tools: the progress of a running connections sync', async ({ page }) => {
    await openScreen(page, 'connections-loading', '/tools', 'Tools');
    await page.getByRole('button', { name: 'Connections sync' }).click();
    await expect(page.getByRole('status', { name: 'Sync progress' })).toHaveText(
      /^Syncing connections: \d+ of \d+ connections$/,
    );
    await expectNoSeriousViolations(page);
  });

  test('settings: run script and restore confirmations', async ({ page }) => {
    await openScreen(page, 'default', '/settings', 'Settings');
    await page.getByRole('textbox', { name: 'Script' }).fill('chrome.runtime.id');
    await page.getByRole('button', { name: 'Run script' }).click();
    await expect(dialog(page, 'Run this script?')).toBeVisible();
    await expectAccessibleDialog(page);
    await dialog(page, 'Run this script?').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Backup', exact: true }).click();
    const backup = await (await download).path();
    await page.getByTestId('restore-file').setInputFiles(backup);
    await expect(dialog(page, 'Restore this backup?')).toBeVisible();
    await expectAccessibleDialog(page);
  });
});
