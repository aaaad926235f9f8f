import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../msw-node';
import { installBridge } from '@/lib/extension/client';
import { tokenStore } from '@/lib/storage';
import { renderApp } from './renderApp';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
afterEach(() => {
  installBridge(undefined);
  tokenStore.clear();
  window.localStorage.clear();
});

describe('the main menu', () => {
  it('shows labels in full; collapsed, each item names itself in a tooltip', async () => {
    const user = userEvent.setup();
    renderApp('/campaigns');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 10_000 });
    const campaigns = within(menu).getByRole('link', { name: 'Campaigns' });
    expect(campaigns).toHaveTextContent('Campaigns');
    await user.hover(campaigns);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(); // the label is on screen already

    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    const compact = within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', {
      name: 'Campaigns',
    });
    expect(compact).not.toHaveTextContent('Campaigns');
    await user.hover(compact);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Campaigns');
  });
});
