import { expect, test, type Page } from './test';
import { openScenario } from './helpers';

// Issue 49 item 7: pushes sent while the extension's port was down are lost and the messenger does
// not poll, so the port coming back fetches again what those pushes would have refreshed.

const DROP_EVERY_S = 10;
/** The simulated contact answers 4 s after a message is sent (SIMULATED_REPLY_MS). */
const REPLY_AFTER_MS = 4_000;

const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a reply that came while the port was down shows once the port is back, without navigating', async ({
  page,
}) => {
  // ?faults=disconnect:10 drops the port for a second at every tenth second of the clock.
  await openScenario(page, 'default', '/messenger', `&faults=disconnect:${DROP_EVERY_S}`);
  const conversations = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  const first = conversations.nth(2).getByRole('button');
  const name = (await first.innerText()).trim();
  await first.click();
  await expect(page.getByRole('region', { name: 'Conversation', exact: true })).toContainText(name);
  await page.getByRole('textbox', { name: 'Enter a message' }).fill('Are you free on Friday?');

  // Send 3.5 s before a drop: the reply then comes half a second into it, and its push is lost.
  const at = await page.evaluate(() => Date.now());
  const everyMs = DROP_EVERY_S * 1000;
  const drop = Math.ceil((at + REPLY_AFTER_MS + 2_000) / everyMs) * everyMs;
  await page.clock.pauseAt(drop + 500 - REPLY_AFTER_MS);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.clock.resume();

  const mine = messages(page).getByRole('article').filter({ hasText: 'Are you free on Friday?' });
  await expect(mine).toBeVisible();
  // The reply is theirs and comes last: the port came back and the conversation was fetched again.
  await expect(messages(page).getByRole('article').last()).toHaveAttribute(
    'aria-label',
    new RegExp(`^${escape(name)},`),
  );
  await expect(page).toHaveURL(/\/messenger/);

  // Diagnostics tell when the port came back and what was fetched again.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Diagnostics' }).click();
  const lastReconnect = page
    .getByRole('table', { name: 'Connection' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Last reconnect', exact: true }) });
  await expect(lastReconnect).toContainText(/\d\d:\d\d:\d\d, fetched again: .*messenger/);
});
