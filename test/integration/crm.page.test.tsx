import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { PlanSettings } from '@/lib/session/api';
import { CRM_LOADING_POLL_MS, LOADER_DEADLINE_MS } from '@/lib/constants';
import { SCREEN_PENDING_MS } from '@/app/router';
import { pushEvent } from '@/mocks/extension/pushes';
import { NO_FAULTS } from '@/mocks/world/worldConstants';
import { updateWorld, world } from '@/mocks/world/store';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import type { FaultSettings } from '@/mocks/world/types';
import { createTestQueryClient, renderRoute, type RenderRouteOptions, worldUser } from './renderRoute';
import { advanceUntil } from './fakeClock';
import { callLoser, simulate, type Simulation } from './simulation';
import { fakeLayout } from './support/jsdom';

// The CRM screen in the app's route tree over the simulated extension (default world, 400 contacts;
// plan settings absent, so every feature is allowed, unless a test says otherwise).

/** The app's /crm route (search params, loader) inside the real shell (see renderRoute). */
async function renderCrm(client: QueryClient, url = '/crm', options: RenderRouteOptions = {}) {
  const view = await renderRoute(url, { queryClient: client, planSettings: null, ...options });
  return { ...view, history: view.router.history };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Contacts' })).getAllByRole('checkbox', {
    name: /^Select (?!all)/,
  });

