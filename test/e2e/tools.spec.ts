import { expect, test } from './test';
import { chooseOption, openScenario } from './helpers';

test('Tools: the Uninviter runs and stops; the panels collapse and open', async ({ page }) => {
  await openScenario(page, 'default', '/tools');
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  const uninviter = page.getByRole('button', { name: 'Uninviter' });
  await expect(uninviter).toHaveAttribute('aria-expanded', 'true');

  const banner = page.getByRole('status', { name: 'Withdrawal status' });
  await expect(banner).toContainText('Pending invitations: 137');
  await page.getByRole('textbox', { name: 'Withdraw invitations older than (days)' }).fill('7');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(banner).toContainText('Withdrawing invitations older than 7 days…');
  await expect(banner).toContainText(/Withdrawn: [1-9]/);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(banner).toContainText(/invitations withdrawn before stopping/);

  await uninviter.click();
  await expect(uninviter).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
});

test('Tools: Connections sync needs a date with the threshold on, then saves with Done', async ({ page }) => {
  await openScenario(page, 'default', '/tools');
  const sync = page.getByRole('button', { name: 'Connections sync' });
  await sync.click();
  await expect(sync).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('switch', { name: 'Only connections made after a date' }).check();
  await page.getByRole('button', { name: 'Save sync options' }).click();
  await expect(page.getByText('Choose the date to sync connections from')).toBeVisible();
  await page.getByLabel('Connected after').fill('2026-03-01');
  await page.getByRole('button', { name: 'Save sync options' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done$/ })).toBeVisible();
});

test('Tools: Connections sync opens again with the options saved, not the defaults', async ({ page }) => {
  await openScenario(page, 'default', '/tools');
  await page.getByRole('button', { name: 'Connections sync' }).click();
  await page.getByRole('switch', { name: 'Only connections made after a date' }).check();
  await page.getByLabel('Connected after').fill('2026-03-01');
  await chooseOption(page, page.getByRole('combobox', { name: 'Schedule' }), 'Every month');
  await page.getByRole('button', { name: 'Save sync options' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done$/ })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'CRM' }).click();
  await expect(page.getByRole('heading', { name: 'CRM', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Connections sync' }).click();
  await expect(page.getByLabel('Connected after')).toHaveValue('2026-03-01');
  await expect(page.getByRole('switch', { name: 'Only connections made after a date' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Schedule' })).toHaveText('Every month');
});
