import { expect, test, type Page } from './test';
import { openScenario } from './helpers';

// Drafts and the end of a session (issue 49 items 6 and 9): an expired session keeps the
// account's drafts for its next sign-in, a logout names them before deleting them, and a logout
// reaches every tab of the app.

const DEMO = { email: 'alex.morgan@example.com', password: 'Passw0rd!' };
const MESSAGE = 'Thanks for the intro, could we talk on Thursday?';
const NOTE = 'Met at the Berlin meetup, prefers calls after 4pm';

const items = (page: Page) => page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
const composer = (page: Page) => page.getByRole('textbox', { name: 'Enter a message' });
const notes = (page: Page) => page.getByRole('textbox', { name: 'Notes' });

/** Opens the messenger's second conversation and types a message and a profile note there; returns its name. */
async function typeDrafts(page: Page): Promise<string> {
  await openScenario(page, 'default', '/messenger');
  await expect(page.getByRole('heading', { name: 'Messenger', level: 1 })).toBeVisible();
  const item = items(page).nth(1);
  const name = (await item.getByRole('button').innerText()).trim();
  await item.getByRole('button', { name, exact: true }).click();
  await composer(page).fill(MESSAGE);
  await notes(page).fill(NOTE);
  return name;
}

async function logIn(page: Page) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('reachly.draft.')));

test('a composer message and a profile note survive an expired session and the same sign-in', async ({
  page,
}) => {
  const name = await typeDrafts(page);

  // The simulated server forgets the token; the next conversation list answers 401.
  await page.getByRole('button', { name: 'Open QA panel' }).click();
  const panel = page.getByRole('region', { name: 'QA panel' });
  await panel.getByRole('button', { name: 'Expire session' }).click();
  await panel.getByRole('button', { name: 'Close QA panel' }).click();
  await page.getByRole('textbox', { name: 'Search conversations' }).fill('a');
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page);
  await page.getByRole('link', { name: 'Messenger' }).click();
  await items(page).getByRole('button', { name, exact: true }).click();
  await expect(composer(page)).toHaveValue(MESSAGE);
  await expect(notes(page)).toHaveValue(NOTE);
});

test('logout with unsent drafts names them and deletes them only when confirmed', async ({ page }) => {
  const name = await typeDrafts(page);

  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your unsent drafts?' });
  await expect(dialog).toContainText('Logging out deletes these 2 drafts from this browser');
  const listed = dialog.getByRole('list', { name: 'Unsent drafts' }).getByRole('listitem');
  await expect(listed).toHaveCount(2);
  const about = `(conversation with ${name})`;
  await expect(listed.filter({ hasText: `Message in Messenger ${about}: “${MESSAGE}”` })).toHaveCount(1);
  await expect(listed.filter({ hasText: `Profile notes in Messenger ${about}: “${NOTE}”` })).toHaveCount(1);

  // Staying keeps everything as it was.
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  await expect(composer(page)).toHaveValue(MESSAGE);
  expect(await draftKeys(page)).toHaveLength(2);

  await page.getByRole('button', { name: 'Logout' }).click();
  await dialog.getByRole('button', { name: 'Delete drafts and log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await draftKeys(page)).toEqual([]);
});

test('logout without drafts asks nothing', async ({ page }) => {
  await openScenario(page, 'default', '/');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a second tab of the app is signed out when the first logs out', async ({ page, context }) => {
  await openScenario(page, 'default', '/');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/campaigns');
  await expect(second.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await expect(second).toHaveURL(/\/login$/);
  await expect(second.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});
