import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Opens the app on a fresh simulated world of the given scenario, answered by the extension
 * profile of the Playwright project (playwright.config.ts: `spec-extension` runs the @both tests
 * on the spec-strict profile).
 */
export async function openScenario(page: Page, scenario: string, path = '/', extra = ''): Promise<void> {
  const sep = path.includes('?') ? '&' : '?';
  const profile = test.info().project.metadata?.extensionProfile as string | undefined;
  const profileParam = profile ? `&extension=${profile}` : '';
  await page.goto(`${path}${sep}scenario=${scenario}${profileParam}${extra}`);
}

/**
 * The warning a screen shows above what it keeps when the extension is past the loader deadline
 * (SlowPageAlert), with its Try again.
 */
export async function expectSlowExtensionAlert(page: Page): Promise<Locator> {
  const alert = page.getByRole('alert').filter({ hasText: 'taking too long' });
  await expect(alert).toHaveText(/^The extension is taking too long to answer\. Try again in a moment\./);
  return alert;
}

/** How far the page scrolls sideways: the document's width beyond the window's (0 when it fits). */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Sets the simulated extension's faults from now on (`error:1`, `drop:1`, …) in the QA panel, and closes it. */
export async function setQaFaults(page: Page, faults: string): Promise<void> {
  await page.getByRole('button', { name: 'Open QA panel' }).click();
  const panel = page.getByRole('region', { name: 'QA panel' });
  await panel.getByRole('textbox', { name: /faults/i }).fill(faults);
  await panel.getByRole('button', { name: /apply/i }).click();
  await panel.getByRole('button', { name: 'Close QA panel' }).click();
}

/**
 * Picks an option of an MUI Select or Autocomplete as a person does: open it, click the option in
 * the list that appears, and see the list close.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  if (await combobox.evaluate((el) => el.tagName === 'SELECT')) {
    // A native select: the browser's own list, chosen the way the browser does it.
    const labels = await combobox.locator('option').allInnerTexts();
    const label = labels.find((l) => (typeof option === 'string' ? l === option : option.test(l)));
    if (label === undefined) throw new Error(`No option ${String(option)} in ${labels.join(', ')}`);
    await combobox.selectOption({ label });
    return;
  }
  await combobox.click();
  const listbox = page.getByRole('listbox');
  const choice = listbox.getByRole('option', { name: option, exact: typeof option === 'string' });
  // A multiple Select stays open until Escape; an Autocomplete (its combobox is the input) closes by itself.
  const staysOpen =
    (await listbox.getAttribute('aria-multiselectable')) === 'true' &&
    (await combobox.evaluate((el) => el.tagName !== 'INPUT'));
  await choice.click();
  if (staysOpen) {
    await expect(choice).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
  }
  await expect(listbox).toBeHidden();
}

/** What a native select shows: the text of its chosen option. */
export const chosenOption = (select: Locator): Locator => select.locator('option:checked');

/** A table's body rows: those with a "Select <name>" checkbox (the head's is "Select all ..."). */
export const selectableRows = (table: Locator): Locator =>
  table.getByRole('row').filter({ has: table.page().getByRole('checkbox', { name: /^Select (?!all)/ }) });

/** The name in a selectable row: its checkbox is labelled "Select <name>". */
export async function rowName(row: Locator): Promise<string> {
  const label = await row.getByRole('checkbox').getAttribute('aria-label');
  return label!.replace(/^Select /, '');
}

/** A screen of the default scenario with its heading and a first page of ten rows. */
export async function openTenRows(page: Page, path: string, heading: string, rows: Locator): Promise<void> {
  await openScenario(page, 'default', path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(rows).toHaveCount(10);
}
