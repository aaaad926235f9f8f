import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLayoutEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, renderAppLifecycle } from './renderApp';

// Issue 13: on its first mount the shell paints in steps (bars, menu, screen). Showing the screen
// must not render the bars and the menu again: at 4x CPU that was some 230 components more in the
// commit that shows the rows. Each icon below renders once per render of the part it sits in.
// A layout effect counts the renders React committed (a render it threw away and did again is not
// one); it runs within the commit, so the count is in before the test can see the committed DOM.
// Counted: the side menu's Dashboard item, and the top bar's Collapse menu button.
const { renders, countedIcon } = vi.hoisted(() => {
  const renders = { menu: 0, bar: 0 };
  const countedIcon = (part: 'menu' | 'bar') =>
    function CountedIcon() {
      useLayoutEffect(() => {
        renders[part] += 1;
      });
      return <svg aria-hidden />;
    };
  return { renders, countedIcon };
});
vi.mock('@mui/icons-material/SpaceDashboard', () => ({ default: countedIcon('menu') }));
vi.mock('@mui/icons-material/MenuOpen', () => ({ default: countedIcon('bar') }));
renderAppLifecycle();

describe('the main menu', () => {
  it('shows labels in full; collapsed, each item names itself in a tooltip', async () => {
    const user = userEvent.setup();
    renderApp('/campaigns');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 10_000 });
    const campaigns = within(menu).getByRole('link', { name: 'Campaigns' });
    expect(campaigns).toHaveTextContent('Campaigns');
    // The current screen's item is marked, and only it (the dashboard's '/' is not a prefix match).
    expect(campaigns).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await user.hover(campaigns);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(); // the label is on screen already

    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    // A transition: the compact menu shows once its tooltips' code has loaded.
    await screen.findByRole('button', { name: 'Expand menu' });
    const compact = within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', {
      name: 'Campaigns',
    });
    expect(compact).not.toHaveTextContent('Campaigns');
    await user.hover(compact);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Campaigns');
  });
});

describe('the main menu on a narrow window', () => {
  const narrowWindow = () =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  afterEach(() => vi.restoreAllMocks());

  it('starts compact when the person has not chosen', async () => {
    narrowWindow();
    renderApp('/campaigns');
    expect(await screen.findByRole('button', { name: 'Expand menu' }, { timeout: 10_000 })).toBeVisible();
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Campaigns' })).not.toHaveTextContent('Campaigns');
  });

  it('keeps the full menu the person chose', async () => {
    narrowWindow();
    window.localStorage.setItem('reachly.compactMenu', '0');
    renderApp('/campaigns');
    expect(await screen.findByRole('button', { name: 'Collapse menu' }, { timeout: 10_000 })).toBeVisible();
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Campaigns' })).toHaveTextContent('Campaigns');
  });
});

describe('the shell on its first mount', () => {
  it('shows the screen without rendering the top bar and the side menu again', async () => {
    Object.assign(renders, { menu: 0, bar: 0 });
    renderApp('/campaigns');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(table);

    // Once each: the user's name is in before the shell mounts, and nothing else changed them.
    expect(renders.menu).toBe(1);
    expect(renders.bar).toBe(1);
  });
});
