import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../msw-node';
import { installBridge } from '@/lib/extension/client';
import { tokenStore } from '@/lib/storage';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { DEMO_ACCOUNT } from '@/mocks/world/seed/account';
import { updateWorld, world } from '@/mocks/world/store';
import { ACCOUNT_POLL_MS } from '@/lib/constants';
import { renderApp } from './renderApp';

// The assign-account screen inside the whole app: real router, session start-up, the simulated
// extension and the msw server.

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  installBridge(undefined);
});

describe('assign account screen', () => {
  it(`(a) polls every ${ACCOUNT_POLL_MS / 1000} s and moves on to (b) once someone logs in to LinkedIn`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/assignLinkedinAccount', 'no-linkedin-login');
    expect(
      await screen.findByRole('heading', { name: 'Login to your LinkedIn' }, { timeout: 5000 }),
    ).toBeInTheDocument();

    updateWorld((w) => void (w.extension.currentLinkedinUser = DEMO_ACCOUNT));
    await vi.advanceTimersByTimeAsync(ACCOUNT_POLL_MS - 500);
    expect(screen.getByRole('heading', { name: 'Login to your LinkedIn' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(600);
    expect(await screen.findByRole('heading', { name: 'Connect with LinkedIn' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('LinkedIn account found')).getByText('Morgan')).toBeInTheDocument();
  });

  it('(b) confirm: assigns on the server, tells the extension, then reaches the dashboard', async () => {
    const assignSpy = vi.spyOn(simulatedExtension.commands, 'assignAccount');
    renderApp('/assignLinkedinAccount', 'unassigned');
    const list = await screen.findByLabelText('LinkedIn account found', {}, { timeout: 5000 });
    expect(within(list).getByText('Alex')).toBeInTheDocument();
    expect(within(list).getByText('alex.morgan@example.com')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Connect this account' }));
    expect(
      await screen.findByText('Linkedin account has been assigned, You can now start using Reachly'),
    ).toBeInTheDocument();
    expect(assignSpy).toHaveBeenCalledWith(
      expect.objectContaining({ data: expect.objectContaining({ id: DEMO_ACCOUNT.id }) }),
    );
    expect(world().server.users[0]!.linkedinAccount?.id).toBe(DEMO_ACCOUNT.id);
    await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 5000 });
  });

  it('(c) mismatch: removes the stored token and clears the sync connection', async () => {
    renderApp('/assignLinkedinAccount', 'account-mismatch');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Log in to your assigned LinkedIn account' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(tokenStore.get()).toBeNull());
    await waitFor(() => expect(world().extension.token).toBeNull());
  });
});
