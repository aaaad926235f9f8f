import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../msw-node';
import { fetchMe } from '@/lib/session/api';
import { LOADER_DEADLINE_MS } from '@/lib/constants';
import { installBridge } from '@/lib/extension/client';
import { tokenStore } from '@/lib/storage';
import { updateWorld } from '@/mocks/world/store';
import { renderApp } from './renderApp';

// Issue 11, "a shell that survives": a screen that throws, and blocked site data.

const toolsScreen = vi.hoisted(() => ({ broken: true }));
vi.mock('@/features/tools/components/ToolsPage', () => ({
  ToolsPage: () => {
    if (toolsScreen.broken) throw new Error('The tools screen broke');
    return <h1>Tools are back</h1>;
  },
}));

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  installBridge(undefined);
  toolsScreen.broken = true;
});

describe('a screen that throws', () => {
  it('shows its error with Try again and Record snapshot inside the shell; the menu and top bar stay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/tools');

    const alert = await screen.findByText('The tools screen broke', {}, { timeout: 10_000 });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(main).toContainElement(alert);
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Campaigns' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Alex Morgan, account menu' })).toHaveTextContent(
      'Alex Morgan',
    );
    expect(screen.getByRole('button', { name: 'Record snapshot' })).toBeEnabled();

    toolsScreen.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Tools are back' })).toBeVisible();
    expect(screen.queryByText('The tools screen broke')).not.toBeInTheDocument();
  });
});

describe('blocked site data', () => {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  /** Every access to localStorage and sessionStorage throws, as with the site's data blocked. */
  async function withBlockedStorage(run: (local: { mock: { calls: unknown[] } }) => Promise<void>) {
    const local = vi.spyOn(window, 'localStorage', 'get').mockImplementation(blocked);
    const session = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked);
    try {
      await run(local);
    } finally {
      local.mockRestore();
      session.mockRestore();
      tokenStore.clear();
    }
  }

  it('logout still logs the extension out and goes to the sign-in page', async () => {
    await withBlockedStorage(async () => {
      toolsScreen.broken = false;
      const app = renderApp('/tools');
      expect(
        await screen.findByRole('heading', { name: 'Tools are back' }, { timeout: 10_000 }),
      ).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
      expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 10_000 })).toBeVisible();
      expect(app.calls).toContain('logout');
      expect(tokenStore.get()).toBeNull();
    });
  });

  it('a 401 still signs out and goes to the sign-in page', async () => {
    await withBlockedStorage(async () => {
      toolsScreen.broken = false;
      renderApp('/tools');
      expect(
        await screen.findByRole('heading', { name: 'Tools are back' }, { timeout: 10_000 }),
      ).toBeVisible();
      server.use(
        http.get('*/api/user/me', () =>
          HttpResponse.json({ success: false, message: 'Your session has expired' }, { status: 401 }),
        ),
      );
      await expect(fetchMe()).rejects.toMatchObject({ status: 401 });
      expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 10_000 })).toBeVisible();
      expect(tokenStore.get()).toBeNull();
    });
  });

  it('storage that throws SecurityError on every access does not crash the shell', async () => {
    await withBlockedStorage(async (local) => {
      toolsScreen.broken = false;
      renderApp('/tools');

      // The token from the extension is kept in memory for the tab, so the person is signed in.
      expect(
        await screen.findByRole('heading', { name: 'Tools are back' }, { timeout: 10_000 }),
      ).toBeVisible();
      expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
      expect(await screen.findByRole('button', { name: 'Expand menu' })).toBeVisible();
      expect(local.mock.calls.length).toBeGreaterThan(0);
    });
  });
});

describe('the connection dialog', () => {
  it('Retry runs start-up again in place and reaches the dashboard once the extension answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/', 'no-extension');

    // Ten tries, 1 s apart: the dialog within 10 s, on /getStarted.
    await vi.advanceTimersByTimeAsync(10_000);
    const dialog = await screen.findByRole('dialog', { name: 'Unable to establish connection' });
    expect(dialog).toHaveTextContent('at version 5.2 or higher');
    expect(window.location.pathname).toBe('/getStarted');

    updateWorld((w) => void (w.extension.installed = true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 10_000 })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Invites sent' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Unable to establish connection' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});

describe('a screen whose data does not come', () => {
  it('shows its spinner inside the shell, then its error with Try again after the deadline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const lost = { getCampaigns: true };
    renderApp('/campaigns', 'default', { lose: (name) => name === 'getCampaigns' && lost.getCampaigns });

    // The menu and top bar are up while the list's call is lost.
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 10_000 });
    expect(menu).toBeVisible();
    // The screen renders just after the shell (ShellLayout): its spinner is in main a moment later.
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent('Loading...');

    await vi.advanceTimersByTimeAsync(LOADER_DEADLINE_MS);
    const main = screen.getByRole('main');
    expect(
      await within(main).findByText('The extension is taking too long to answer. Try again in a moment.'),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

    // Try again asks the extension again instead of waiting on the lost call.
    lost.getCampaigns = false;
    await userEvent.click(within(main).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Campaigns' })).toBeVisible();
    expect(screen.queryByText(/taking too long/)).not.toBeInTheDocument();
  });
});
