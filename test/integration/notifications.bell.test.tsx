import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastReadKey } from '@/features/notifications/notifications';
import { pushEvent } from '@/mocks/extension/pushes';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { world } from '@/mocks/world/store';
import { renderRoute, worldUser } from './renderRoute';
import { startSimulation } from './simulation';

// Spec 000 §3: the top bar's notifications, over the simulated extension with pushes wired.

/** The bell; `hidden` finds it while the open list makes the rest of the page inert. */
const bell = () => screen.getByRole('button', { name: /^Notifications/, hidden: true });
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });

/** Opens the list (its code loads on first use). */
async function openList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
}

describe('the notifications bell', () => {
  beforeEach(() => {
    startSimulation();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('counts the window, marks all read for this account, and a pushed reply raises the count', async () => {
    const user = userEvent.setup();
    await renderRoute('/');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 50+ new'));

    await user.click(within(await openList(user)).getByRole('button', { name: 'Mark all as read' }));
    expect(bell()).toHaveAccessibleName('Notifications');
    const newest = Math.max(
      ...world()
        .events.filter((e) => e.name === 'messageRecieved' || e.name === 'newConnection')
        .map((e) => e.createdAt),
    );
    expect(localStorage.getItem(lastReadKey(worldUser().id))).toBe(String(newest));
    await user.keyboard('{Escape}');

    const reply = {
      name: 'messageRecieved' as const,
      createdAt: Date.now() + 1000,
      conversationId: 'conv-7',
      profileId: 'p-7',
      profilePublicId: 'ann-lee-7',
      campaignId: null,
    };
    world().events.push(reply);
    act(() => pushEvent('messageRecieved', { conversationId: 'conv-7', createdAt: reply.createdAt }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 new'));
    const first = within(await openList(user)).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent(/^New Reply from ann-lee-7/);
    expect(first).toHaveAttribute('href', '/messenger?c=conv-7');
  });

  it('hides the count when the extension says show_notifications is off; the list still opens', async () => {
    world().extension.settings.show_notifications = false;
    const user = userEvent.setup();
    await renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(await within(await openList(user)).findAllByRole('link')).toHaveLength(50);
    // The entries are in (the bell reads the same query): no count is the setting's doing.
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(bell()).toHaveTextContent('');
  });

  it('a list that cannot be read says so, and Try again asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the simulation logs the failure
    const getEvents = simulatedExtension.remotes.getEvents;
    const failing = vi.spyOn(simulatedExtension.remotes, 'getEvents').mockImplementation(async (filters) => {
      if (filters.names) throw new Error('The extension is busy');
      return getEvents(filters);
    });
    const user = userEvent.setup();
    await renderRoute('/');
    expect(await within(await openList(user)).findByRole('alert')).toHaveTextContent(
      'The notifications could not be loaded: The extension is busy',
    );
    failing.mockRestore();
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findAllByRole('link')).toHaveLength(50);
  });
});
