import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatNumber } from '@/lib/format/numbers';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { world } from '@/mocks/world/store';
import { startSimulation } from './simulation';
import { renderRoute } from './renderRoute';

// Spec 000 section 2.5: the dashboard's figures come with the screen (the route's loader); the
// widgets with states of their own (the profile counts) fail on their own.

const invitesSent = () => within(screen.getByRole('region', { name: 'Invites sent' })).getByText(/^[\d,]+$/);

describe('dashboard on its route loader', () => {
  beforeEach(() => void startSimulation());
  afterEach(() => vi.restoreAllMocks());

  it('a count that cannot be read shows a dash in its tile; the figures and other counts stay', async () => {
    vi.spyOn(simulatedExtension.remotes, 'getCountOfConnections').mockRejectedValue(new Error('Busy'));
    await renderRoute('/');

    expect(await screen.findByRole('region', { name: 'Invites sent' })).toBeVisible();
    const profile = screen.getByRole('region', { name: 'Profile' });
    const tile = (name: RegExp) => within(profile).getByRole('link', { name });
    await waitFor(() => expect(tile(/1st Connections/)).toHaveTextContent(/^—1st Connections$/));
    await waitFor(() =>
      expect(tile(/Pending Invites/)).toHaveTextContent(
        `${formatNumber(world().pendingInvites)}Pending Invites`,
      ),
    );
  });

  it('figures that cannot be read show the route’s error; Try again brings the dashboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getEvents = vi
      .spyOn(simulatedExtension.remotes, 'getEvents')
      .mockRejectedValue(new Error('The events store is busy'));
    await renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText(/The events store is busy/)).toBeVisible();

    getEvents.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Invites sent' })).toBeVisible();
  });

  it('another period keeps the figures on screen until its own are in', async () => {
    const user = userEvent.setup();
    await renderRoute('/');
    await screen.findByRole('region', { name: 'Invites sent' });
    const thirtyDays = invitesSent().textContent;

    // Today's events are held back until `answer()`, which gives the app what the extension has then.
    const getEvents = simulatedExtension.remotes.getEvents;
    let answer: () => Promise<{ name: string }[]> = async () => [];
    const held = vi.spyOn(simulatedExtension.remotes, 'getEvents').mockImplementation(
      (...args) =>
        new Promise((resolve) => {
          answer = async () => {
            const events = await getEvents(...args);
            resolve(events);
            return events;
          };
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(held).toHaveBeenCalled());

    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(invitesSent().textContent).toBe(thirtyDays);
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeVisible();

    const sentToday = (await answer()).filter((e) => e.name === 'connectionRequestSent').length;
    await waitFor(() => expect(invitesSent().textContent).toBe(formatNumber(sentToday)));
  });
});
