import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { EXTENSION_STORE_URL, QUEUE_STATUS_NAMES } from '@/lib/constants';
import { capabilityState } from '@/lib/extension/capabilities';
import { world } from '@/mocks/world/store';
import { createTestQueryClient, renderRoute } from './renderRoute';
import { simulate, type Simulation, type SimulationOptions } from './simulation';
import { fakeLayout } from './support/jsdom';

// The screens on an extension built from the spec alone: it answers the calls we added with the
// error an extension gives for a message it does not know, and getCampaignData with the whole
// campaign data. Each screen falls back to a spec call or a plain default; none shows a route error.

const ADDED_CALLS = [
  'getUserSettings',
  'updateUserSettings',
  'restartExtension',
  'taskManager.getTaskOptions',
];
const NO_ROUTE_ERROR = 'Something went wrong';

let client: QueryClient;
let sim: Simulation;
let undoLayout: () => void;
const start = (options: SimulationOptions) => {
  sim = simulate('default', options);
  client = createTestQueryClient();
};
beforeEach(() => void (undoLayout = fakeLayout()));
afterEach(() => {
  client.clear();
  undoLayout();
  vi.restoreAllMocks();
});

describe('Settings › General without getUserSettings, updateUserSettings and restartExtension', () => {
  beforeEach(() => start({ unknown: ADDED_CALLS }));

  it('opens with the per-day limit at its default, hides the options with a note, and saves the limit', async () => {
    const user = userEvent.setup();
    const stored = { ...world().extension.settings };
    await renderRoute('/settings', { queryClient: client });
    const perDay = await screen.findByRole('textbox', { name: 'Per-day limit' });
    expect(perDay).toHaveValue('10');
    expect(screen.queryByText(NO_ROUTE_ERROR)).toBeNull();
    expect(
      screen.getByText(
        'This extension does not report its settings: the per-day limit starts at 10, and the notification and cache options are not shown.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Show notifications' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Cache days' })).toBeNull();

    await user.clear(perDay);
    await user.type(perDay, '25');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(world().extension.perDayLimit).toBe(25);
    expect(world().extension.settings).toEqual(stored);
    expect(sim.count('updateUserSettings')).toBe(0);
  });

  it('asks for the missing call once: the next visit knows without asking', async () => {
    const first = await renderRoute('/settings', { queryClient: client });
    await screen.findByRole('textbox', { name: 'Per-day limit' });
    expect(capabilityState('getUserSettings')).toBe('absent');
    first.unmount();
    client.clear();
    await renderRoute('/settings', { queryClient: client });
    await screen.findByRole('textbox', { name: 'Per-day limit' });
    expect(sim.count('getUserSettings')).toBe(1);
  });

  it('keeps backup, the script box and restart; restart opens the store page without an error', async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: () => 'blob:backup', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderRoute('/settings', { queryClient: client });

    await user.click(await screen.findByRole('button', { name: 'Backup' }));
    expect(await screen.findByText('Backup success')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Script' }), 'return 1');
    await user.click(screen.getByRole('button', { name: 'Run script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run this script?' });
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Command executed successfully.')).toBeInTheDocument();

    const checks = sim.count('isExpireTimeForRestart');
    await user.click(await screen.findByRole('button', { name: 'Restart extension' }));
    expect(open).toHaveBeenCalledWith(EXTENSION_STORE_URL, '_blank', 'noopener');
    // The once-an-hour check is asked again after the restart, and nothing says it failed.
    await waitFor(() => expect(sim.count('isExpireTimeForRestart')).toBeGreaterThan(checks));
    expect(screen.queryByText(/The restart was not recorded/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Restart extension' })).toBeEnabled();
  });

  it('Check for updates on the Advanced tab opens the store page without an error', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderRoute('/settings/advanced', { queryClient: client });
    await user.click(await screen.findByRole('button', { name: 'Check for updates' }));
    expect(open).toHaveBeenCalledWith(EXTENSION_STORE_URL, '_blank', 'noopener');
    await waitFor(() => expect(capabilityState('restartExtension')).toBe('absent'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Settings › General with getUserSettings but without updateUserSettings', () => {
  beforeEach(() => start({ unknown: ['updateUserSettings'] }));

  it('saves the per-day limit and then hides the options it cannot store, with a note', async () => {
    const user = userEvent.setup();
    await renderRoute('/settings', { queryClient: client });
    const perDay = await screen.findByRole('textbox', { name: 'Per-day limit' });
    expect(screen.getByRole('switch', { name: 'Show notifications' })).toBeInTheDocument();
    await user.clear(perDay);
    await user.type(perDay, '40');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(world().extension.perDayLimit).toBe(40);
    expect(
      await screen.findByText(
        'This extension does not store the notification and cache options, so they are not shown.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Show notifications' })).toBeNull();
    expect(screen.queryByText(/Settings were not saved/)).toBeNull();
  });
});

describe('Tools › Connections sync without taskManager.getTaskOptions', () => {
  beforeEach(() => start({ unknown: ADDED_CALLS }));

  it('starts from the defaults with a note, and still saves', async () => {
    const user = userEvent.setup();
    await renderRoute('/tools', { queryClient: client });
    await user.click(await screen.findByRole('button', { name: 'Connections sync' }));
    expect(
      await screen.findByText(
        'This extension does not report the saved sync options: the form starts from the defaults.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Sync connections automatically' })).toBeChecked();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Only connections made after a date' }));
    await user.type(screen.getByLabelText('Connected after'), '2026-01-15');
    await user.click(screen.getByRole('button', { name: 'Save sync options' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(world().extension.taskOptions?.syncConnections).toEqual({
      enabled: true,
      enableThreshold: true,
      schedule: 'daily',
      dateThreshold: new Date('2026-01-15T00:00:00').getTime(),
    });
  });
});

describe('Campaign detail on getCampaignData {id} answering the whole campaign data', () => {
  const rangeText = (from: number, to: number, total: number) =>
    `${from}–${to} of ${total.toLocaleString('en-US')}`;
  const queueRows = () =>
    within(screen.getByRole('table', { name: 'Queue' }))
      .getAllByRole('row')
      .slice(1);
  /** The count shown under `label` in the summary. */
  const countOf = (label: string) =>
    within(screen.getByLabelText('Counts')).getByText(label, { selector: 'dt' }).nextElementSibling
      ?.textContent;

  // As the spec reads: the campaign itself, its queue inside it; page, size and search are ignored.
  const wholeCampaign = ({ id }: { id: number }) => {
    const campaign = world().campaigns.find((c) => c.id === id)!;
    return { ...campaign, data: { ...campaign.data, members: world().queues[String(id)] ?? [] } };
  };

  it('pages the whole queue on the page and counts its statuses', async () => {
    start({ answers: { getCampaignData: wholeCampaign } });
    const user = userEvent.setup();
    const queue = world().queues['1']!;
    await renderRoute('/campaign-manager/1', { queryClient: client });
    expect(await screen.findByText(rangeText(1, 10, queue.length))).toBeInTheDocument();
    expect(screen.queryByText(NO_ROUTE_ERROR)).toBeNull();
    const first = queue[0]!.data;
    expect(queueRows()[0]).toHaveTextContent(`${first.firstName} ${first.lastName}`);

    QUEUE_STATUS_NAMES.forEach((name, code) =>
      expect(countOf(name)).toBe(String(queue.filter((i) => i.status === code).length)),
    );
    expect(screen.queryByText(/does not report the queue's status counts/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText(rangeText(11, 20, queue.length))).toBeInTheDocument();
    const eleventh = queue[10]!.data;
    expect(queueRows()[0]).toHaveTextContent(`${eleventh.firstName} ${eleventh.lastName}`);
  });

  it('searches the whole queue on the page', async () => {
    start({ answers: { getCampaignData: wholeCampaign } });
    const user = userEvent.setup();
    const queue = world().queues['1']!;
    const name = queue[3]!.data.lastName!;
    const matching = queue.filter((i) =>
      `${i.data.firstName} ${i.data.lastName}`.toLowerCase().includes(name.toLowerCase()),
    );
    await renderRoute('/campaign-manager/1', { queryClient: client });
    await user.type(await screen.findByRole('textbox', { name: 'Search the queue' }), name);
    await waitFor(() => expect(queueRows()).toHaveLength(Math.min(matching.length, 10)));
    for (const row of queueRows()) expect(row.textContent?.toLowerCase()).toContain(name.toLowerCase());
    expect(
      screen.getByText(rangeText(1, Math.min(matching.length, 10), matching.length)),
    ).toBeInTheDocument();
    // The counts stay those of the whole queue.
    expect(countOf('Failed')).toBe(String(queue.filter((i) => i.status === 3).length));

    await user.clear(screen.getByRole('textbox', { name: 'Search the queue' }));
    await user.type(screen.getByRole('textbox', { name: 'Search the queue' }), 'nobody-has-this-name');
    expect(await screen.findByText('No members match "nobody-has-this-name"')).toBeInTheDocument();
  });

  it('reads the campaign beside its queue items too', async () => {
    start({
      answers: {
        getCampaignData: ({ id }: { id: number }) => ({
          campaign: world().campaigns.find((c) => c.id === id),
          queueItems: world().queues[String(id)],
        }),
      },
    });
    const total = world().queues['1']!.length;
    await renderRoute('/campaign-manager/1?page=2', { queryClient: client });
    expect(await screen.findByText(rangeText(11, 20, total))).toBeInTheDocument();
  });
});

// The same screens on the simulation's spec profile (?extension=spec): no answer at all to an
// added call (Chrome's "message port closed"), the whole campaign data, a bare true from checkAccount.
describe('on the spec profile', () => {
  beforeEach(() => start({ profile: 'spec' }));

  it('Settings › General: the per-day limit saves, the options are hidden with the note, restart opens the store page', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderRoute('/settings', { queryClient: client });
    const perDay = await screen.findByRole('textbox', { name: 'Per-day limit' });
    expect(screen.getByText(/This extension does not report its settings/)).toBeInTheDocument();
    await user.clear(perDay);
    await user.type(perDay, '12');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(world().extension.perDayLimit).toBe(12);

    await user.click(screen.getByRole('button', { name: 'Restart extension' }));
    expect(open).toHaveBeenCalledWith(EXTENSION_STORE_URL, '_blank', 'noopener');
    await waitFor(() => expect(capabilityState('restartExtension')).toBe('absent'));
    expect(screen.queryByText(/The restart was not recorded/)).toBeNull();
  });

  it('Tools › Connections sync opens on the defaults with the note and saves', async () => {
    const user = userEvent.setup();
    await renderRoute('/tools', { queryClient: client });
    await user.click(await screen.findByRole('button', { name: 'Connections sync' }));
    expect(await screen.findByText(/does not report the saved sync options/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save sync options' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(world().extension.taskOptions?.syncConnections).toMatchObject({
      enabled: true,
      schedule: 'daily',
    });
  });

  it('the campaign detail pages, searches and counts the whole queue', async () => {
    const user = userEvent.setup();
    const queue = world().queues['1']!;
    await renderRoute('/campaign-manager/1?page=2', { queryClient: client });
    expect(await screen.findByText(`11–20 of ${queue.length.toLocaleString('en-US')}`)).toBeInTheDocument();
    expect(countOfFailed()).toBe(String(queue.filter((i) => i.status === 3).length));
    const name = queue[0]!.data.firstName!;
    await user.type(screen.getByRole('textbox', { name: 'Search the queue' }), name);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Queue' }))
          .getAllByRole('row')
          .slice(1)
          .every((row) => row.textContent?.includes(name)),
      ).toBe(true),
    );
  });
});

const countOfFailed = () =>
  within(screen.getByLabelText('Counts')).getByText('Failed', { selector: 'dt' }).nextElementSibling
    ?.textContent;
