import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test';
import {
  chooseOption,
  expectSlowExtensionAlert,
  openTenRows,
  rowName,
  selectableRows,
  setQaFaults,
} from './helpers';

// Spec 001 "Lists": the profiles table with search, tag filter, tags, edit, hide/unhide and
// download, and the saved lists' item form.

const table = (page: Page) => page.getByRole('table', { name: 'Profiles' });
const bodyRows = (page: Page) => selectableRows(table(page));

const open = (page: Page) => openTenRows(page, '/lists', 'Lists', bodyRows(page));

const rowOf = (page: Page, name: string) =>
  bodyRows(page).filter({ has: page.getByRole('checkbox', { name: `Select ${name}`, exact: true }) });

test('search finds a profile by name and says when nothing matches', { tag: '@both' }, async ({ page }) => {
  await open(page);
  const name = await rowName(bodyRows(page).nth(3));
  await page.getByRole('textbox', { name: 'Search profiles' }).fill(name);
  await expect(rowOf(page, name)).toBeVisible();
  await expect(bodyRows(page).first()).toContainText(name);
  await page.getByRole('textbox', { name: 'Search profiles' }).fill('no such person zzz');
  await expect(page.getByText('No profiles match these filters')).toBeVisible();
  await expect(page.getByText('0–0 of 0')).toBeVisible();
});

test('headline and company are cut at 30 characters, the whole text on hover', async ({ page }) => {
  await open(page);
  const headers = await table(page).getByRole('columnheader').allInnerTexts();
  const headline = headers.findIndex((h) => h.trim() === 'Headline');
  const company = headers.findIndex((h) => h.trim() === 'Company');
  expect(headline).toBeGreaterThan(0);
  expect(company).toBeGreaterThan(0);
  let cut = 0;
  for (let i = 0; i < 10; i++) {
    for (const column of [headline, company]) {
      const cell = bodyRows(page).nth(i).getByRole('cell').nth(column);
      const shown = await cell.innerText();
      const full = (await cell.getAttribute('title')) ?? '';
      expect(shown.replace(/…$/, '').length).toBeLessThanOrEqual(30);
      expect(full.startsWith(shown.replace(/…$/, ''))).toBe(true);
      expect(shown.endsWith('…')).toBe(full.length > 30);
      cut += Number(full.length > 30);
    }
  }
  expect(cut).toBeGreaterThan(0); // the page holds texts long enough to be cut
});

test('the tag filter shows only profiles with that tag', async ({ page }) => {
  await open(page);
  await chooseOption(page, page.getByRole('combobox', { name: 'Tag' }), 'investor');
  await expect(async () => {
    const n = await bodyRows(page).count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++)
      await expect(bodyRows(page).nth(i).getByText('investor', { exact: true })).toBeVisible({
        timeout: 1000,
      });
  }).toPass();
});

test('apply tags and remove tags on the selected profiles; an empty tag list is refused', async ({
  page,
}) => {
  await open(page);
  const first = await rowName(bodyRows(page).nth(0));
  const second = await rowName(bodyRows(page).nth(1));
  await expect(page.getByRole('button', { name: 'Apply tags' })).toBeDisabled();
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second}` }).check();
  await expect(page.getByText('2 selected')).toBeVisible();

  await page.getByRole('button', { name: 'Apply tags' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply tags' });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Choose at least one tag')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Tags' }).fill('e2e-vip');
  await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Done!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, first).getByText('e2e-vip')).toBeVisible();
  await expect(rowOf(page, second).getByText('e2e-vip')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Tags' })).toBeDisabled();

  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('button', { name: 'Remove Tags' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Tags' });
  await remove.getByRole('combobox', { name: 'Tags' }).fill('e2e-vip');
  await remove.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove).toBeHidden();
  await expect(rowOf(page, first).getByText('e2e-vip')).toHaveCount(0);
  await expect(rowOf(page, second).getByText('e2e-vip')).toBeVisible();
});

test('edit a profile: notes and tags, then "Profile updated"', async ({ page }) => {
  await open(page);
  const name = await rowName(bodyRows(page).nth(2));
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit profile: ${name}` });
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Met at the Berlin meetup');
  await dialog.getByRole('combobox', { name: 'Tags' }).fill('met-in-person');
  await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(rowOf(page, name).getByText('Met at the Berlin meetup')).toBeVisible();
  await expect(rowOf(page, name).getByText('met-in-person')).toBeVisible();
});

