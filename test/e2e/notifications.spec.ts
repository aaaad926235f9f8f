import { expect, test, type Page } from './test';
import { openScenario } from './helpers';

// Spec 000 §3 "Notifications and alerts": the top bar's bell counts the replies and new
// connections since the last "Mark all as read"; the point is stored per account (localStorage).

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation', exact: true });

/** Stops the campaigns whose people answer on their own (the simulated runner), so only our reply is new. */
async function quietCampaigns(page: Page) {
  await page.goto('/campaigns');
  for (const name of ['Founders in Berlin', 'SaaS CTOs follow-up']) {
    const toggle = page.getByRole('switch', { name: `${name} on/off` });
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByRole('row').filter({ has: toggle })).not.toHaveAttribute('aria-busy', 'true');
  }
}

async function markAllRead(page: Page) {
  await bell(page).click();
  await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel(page).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(panel(page).getByText('New', { exact: true })).toHaveCount(0);
  await expect(panel(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
}

test('a reply raises the count live, its entry opens the conversation, Mark all as read lasts over a reload', async ({
  page,
}) => {
  await openScenario(page, 'default');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Nothing read yet: the last 30 days hold more new entries than the list's 50.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 50+ new');
  await expect(bell(page)).toHaveText('50+');

  await quietCampaigns(page);
  await markAllRead(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // Write to someone: the simulated contact answers after 4 s, pushed on the port.
  await page.goto('/messenger');
  const name = (await conversations(page).nth(2).getByRole('button').innerText()).trim();
  await conversations(page).nth(2).getByRole('button', { name, exact: true }).click();
  await page.getByRole('textbox', { name: 'Enter a message' }).fill('Shall we talk on Friday?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 new', { timeout: 10_000 });
  const sentTo = new URL(page.url()).searchParams.get('c');

  // Leave the conversation, then come back to it through the bell.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await bell(page).click();
  const entries = panel(page).getByRole('link');
  await expect(entries.first()).toHaveAccessibleName(/^New Reply from \S+ /);
  // Older entries are there too, no longer new: a connection links to the person's LinkedIn profile.
  const connection = panel(page)
    .getByRole('link', { name: /^New connection: \S+ / })
    .first();
  await expect(connection).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/in\/[^/]+\/$/);
  await expect(connection).toHaveAttribute('target', '_blank');
  await entries.first().click();
  await expect(panel(page)).toBeHidden();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/messenger' && url.searchParams.get('c') === sentTo,
  );
  await expect(conversation(page).getByRole('link', { name, exact: true })).toBeVisible();
  // Opening an entry is not marking it read.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 new');

  await markAllRead(page);
  await page.reload();
  await expect(conversation(page).getByRole('link', { name, exact: true })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('Show notifications off hides the count; the list stays reachable by keyboard', async ({ page }) => {
  await openScenario(page, 'default', '/settings');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 50+ new');
  await page.getByRole('switch', { name: 'Show notifications' }).uncheck();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings updated' })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(bell(page)).toHaveText('');

  await bell(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('button', { name: 'Mark all as read' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();
});
