import { expect, type Page } from '@playwright/test';

/** Opens the app on a fresh simulated world of the given scenario. */
export async function openScenario(page: Page, scenario: string, path = '/', extra = ''): Promise<void> {
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${sep}scenario=${scenario}${extra}`);
}

export async function expectDashboardShell(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