test('hide and unhide one profile, and several at once', async ({ page }) => {
  await open(page);
  const name = await rowName(bodyRows(page).nth(0));
  await page.getByRole('button', { name: `Hide ${name}` }).click();
  await expect(page.getByText('Done!')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);

  await chooseOption(page, page.getByRole('combobox', { name: 'Show' }), 'Hidden');
  await expect(rowOf(page, name)).toBeVisible();
  await expect(rowOf(page, name).getByText('Hidden', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Unhide ${name}` }).click();
  await expect(page.getByText('No profiles match these filters')).toBeVisible();

  await chooseOption(page, page.getByRole('combobox', { name: 'Show' }), 'Visible');
  await expect(rowOf(page, name)).toBeVisible();
  const a = await rowName(bodyRows(page).nth(1));
  const b = await rowName(bodyRows(page).nth(2));
  await page.getByRole('checkbox', { name: `Select ${a}` }).check();
  await page.getByRole('checkbox', { name: `Select ${b}` }).check();
  await page.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(rowOf(page, a)).toHaveCount(0);
  await expect(rowOf(page, b)).toHaveCount(0);
  await chooseOption(page, page.getByRole('combobox', { name: 'Show' }), 'Hidden');
  await expect(bodyRows(page)).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.getByRole('button', { name: 'Unhide', exact: true }).click();
  await expect(page.getByText('No profiles match these filters')).toBeVisible();
});

test('download: a CSV of the profiles with formulas neutralised', async ({ page }) => {
  await open(page);
  const name = await rowName(bodyRows(page).nth(0));
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit profile: ${name}` });
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('=HYPERLINK("http://evil.example","click")');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^profiles-\d{8}-\d{4}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.split(/\r?\n/);
  expect(lines[0]).toBe(
    'First name,Last name,Headline,Company,Location,Connection,Profile URL,Tags,Notes,Hidden',
  );
  expect(lines).toHaveLength(401);
  const [firstName] = name.split(' ');
  const line = lines.find((l) => l.includes(`'=HYPERLINK`));
  expect(line).toContain(firstName);
  expect(text).not.toMatch(/,=HYPERLINK/);
});

test('saved list item form: required fields keep what was typed; a valid item is saved', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New item in Canned responses' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Item name is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Item name' }).fill('Pricing answer');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Item name' })).toHaveValue('Pricing answer');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Our plans start at $29 a month.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save - Done')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Canned responses' }).getByText('Pricing answer'),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Canned responses (3)' })).toBeVisible();

  await page.getByRole('tab', { name: /Keywords/ }).click();
  await page.getByRole('button', { name: 'Add item' }).click();
  const keywords = page.getByRole('dialog', { name: 'New item in Keywords' });
  await keywords.getByRole('textbox', { name: 'Item name' }).fill('Agencies');
  await keywords.getByRole('button', { name: 'Save' }).click();
  await expect(keywords.getByText('Keywords is required')).toBeVisible();
  await keywords.getByRole('textbox', { name: 'Keywords' }).fill('agency\nconsultancy');
  await keywords.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'Keywords' }).getByText('Agencies')).toBeVisible();
});

test('a search the extension never answers keeps the screen, even when time jumps past the deadline at once', async ({
  page,
}) => {
  // A clock that jumps (a machine waking from sleep: runFor below) once let the route's spinner replace the
  // screen, search field included, and it stayed.
  await open(page);
  const firstBefore = await rowName(bodyRows(page).first());
  await setQaFaults(page, 'drop:1');
  const search = page.getByRole('textbox', { name: 'Search profiles' });
  await search.fill('ab');
  await page.clock.runFor(9_000);

  await expectSlowExtensionAlert(page);
  await expect(search).toHaveValue('ab');
  expect(await rowName(bodyRows(page).first())).toBe(firstBefore);
  await expect(table(page)).toHaveAttribute('aria-busy', 'true');
});
