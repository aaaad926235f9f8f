import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { LOADER_DEADLINE_MS } from '@/lib/constants';
import { NO_FAULTS } from '@/mocks/world/worldConstants';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { SimulatedFailure } from '@/mocks/extension/support';
import { world } from '@/mocks/world/store';
import type { FaultSettings } from '@/mocks/world/types';
import { createTestQueryClient, renderRoute } from './renderRoute';
import { advanceUntil } from './fakeClock';
import { callLoser, simulate, type Simulation } from './simulation';

// The Lists screen over the simulated extension (default world: 400 profiles, saved lists).

/** The app's /lists route (search params, loader, error page) inside the real shell (see renderRoute). */
async function renderLists(client: QueryClient, url = '/lists') {
  const view = await renderRoute(url, { queryClient: client });
  return { ...view, history: view.router.history };
}

const rowBoxes = () =>
  within(screen.getByRole('table', { name: 'Profiles' })).getAllByRole('checkbox', {
    name: /^Select (?!all)/,
  });
const nameOf = (box: HTMLElement) => box.getAttribute('aria-label')!.replace(/^Select /, '');

describe('Lists screen', () => {
  let client: QueryClient;
  let loser: ReturnType<typeof callLoser>;
  let sim: Simulation;
  let faults: FaultSettings;
  beforeEach(() => {
    faults = { ...NO_FAULTS };
    loser = callLoser();
    sim = simulate('default', { faults: () => faults, lose: (name) => loser.lose(name) });
    client = createTestQueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.restoreAllMocks();
  });

  it('pages profiles 10 at a time', async () => {
    const user = userEvent.setup();
    await renderLists(client);
    await waitFor(() => expect(rowBoxes()).toHaveLength(10));
    expect(screen.getByText('1–10 of 400')).toBeInTheDocument();
    const first = nameOf(rowBoxes()[0]!);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11–20 of 400')).toBeInTheDocument();
    await waitFor(() => expect(nameOf(rowBoxes()[0]!)).not.toBe(first));
  });

  it('a next page the extension does not answer says so after the loader deadline; Try again asks again', async () => {
    await renderLists(client);
    await waitFor(() => expect(rowBoxes()).toHaveLength(10));
    const first = rowBoxes().map(nameOf);
    sim.reset();
    loser.next('getProfiles');
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    // The table waits for the next page (busy); the deadline counts from then.
    const table = screen.getByRole('table', { name: 'Profiles' });
    await advanceUntil(() => table.getAttribute('aria-busy') === 'true');
    await act(() => vi.advanceTimersByTimeAsync(LOADER_DEADLINE_MS - 100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The extension is taking too long to answer. Try again in a moment.');
    expect(rowBoxes().map(nameOf)).toEqual(first);
    expect(screen.getByText('1–10 of 400')).toBeInTheDocument();

    expect(sim.count('getProfiles')).toBe(1);

    vi.useRealTimers();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('11–20 of 400')).toBeInTheDocument();
    await waitFor(() => expect(rowBoxes().map(nameOf)).not.toEqual(first));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Asked again. (A page React shows later than its staleTime, on a slow machine, is asked once more.)
    expect(sim.count('getProfiles')).toBeGreaterThanOrEqual(2);
  });

  it('a failed load says what went wrong and tries again on request', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Start-up goes through; the screen's loader does not.
    const tags = vi.spyOn(simulatedExtension.remotes, 'getAllProfileTags').mockImplementation(() => {
      throw new SimulatedFailure('LinkedIn is not reachable', 503);
    });
    await renderLists(client);
    // The route's error page (the screen's loader failed), as on every screen.
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    tags.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowBoxes()).toHaveLength(10));
  });

  it('a profile edit that the extension refuses keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderLists(client);
    await waitFor(() => expect(rowBoxes()).toHaveLength(10));
    const name = nameOf(rowBoxes()[0]!);
    await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit profile: ${name}` });
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Call back in May');
    faults.errorRate = 1;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/The profile could not be saved/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('Call back in May');
    faults.errorRate = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const saved = world().profiles.find((p) => `${p.firstName} ${p.lastName}` === name);
    expect(saved?.notes).toBe('Call back in May');
  });

  it('the item form shows the rules and saves with "Save - Done"; a message item needs its text', async () => {
    const user = userEvent.setup();
    await renderLists(client);
    await user.click(await screen.findByRole('tab', { name: 'Messages (3)' }));
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const dialog = screen.getByRole('dialog', { name: 'New item in Messages' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Item name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Item name/ }), 'Follow-up');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Any news, {{FIRST_NAME}?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Save - Done')).toBeInTheDocument();
    expect(world().lists.messages!.at(-1)).toMatchObject({
      name: 'Follow-up',
      data: { message: 'Any news, {FIRST_NAME}?' },
    });
    expect(await screen.findByRole('tab', { name: 'Messages (4)' })).toBeInTheDocument();
  });

  it('deleting a saved item asks first', async () => {
    const user = userEvent.setup();
    await renderLists(client);
    await user.click(await screen.findByRole('button', { name: 'Delete Not now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    expect(dialog).toHaveTextContent('Delete "Not now" from Canned responses?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Not now')).toBeNull());
    expect(world().lists.cannedResponses!.map((i) => i.name)).toEqual(['Book a call']);
  });

  it('the tag filter and the page live in the URL: a reload shows the same profiles', async () => {
    const user = userEvent.setup();
    const first = await renderLists(client);
    await waitFor(() => expect(rowBoxes()).toHaveLength(10));
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    const tag = world().profiles.find((p) => p.tags.length && !p.hidden)!.tags[0]!;
    await user.click(await screen.findByRole('option', { name: tag }));
    await waitFor(() => expect(first.router.state.location.search).toMatchObject({ tag }));
    const tagged = world().profiles.filter((p) => p.tags.includes(tag) && !p.hidden).length;
    expect(await screen.findByText(`1–${Math.min(tagged, 10)} of ${tagged}`)).toBeInTheDocument();
    const names = rowBoxes().map(nameOf);
    const url = first.router.state.location.href;
    first.unmount();

    await renderLists(client, url); // what a reload does
    await waitFor(() => expect(rowBoxes().map(nameOf)).toEqual(names));
    expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveTextContent(tag);
  });

  it('Back closes an opened profile, then returns to the saved-list tab before', async () => {
    const user = userEvent.setup();
    const { history } = await renderLists(client);
    await waitFor(() => expect(rowBoxes()).toHaveLength(10));
    await user.click(screen.getByRole('tab', { name: 'Messages (3)' }));
    expect(screen.getByRole('tab', { name: 'Messages (3)' })).toHaveAttribute('aria-selected', 'true');
    const name = nameOf(rowBoxes()[0]!);
    await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
    expect(await screen.findByRole('dialog', { name: `Edit profile: ${name}` })).toBeInTheDocument();

    act(() => history.back());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Edit profile: ${name}` })).toBeNull());
    expect(screen.getByRole('tab', { name: 'Messages (3)' })).toHaveAttribute('aria-selected', 'true');
    act(() => history.back());
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Canned responses/ })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('Cancel closes the profile without leaving a history entry that opens it again', async () => {
    const user = userEvent.setup();
    const { router, history } = await renderLists(client);
    await waitFor(() => expect(rowBoxes()).toHaveLength(10));
    expect(history.canGoBack()).toBe(false);
    const name = nameOf(rowBoxes()[0]!);
    await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit profile: ${name}` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('profile'));
    expect(screen.queryByRole('dialog', { name: `Edit profile: ${name}` })).toBeNull();
    expect(history.canGoBack()).toBe(false); // Back now leaves the screen
  });
});