describe('CRM screen', () => {
  let client: QueryClient;
  let faults: FaultSettings;
  let loser: ReturnType<typeof callLoser>;
  let sim: Simulation;
  let undoLayout: () => void;
  beforeEach(() => {
    faults = { ...NO_FAULTS };
    loser = callLoser();
    sim = simulate('default', { faults: () => faults, lose: (name) => loser.lose(name) });
    client = createTestQueryClient();
    undoLayout = fakeLayout();
  });
  afterEach(() => {
    undoLayout();
    client.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the three counters and a page of 10 contacts', async () => {
    await renderCrm(client);
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'All Contacts' })).getByText('400'),
      ).toBeInTheDocument(),
    );
    const first = world().profiles.filter((p) => p.distance === 1).length;
    expect(
      within(screen.getByRole('group', { name: '1st Connections' })).getByText(String(first)),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Leads of Campaigns' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('counts under the cards’ own words show, and a count the extension does not report shows a dash', async () => {
    vi.spyOn(simulatedExtension.remotes, 'getAllContacts').mockReturnValue({
      allContacts: '12',
      connections: 5,
    });
    await renderCrm(client);
    const card = (name: string) => within(screen.getByRole('group', { name }));
    await waitFor(() => expect(card('All Contacts').getByText('12')).toBeInTheDocument());
    expect(card('1st Connections').getByText('5')).toBeInTheDocument();
    expect(card('Leads of Campaigns').getByText('—')).toBeInTheDocument();
  });

  it('while the connections load for the first time it says so, and checks again every 10 s', async () => {
    updateWorld((w) => void (w.extension.connectionsLoading = true));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderCrm(client);
    expect(await screen.findByText('Please, wait until load your connections')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh connections' })).toBeDisabled();
    updateWorld((w) => void (w.extension.connectionsLoading = false));
    await act(() => vi.advanceTimersByTimeAsync(CRM_LOADING_POLL_MS + 100));
    await waitFor(() => expect(screen.queryByText('Please, wait until load your connections')).toBeNull());
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('a refresh that returns nothing says the daily limit was expired and disables per-row refresh', async () => {
    const user = userEvent.setup();
    updateWorld((w) => void (w.extension.manualUpdatesToday = 24));
    await renderCrm(client);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const buttons = () => screen.getAllByRole('button', { name: /^Refresh LinkedIn data of / });
    await user.click(buttons()[0]!);
    expect(await screen.findByText('The profile LinkedIn data has beed refreshed')).toBeInTheDocument();
    await waitFor(() => expect(buttons()[1]).toBeDisabled()); // 25 of 25 used: the extension says expired
    // The screen last heard "not expired" while the extension has spent the limit meanwhile.
    client.setQueryData(['crm', 'manualExpired'], false);
    await waitFor(() => expect(buttons()[1]).toBeEnabled());
    await user.click(buttons()[1]!);
    expect(await screen.findByText('Daily limit was expired')).toBeInTheDocument();
    await waitFor(() => expect(buttons()[2]).toBeDisabled());
    expect(buttons()[2]).toHaveAccessibleDescription('The daily limit of manual refreshes is used up');
  });

  it('the refresh that returns nothing disables every row refresh at once, although the last answer to the limit check said otherwise', async () => {
    const user = userEvent.setup();
    updateWorld((w) => void (w.extension.manualUpdatesToday = 25));
    const expired = vi.spyOn(simulatedExtension.remotes, 'isDailyManualUpdateExpired').mockReturnValue(false);
    await renderCrm(client);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const buttons = () => screen.getAllByRole('button', { name: /^Refresh LinkedIn data of / });
    expect(buttons()[3]).toBeEnabled();
    await user.click(buttons()[0]!);
    expect(await screen.findByText('Daily limit was expired')).toBeInTheDocument();
    for (const button of buttons()) expect(button).toBeDisabled();
    expired.mockRestore();
  });

  it('hides and unhides contacts, one from its row and several selected', async () => {
    const user = userEvent.setup();
    await renderCrm(client);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const firstName = rows()[0]!
      .getAttribute('aria-label')!
      .replace(/^Select /, '');
    await user.click(screen.getByRole('button', { name: `Hide ${firstName}` }));
    expect(await screen.findByText('1 contact hidden')).toBeInTheDocument();
    // The default filter shows contacts that are not hidden: the row goes.
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: `Select ${firstName}` })).toBeNull());
    expect(
      world()
        .profiles.filter((p) => p.hidden)
        .map((p) => `${p.firstName} ${p.lastName}`),
    ).toContain(firstName);

    await user.click(rows()[0]!);
    await user.click(rows()[1]!);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('2 contacts hidden')).toBeInTheDocument();
    expect(world().profiles.filter((p) => p.hidden)).toHaveLength(3);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Hidden' }), 'Hidden only');
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: `Unhide ${firstName}` }));
    expect(await screen.findByText('1 contact unhidden')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(world().profiles.filter((p) => p.hidden)).toHaveLength(2);
  });

  it('a connection request the extension did not send says so', async () => {
    const user = userEvent.setup();
    await renderCrm(client);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const connect = screen.getAllByRole('button', { name: /^Connect / })[0]!;
    const name = connect.getAttribute('aria-label')!.replace(/^Connect /, '');
    const p = world().profiles.find((x) => `${x.firstName} ${x.lastName}` === name)!;
    updateWorld((w) => void (w.profiles.find((x) => x.id === p.id)!.trackingId = null)); // withdrawn meanwhile
    await user.click(connect);
    expect(
      await screen.findByText('Connection request was sent manually or a request to the user was withdrawn'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Connection request sent to ${name}` })).toBeDisabled();
  });

  it('a failed bulk refresh says "Something went wrong…" and the screen stays usable', async () => {
    const user = userEvent.setup();
    await renderCrm(client);
    await waitFor(() => expect(rows()).toHaveLength(10));
    faults.errorRate = 1;
    await user.click(screen.getByRole('button', { name: 'Refresh connections' }));
    expect(await screen.findByText('Something went wrong…')).toBeInTheDocument();
    faults.errorRate = 0;
    expect(rows()).toHaveLength(10);
  });

  it('the bulk-remove progress counts the pushed connectionRemoved events', async () => {
    const user = userEvent.setup();
    await renderCrm(client);
    await waitFor(() => expect(rows()).toHaveLength(10));
    faults.latencyMs = 60_000; // the extension's answer is slow: the pushes tell the progress
    await user.click(rows()[0]!);
    await user.click(rows()[1]!);
    await user.click(screen.getByRole('button', { name: 'Remove connections (2)' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove connections' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('Removing connections: removed 0 of 2')).toBeInTheDocument();
    const ids = world()
      .profiles.slice()
      .sort((a, b) => a.firstName.localeCompare(b.firstName))
      .slice(0, 2)
      .map((p) => p.id);
    act(() => pushEvent('connectionRemoved', { id: ids[0] }));
    expect(await screen.findByText('Removing connections: removed 1 of 2')).toBeInTheDocument();
    act(() => pushEvent('connectionRemoved', { id: 999_999 })); // not ours
    act(() => pushEvent('connectionRemoved', { id: ids[1] }));
    expect(await screen.findByText('Removing connections: removed 2 of 2')).toBeInTheDocument();
  });

  it('filters, sort and search live in the URL: a reload shows the same contacts', async () => {
    const user = userEvent.setup();
    const first = await renderCrm(client);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Connection' }), '2nd');
    await user.type(screen.getByRole('textbox', { name: 'Search contacts' }), 'a');
    await waitFor(() =>
      expect(first.router.state.location.search).toMatchObject({ connection: '2nd', q: 'a' }),
    );
    const url = first.router.state.location.href;
    const range = /^1–10 of (\d+)$/;
    await waitFor(() =>
      expect(Number(screen.getByText(range).textContent!.match(range)![1])).toBeLessThan(400),
    );
    const shown = screen.getByText(range).textContent;
    const names = rows().map((r) => r.getAttribute('aria-label'));
    first.unmount();

    await renderCrm(client, url); // what a reload does: the same URL, a fresh screen
    expect(await screen.findByText(shown!)).toBeInTheDocument();
    expect(rows().map((r) => r.getAttribute('aria-label'))).toEqual(names);
    expect(screen.getByRole('combobox', { name: 'Connection' })).toHaveDisplayValue('2nd');
    expect(screen.getByRole('textbox', { name: 'Search contacts' })).toHaveValue('a');
  });

  it('a new filter keeps the screen, its search field and its rows (marked busy) until the new page is in', async () => {
    await renderCrm(client);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const names = rows().map((r) => r.getAttribute('aria-label'));
    const search = screen.getByRole('textbox', { name: 'Search contacts' });
    const table = screen.getByRole('table', { name: 'Contacts' });
    // The new page is held back until `answer()`: an extension slower than SCREEN_PENDING_MS.
    const getProfiles = simulatedExtension.remotes.getProfiles;
    let answer = () => undefined as void;
    const held = vi
      .spyOn(simulatedExtension.remotes, 'getProfiles')
      .mockImplementation(
        (...args) => new Promise((resolve) => (answer = () => resolve(getProfiles(...args)))),
      );
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.change(screen.getByRole('combobox', { name: 'Connection' }), { target: { value: '2nd' } });
    await act(() => vi.advanceTimersByTimeAsync(SCREEN_PENDING_MS * 3));
    expect(held).toHaveBeenCalled();

    expect(screen.getByRole('textbox', { name: 'Search contacts' })).toBe(search);
    expect(screen.getByRole('combobox', { name: 'Connection' })).toHaveDisplayValue('2nd');
    expect(screen.getByRole('table', { name: 'Contacts' })).toBe(table);
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(rows().map((r) => r.getAttribute('aria-label'))).toEqual(names);

    vi.useRealTimers();
    act(() => answer());
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    const range = /^1–10 of (\d+)$/;
    expect(Number(screen.getByText(range).textContent!.match(range)![1])).toBeLessThan(400);
    expect(rows().map((r) => r.getAttribute('aria-label'))).not.toEqual(names);
  });

  it('a new filter the extension does not answer says so after the loader deadline, keeps the screen, and Try again asks again', async () => {
    await renderCrm(client);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const names = rows().map((r) => r.getAttribute('aria-label'));
    const table = screen.getByRole('table', { name: 'Contacts' });
    // The first ask is never answered; the second one is.
    sim.reset();
    loser.next('getProfiles');
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.change(screen.getByRole('combobox', { name: 'Connection' }), { target: { value: '3rd' } });
    // The table waits for the new page (busy); the deadline counts from then.
    await advanceUntil(() => table.getAttribute('aria-busy') === 'true');
    await act(() => vi.advanceTimersByTimeAsync(LOADER_DEADLINE_MS - 100));
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/taking too long/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The extension is taking too long to answer. Try again in a moment.');
    expect(screen.getByRole('combobox', { name: 'Connection' })).toHaveDisplayValue('3rd');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(rows().map((r) => r.getAttribute('aria-label'))).toEqual(names);
    expect(sim.count('getProfiles')).toBe(1);

    vi.useRealTimers();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByText(/taking too long/)).not.toBeInTheDocument();
    expect(rows().map((r) => r.getAttribute('aria-label'))).not.toEqual(names);
    // Asked again. (A page React shows later than its staleTime, on a slow machine, is asked once more.)
    expect(sim.count('getProfiles')).toBeGreaterThanOrEqual(2);
  });

  it('a page change is a history entry: Back returns to the page before', async () => {
    const user = userEvent.setup();
    const { history } = await renderCrm(client);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const firstPage = rows().map((r) => r.getAttribute('aria-label'));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11–20 of 400')).toBeInTheDocument();
    act(() => history.back());
    expect(await screen.findByText('1–10 of 400')).toBeInTheDocument();
    expect(rows().map((r) => r.getAttribute('aria-label'))).toEqual(firstPage);
  });

  it("pointing at the menu's CRM link on page 2 keeps page 2; following it opens page 1", async () => {
    const user = userEvent.setup();
    const { router } = await renderCrm(client, '/crm?page=2');
    expect(await screen.findByText('11–20 of 400')).toBeInTheDocument();
    const secondPage = rows().map((r) => r.getAttribute('aria-label'));
    // The side menu is a step after the screen (its own chunk and render: ShellLayout).
    const link = await screen.findByRole('link', { name: 'CRM' });
    // Intent preloading asks for /crm, the same route's first page: the screen shown is not touched.
    await user.hover(link);
    await waitFor(() => expect(router.state.isLoading).toBe(false));
    expect(screen.getByText('11–20 of 400')).toBeInTheDocument();
    expect(rows().map((r) => r.getAttribute('aria-label'))).toEqual(secondPage);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByText('1–10 of 400')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
  });

  it('a wrong or hostile URL value falls back to the default view', async () => {
    await renderCrm(client, '/crm?page=-3&hidden=%22%3Cscript%3E%22&size=7&sort=%22x%22');
    expect(await screen.findByText('1–10 of 400')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Hidden' })).toHaveDisplayValue('Not hidden');
    expect(screen.getByRole('button', { name: 'Sort: Name A-Z' })).toBeInTheDocument();
  });

  it('without the CRM in the plan only the upgrade dialog shows, and Escape does not close it', async () => {
    const user = userEvent.setup();
    const planSettings: PlanSettings = { '1': { features: { crm: { enabled: false } } } };
    await renderCrm(client, '/crm', { planSettings, user: { ...worldUser(), planId: 1 } });
    const dialog = await screen.findByRole('dialog', { name: 'Plan upgrade required' });
    expect(dialog).toHaveTextContent(
      'This feature is not available in your plan. Please upgrade your plan to get access to this feature',
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Plan upgrade required' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Contacts' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'CRM', hidden: true })).toBeInTheDocument(); // behind the modal
  });
});
