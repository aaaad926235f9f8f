import { expect, test, type Page } from './test';
import { expectSlowExtensionAlert, openScenario, setQaFaults, sidewaysScroll } from './helpers';

// Messenger (spec 001 "Messenger", sections 4, 5 and 7) on the simulated extension.

const list = (page: Page) => page.getByRole('list', { name: 'Conversations' });
const items = (page: Page) => list(page).getByRole('listitem');
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation', exact: true });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

async function openMessenger(page: Page, scenario = 'default') {
  await openScenario(page, scenario, '/messenger');
  // Generating the big world (50,000 contacts, 10,000 conversations) takes a while on a busy machine.
  await expect(page.getByRole('heading', { name: 'Messenger', level: 1 })).toBeVisible({
    timeout: scenario === 'big' ? 60_000 : undefined,
  });
  await expect(items(page).first()).toBeVisible();
}

/** The name shown on the nth listed conversation. */
const nameAt = async (page: Page, n: number) =>
  (await items(page).nth(n).getByRole('button').innerText()).trim();

async function openAt(page: Page, n: number): Promise<string> {
  const name = await nameAt(page, n);
  await items(page).nth(n).getByRole('button', { name, exact: true }).click();
  await expect(conversation(page).getByRole('link', { name, exact: true })).toBeVisible();
  return name;
}

/**
 * Opens the listed conversations in order, at least `atLeast` of them and on until one of an online
 * contact has been among them (or the list ends), checking each with `check`.
 */
async function openUntilOnline(page: Page, atLeast: number, check: () => Promise<void>) {
  const online = conversation(page).getByRole('img', { name: 'Online' });
  const listed = await items(page).count();
  let opened = 0;
  let seenOnline = 0;
  while (opened < listed && (opened < atLeast || seenOnline === 0)) {
    await openAt(page, opened);
    await expect(
      conversation(page)
        .getByText(/^Last seen /)
        .or(online),
    ).toBeVisible();
    seenOnline += await online.count();
    await check();
    opened += 1;
  }
  return { opened, online: seenOnline };
}

