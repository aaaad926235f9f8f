import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { server } from '../msw-node';
import { installBridge } from '@/lib/extension/client';
import { tokenStore } from '@/lib/storage';
import { renderApp } from './renderApp';

// Issue 13: with a stored token the first screen's data is asked for beside start-up's calls.

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
afterEach(() => {
  installBridge(undefined);
  tokenStore.clear();
});

describe('a signed-in start-up', () => {
  it("asks for the screen's data while the account check is still out", async () => {
    const { calls } = renderApp('/campaigns', 'default', { lose: (name) => name === 'checkAccount' });

    await waitFor(() => expect(calls).toContain('getCampaigns'));
    expect(calls).toContain('checkAccount'); // sent, never answered: start-up is still running
    expect(screen.queryByRole('heading', { name: 'Campaigns' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("on a first visit (no token in the tab) asks for it as soon as the extension's data brings one", async () => {
    const { calls } = renderApp('/campaigns', 'default', {
      lose: (name) => name === 'checkAccount',
      storedToken: false,
    });

    await waitFor(() => expect(calls).toContain('getCampaigns'));
    expect(calls.indexOf('getData')).toBeLessThan(calls.indexOf('getCampaigns'));
    expect(calls).toContain('checkAccount');
    expect(screen.queryByRole('heading', { name: 'Campaigns' })).not.toBeInTheDocument();
  });

  it('shows the screen with that one call: the route finds the data in the cache', async () => {
    const { calls } = renderApp('/campaigns');

    expect(await screen.findByRole('heading', { name: 'Campaigns' }, { timeout: 10_000 })).toBeVisible();
    expect(await screen.findByRole('tab', { name: /^Active \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(calls.filter((name) => name === 'getCampaigns')).toHaveLength(1);
  });

  it('without a token nothing of the screen is asked for; the guard sends to /login', async () => {
    const { calls } = renderApp('/campaigns', 'signed-out');
    await waitFor(() => expect(window.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(calls).not.toContain('getCampaigns');
  });
});
