import { expect, test } from './test';
import { openScenario } from './helpers';

test('while the extension pulls connections, the CRM and the messenger say so', async ({ page }) => {
  await openScenario(page, 'connections-loading', '/crm');
  await expect(page.getByText('Please, wait until load your connections')).toBeVisible();
  await page.goto('/messenger');
  await expect(page.getByText('Please wait, we are retrieving data from the LinkedIn')).toBeVisible();
  await expect(page.getByText('It may take a few minutes')).toBeVisible();
});
