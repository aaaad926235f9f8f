import { expect, test, type Locator, type Page } from './test';
import { openScenario } from './helpers';

// Issue 14: every control is reachable by keyboard, shows a visible focus ring and has a name.

/**
 * True when the focused element (or the control it belongs to: an MUI checkbox's input sits in a
 * ringed span, a text field's input in a root that draws its focused border) shows focus.
 */
async function showsFocus(focused: Locator): Promise<boolean> {
  return focused.evaluate((el) => {
    let node: Element | null = el;
    for (let depth = 0; node && depth < 3; depth++, node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true;
      if (node.classList.contains('Mui-focused')) return true;
    }
    return false;
  });
}

/**
 * Presses Tab until focus has visited `count` controls (or, with `toEnd`, has left the page after
 * its last control); each must be visible, named and ringed.
 */
async function tabThrough(page: Page, count: number, toEnd = false): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    const left = await page.evaluate(
      () => !document.activeElement || document.activeElement === document.body,
    );
    if (toEnd && left) break;
    const focused = page.locator(':focus');
    await expect(focused).toHaveCount(1);
    await expect(focused).toBeVisible();
    await expect(focused).toHaveAccessibleName(/\S/);
    const description = await focused.evaluate(
      (el) =>
        `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}"`,
    );
    // The ring may be a (reduced-motion, near-instant) transition that starts on the next frame.
    await expect.poll(() => showsFocus(focused), { message: `focus ring on ${description}` }).toBe(true);
    visited.push(description);
  }
  return visited;
}

async function openCampaigns(page: Page) {
  await openScenario(page, 'default', '/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Actions for Founders in Berlin', exact: true }),
  ).toBeVisible();
}

test('Tab goes through the top bar, the side menu and into the screen: each control visible, named and ringed', async ({
  page,
}) => {
  await openCampaigns(page);
  const visited = await tabThrough(page, 30);
  // The shell's controls come first, then the screen's.
  const joined = visited.join('\n');
  expect(joined).toContain('"Collapse menu"');
  expect(joined).toContain('"Alex Morgan, account menu"');
  expect(joined).toMatch(/a "Dashboard"/);
  expect(joined).toMatch(/a "CRM"/);
  expect(joined).toContain('"Actions for');
});

test('the account menu opens, moves and closes by keyboard; focus returns to its button', async ({
  page,
}) => {
  await openCampaigns(page);
  const button = page.getByRole('button', { name: 'Account menu' });
  await button.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: 'Record snapshot' });
  await expect(item).toBeFocused();
  await expect.poll(() => showsFocus(item)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
  await expect(button).toBeFocused();
});

test('a row menu and its confirmation dialog work by keyboard alone', async ({ page }) => {
  await openCampaigns(page);
  const actions = page.getByRole('button', { name: 'Actions for SaaS CTOs follow-up', exact: true });
  await actions.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  // The first entry has focus; the arrow keys move between entries.
  const edit = page.getByRole('menuitem', { name: 'Edit', exact: true });
  await expect(edit).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Mark as complete' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(edit).toBeFocused();
  await expect.poll(() => showsFocus(edit)).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Campaign will be paused' });
  await expect(dialog).toBeVisible();
  // Focus moved into the dialog: Tab reaches its buttons, and Escape closes it.
  await page.keyboard.press('Tab');
  const focused = dialog.locator(':focus');
  await expect(focused).toHaveRole('button');
  await expect.poll(() => showsFocus(focused)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the compact side menu: every entry is reachable and named by its tooltip label', async ({ page }) => {
  await openCampaigns(page);
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(page.getByRole('button', { name: 'Expand menu' })).toBeFocused();
  const visited = await tabThrough(page, 12);
  const joined = visited.join('\n');
  for (const name of ['Dashboard', 'Campaigns', 'Messenger', 'Lists', 'Tools', 'More', 'CRM', 'Settings'])
    expect(joined).toContain(`"${name}"`);
});

for (const { path, heading } of [
  { path: '/settings', heading: 'Settings' },
  { path: '/crm', heading: 'CRM' },
  { path: '/tools', heading: 'Tools' },
  { path: '/lists', heading: 'Lists' },
]) {
  test(`${path}: Tab from the heading through the screen's controls`, async ({ page }) => {
    await openScenario(page, 'default', path);
    const h1 = page.getByRole('heading', { level: 1, name: heading });
    await expect(h1).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
    // A click on the heading sets where sequential focus starts, as a person reading the page does.
    await h1.click();
    const visited = await tabThrough(page, 60, true);
    expect(new Set(visited).size).toBeGreaterThan(5);
  });
}

/** Moves the focus onto `control` from the keyboard (so `:focus-visible` applies). */
async function tabOnto(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
}

test('the plain paging controls ring their focus in the theme primary, also on the current page', async ({
  page,
}) => {
  const PRIMARY = 'rgb(74, 20, 140)'; // #4a148c (src/app/theme.ts)
  await openCampaigns(page);
  // The current page is white text on primary: a ring in the text's colour would not show.
  const current = page.getByRole('button', { name: 'page 1' });
  await tabOnto(page, current);
  await expect(current).toHaveCSS('outline-color', PRIMARY);

  await openScenario(page, 'default', '/crm');
  const next = page.getByRole('button', { name: 'Go to next page' });
  await tabOnto(page, next);
  await expect(next).toHaveCSS('outline-color', PRIMARY);
});