async function chooseFilter(page: Page, label: string) {
  await page.getByRole('button', { name: 'Filter conversations' }).click();
  const filters = page.getByRole('group', { name: 'Conversation filters' });
  await filters.getByRole('radio', { name: label, exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();
}

async function selectAndAct(page: Page, n: number, action: string) {
  const name = await nameAt(page, n);
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await expect(page.getByRole('toolbar', { name: 'Selection' })).toContainText('1 selected');
  await page.getByRole('button', { name: 'Actions for selected conversations' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  return name;
}

test(
  'opening an unread conversation marks it read; the header, profile and messages show',
  { tag: '@clocks' },
  async ({ page }) => {
    await openMessenger(page);
    const unread = list(page).locator('[role="listitem"][aria-label$=", unread"]').first();
    const label = (await unread.getAttribute('aria-label'))!;
    const name = label.replace(/, unread$/, '');
    await unread.getByRole('button', { name, exact: true }).click();
    await expect(conversation(page).getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      /linkedin\.com\/in\//,
    );
    await expect(list(page).getByRole('listitem', { name, exact: true })).toBeVisible({ timeout: 5000 });
    await expect(conversation(page).getByRole('link', { name: 'Open in LinkedIn inbox' })).toHaveAttribute(
      'href',
      /linkedin\.com\/messaging\/thread\//,
    );
    await expect(conversation(page).getByRole('img', { name: /^(Online|Offline)$/ })).toBeVisible();
    await expect(messages(page).getByRole('article').first()).toBeVisible();
    const profile = page.getByRole('complementary', { name: 'Profile' });
    await expect(profile.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(profile.getByRole('heading', { name: 'Events' })).toBeVisible();
  },
);

test(
  'send: empty Send is disabled, the message appears with links and inert script text, a reply arrives live',
  { tag: ['@clocks', '@both'] },
  async ({ page }) => {
    await openMessenger(page);
    const name = await openAt(page, 3);
    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await page.getByRole('textbox', { name: 'Enter a message' }).fill('   ');
    await expect(send).toBeDisabled();
    const text =
      'Docs at https://example.com/docs <script>window.hacked=1</script> or write to help@example.com';
    await page.getByRole('textbox', { name: 'Enter a message' }).fill(text);
    await send.click();
    const mine = messages(page).getByRole('article').filter({ hasText: 'Docs at' });
    await expect(mine).toContainText('<script>window.hacked=1</script>');
    await expect(mine.getByRole('link', { name: 'https://example.com/docs' })).toHaveAttribute(
      'href',
      'https://example.com/docs',
    );
    await expect(mine.getByRole('link', { name: 'help@example.com' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    );
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await expect(page.getByRole('textbox', { name: 'Enter a message' })).toHaveValue('');
    // It moves to the top of the list.
    await expect(items(page).first().getByRole('button', { name, exact: true })).toBeVisible();
    // The contact reads it, then answers; the reply shows without a reload.
    await expect(mine).toContainText('Seen', { timeout: 10_000 });
    // The reply comes after our message: the last message turns into theirs. (Counting messages
    // after 'Seen' raced a reply that came in before the count.)
    await expect(messages(page).getByRole('article').last()).toHaveAttribute(
      'aria-label',
      new RegExp(`^${escape(name)},`),
      { timeout: 10_000 },
    );
    await expect(messages(page).getByRole('article').filter({ hasText: 'Docs at' })).toHaveCount(1);
  },
);

test('the composer draft survives a reload; canned responses insert their message', async ({ page }) => {
  await openMessenger(page);
  const name = await openAt(page, 1);
  await page.getByRole('button', { name: 'Canned responses' }).click();
  const dialog = page.getByRole('dialog', { name: 'Canned responses' });
  await expect(dialog.getByText('Book a call')).toBeVisible();
  await dialog.getByRole('button', { name: 'Insert this message: Book a call' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Enter a message' })).toHaveValue(
    'Happy to talk. Here is my calendar: https://cal.example.com/alex',
  );
  await page.reload();
  await expect(items(page).first()).toBeVisible();
  await items(page).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Enter a message' })).toHaveValue(
    'Happy to talk. Here is my calendar: https://cal.example.com/alex',
  );
});

test(
  'filters Unread and Archived; archive, unarchive, mark unread and delete with confirmation',
  { tag: '@clocks' },
  async ({ page }) => {
    await openMessenger(page);
    await chooseFilter(page, 'Unread');
    await expect(async () => {
      const labels = await items(page).evaluateAll((els) =>
        els.map((e) => e.getAttribute('aria-label') ?? ''),
      );
      expect(labels.length).toBeGreaterThan(0);
      expect(labels.every((l) => l.endsWith(', unread'))).toBe(true);
    }).toPass({ timeout: 5000 });

    await chooseFilter(page, 'All');
    await expect(list(page).locator('[role="listitem"]:not([aria-label$=", unread"])').first()).toBeVisible();
    // Mark as unread.
    const readOne = list(page).locator('[role="listitem"]:not([aria-label$=", unread"])').first();
    const readName = (await readOne.getAttribute('aria-label'))!;
    await page.getByRole('checkbox', { name: `Select ${readName}` }).check();
    await page.getByRole('button', { name: 'Actions for selected conversations' }).click();
    await expect(page.getByRole('menuitem', { name: 'Unarchive' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Mark as unread' }).click();
    await expect(
      list(page).getByRole('listitem', { name: `${readName}, unread`, exact: true }),
    ).toBeVisible();

    // Archive moves it out of the list and into Archived.
    const archived = await selectAndAct(page, 0, 'Archive');
    await expect(list(page).getByRole('button', { name: archived, exact: true })).toHaveCount(0);
    await chooseFilter(page, 'Archived');
    await expect(list(page).getByRole('button', { name: archived, exact: true })).toBeVisible();
    // In Archived the menu offers Unarchive instead of Archive.
    await page.getByRole('checkbox', { name: `Select ${archived}` }).check();
    await page.getByRole('button', { name: 'Actions for selected conversations' }).click();
    await expect(page.getByRole('menuitem', { name: 'Archive', exact: true })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Unarchive' }).click();
    await expect(list(page).getByRole('button', { name: archived, exact: true })).toHaveCount(0);
    await chooseFilter(page, 'All');
    await expect(list(page).getByRole('button', { name: archived, exact: true })).toBeVisible();

    // Delete asks first; Cancel keeps it, Confirm removes it.
    const doomed = await selectAndAct(page, 1, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
    await expect(confirm).toContainText('Are you sure you want to delete 1 conversations ?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(list(page).getByRole('button', { name: doomed, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Actions for selected conversations' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(list(page).getByRole('button', { name: doomed, exact: true })).toHaveCount(0);
    await expect(page.getByRole('toolbar', { name: 'Selection' })).toBeHidden();
  },
);

test('conversation tags: trimmed, lower-cased, duplicates refused; profile notes save', async ({ page }) => {
  await openMessenger(page);
  await openAt(page, 2);
  const tag = page.getByRole('textbox', { name: 'Add a tag' });
  await tag.fill('  Hot Lead ');
  await tag.press('Enter');
  await expect(conversation(page).getByRole('button', { name: 'hot lead' })).toBeVisible();
  await tag.fill('HOT LEAD');
  await tag.press('Enter');
  await expect(conversation(page).getByText('Tag already exists')).toBeVisible();
  await expect(tag).toHaveValue('HOT LEAD');

  const notes = page.getByRole('textbox', { name: 'Notes' });
  await notes.fill('Call back on Monday');
  await page.getByRole('complementary', { name: 'Profile' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Done!')).toBeVisible();
  await page.reload();
  await expect(items(page).first()).toBeVisible();
  await openAt(page, 2);
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Call back on Monday');
  await expect(conversation(page).getByRole('button', { name: 'hot lead' })).toBeVisible();
});

test(
  'ArrowDown and ArrowUp move between conversations unless typing',
  { tag: '@clocks' },
  async ({ page }) => {
    await openMessenger(page);
    const first = await openAt(page, 0);
    const second = await nameAt(page, 1);
    await page.getByRole('heading', { name: 'Messenger', level: 1 }).click();
    await page.keyboard.press('ArrowDown');
    await expect(conversation(page).getByRole('link', { name: second, exact: true })).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(conversation(page).getByRole('link', { name: first, exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Enter a message' }).click();
    await page.keyboard.press('ArrowDown');
    await expect(conversation(page).getByRole('link', { name: first, exact: true })).toBeVisible();
  },
);

test('the tutorial link opens the video dialog', async ({ page }) => {
  await openMessenger(page);
  await page.getByRole('button', { name: 'Learn how it works' }).click();
  const dialog = page.getByRole('dialog', { name: 'How the messenger works' });
  await expect(dialog.getByTestId('tutorial-video')).toHaveCSS('width', '800px');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('on a tall screen the list loads pages until they fill it, without a scroll', async ({ page }) => {
  // 20 conversations a page, 72 px each: one page leaves most of a 2,400 px tall list empty.
  await page.setViewportSize({ width: 1366, height: 2400 });
  await openMessenger(page);
  await expect.poll(() => items(page).count()).toBeGreaterThan(20);
  const box = await page.getByTestId('conversation-scroll').evaluate((el) => ({
    rows: el.scrollHeight,
    view: el.clientHeight,
  }));
  expect(box.rows).toBeGreaterThan(box.view);
});

test('big scenario: the virtualised list scrolls and pages in more conversations', async ({ page }) => {
  test.slow();
  await openMessenger(page, 'big');
  const rendered = await items(page).count();
  expect(rendered).toBeLessThan(40);
  const scroller = page.getByTestId('conversation-scroll');
  const height = async () => scroller.evaluate((el) => el.scrollHeight);
  const start = await height();
  await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect.poll(height, { timeout: 10_000 }).toBeGreaterThan(start);
  const more = await height();
  await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect.poll(height, { timeout: 10_000 }).toBeGreaterThan(more);
  expect(await items(page).count()).toBeLessThan(60);
});

test('attach a file and send it; search narrows the list; Select all selects every listed conversation', async ({
  page,
}) => {
  await openMessenger(page);
  const name = await openAt(page, 4);
  await page.getByLabel('File to attach').setInputFiles({
    name: 'brochure.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 test'),
  });
  await expect(page.getByRole('button', { name: 'brochure.pdf' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Enter a message' }).fill('Our brochure');
  await page.getByRole('button', { name: 'Send' }).click();
  const sent = messages(page).getByRole('article').filter({ hasText: 'Our brochure' });
  await expect(sent).toContainText('brochure.pdf');

  const lastName = name.split(' ').slice(-1)[0]!;
  await page.getByRole('textbox', { name: 'Search conversations' }).fill(lastName);
  await expect(async () => {
    const labels = await items(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((l) => l.toLowerCase().includes(lastName.toLowerCase()))).toBe(true);
  }).toPass({ timeout: 5000 });
  await page.getByRole('textbox', { name: 'Search conversations' }).fill('zzzz-nobody');
  await expect(page.getByText('No existing conversations')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search conversations' }).fill('');
  await expect(items(page).nth(2)).toBeVisible();

  const first = await nameAt(page, 0);
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  const count = await items(page).count();
  await expect(page.getByRole('toolbar', { name: 'Selection' })).toContainText(/\d+ selected/);
  const selected = Number(
    (await page.getByRole('toolbar', { name: 'Selection' }).innerText()).match(/(\d+) selected/)![1],
  );
  expect(selected).toBeGreaterThanOrEqual(count);
  await page.getByRole('checkbox', { name: 'Select all' }).click();
  await expect(page.getByRole('toolbar', { name: 'Selection' })).toBeHidden();
});

test('the With tags filter lists the tagged conversations only', async ({ page }) => {
  await openMessenger(page);
  const tagged = await openAt(page, 5);
  await page.getByRole('textbox', { name: 'Add a tag' }).fill('partner');
  await page.getByRole('textbox', { name: 'Add a tag' }).press('Enter');
  await expect(conversation(page).getByRole('button', { name: 'partner' })).toBeVisible();
  await page.getByRole('button', { name: 'Filter conversations' }).click();
  await page.getByRole('radio', { name: 'Built-in' }).check();
  await page.getByRole('radio', { name: 'With tags' }).check();
  await page.getByRole('combobox', { name: 'Tags' }).click();
  await page.getByRole('option', { name: 'partner' }).click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first().getByRole('button', { name: tagged, exact: true })).toBeVisible();
});

test('the messenger has the page padding and header of the other screens; its columns clear the side menu', async ({
  page,
}) => {
  await openMessenger(page);
  const menu = await page.getByRole('navigation', { name: 'Main menu' }).boundingBox();
  const heading = await page.getByRole('heading', { name: 'Messenger', level: 1 }).boundingBox();
  const column = await page.getByRole('region', { name: 'Conversations list' }).boundingBox();
  const main = await page.getByRole('main').boundingBox();
  // The same 24 px padding (MUI p: 3) as Campaigns, CRM and Lists, from the content area's edge.
  expect(Math.round(column!.x - main!.x)).toBe(24);
  expect(column!.x).toBeGreaterThanOrEqual(menu!.x + menu!.width + 24);
  expect(Math.round(heading!.x)).toBe(Math.round(column!.x));
  const size = await page
    .getByRole('heading', { name: 'Messenger', level: 1 })
    .evaluate((h) => getComputedStyle(h).fontSize);
  // Campaigns' header: same place, same size.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Campaigns' }).click();
  const campaigns = page.getByRole('heading', { name: 'Campaigns', level: 1 });
  await expect(campaigns).toBeVisible();
  expect(Math.round((await campaigns.boundingBox())!.x)).toBe(Math.round(heading!.x));
  await expect(campaigns).toHaveCSS('font-size', size);
});

test(
  'a long headline in the header is cut, not pushing the profile column out of a 1366 px window',
  { tag: '@clocks' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 850 });
    await openMessenger(page);
    const profile = page.getByRole('complementary', { name: 'Profile' });
    // An online contact's header shows their headline (up to 70 characters) in place of "Last seen".
    const { opened, online } = await openUntilOnline(page, 8, async () => {
      const box = (await profile.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1366);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
    expect(online, `an online contact among the ${opened} conversations opened`).toBeGreaterThan(0);
  },
);

test('on a narrow window the columns stack: an opened conversation comes into view, readable, above the profile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 500, height: 900 });
  await openMessenger(page);
  await openAt(page, 1);
  // Squeezed into the window's height, the thread was a few pixels tall and the composer lay over the profile.
  await expect(conversation(page)).toBeInViewport();
  const section = (await conversation(page).boundingBox())!;
  expect(section.height).toBeGreaterThan(400);
  // Its header shows below the fixed top bar, not under it.
  const bar = (await page.getByRole('banner').boundingBox())!;
  expect(section.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  await expect(messages(page).getByRole('article').last()).toBeInViewport();
  const composer = (await page.getByRole('form', { name: 'Composer' }).boundingBox())!;
  const profile = (await page.getByRole('complementary', { name: 'Profile' }).boundingBox())!;
  expect(composer.y + composer.height).toBeLessThanOrEqual(profile.y);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});

test('a search the extension never answers keeps the list and what was typed; Try again asks again', async ({
  page,
}) => {
  await openMessenger(page);
  const firstBefore = await items(page).first().getAttribute('aria-label');
  await setQaFaults(page, 'drop:1');
  const search = page.getByRole('textbox', { name: 'Search conversations' });
  await search.fill('zz');
  // Past the typing pause the search goes out; the list shown stays, busy, under the search field.
  await page.clock.runFor(600);
  await expect(list(page)).toHaveAttribute('aria-busy', 'true');
  await page.clock.runFor(8_000);
  const alert = await expectSlowExtensionAlert(page);
  await expect(search).toHaveValue('zz');
  await expect(items(page).first()).toHaveAttribute('aria-label', firstBefore!);

  await setQaFaults(page, 'latency:0');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(list(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(alert).toBeHidden();
  await expect(page.getByText('No existing conversations')).toBeVisible();
});
