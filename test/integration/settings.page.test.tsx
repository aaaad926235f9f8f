import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { SCREEN_PENDING_MS } from '@/app/router';
import {
  EXTENSION_STORE_URL,
  LOADER_DEADLINE_MS,
  PRODUCT_NAME,
  SLOW_EXTENSION_MESSAGE,
} from '@/lib/constants';
import type { User } from '@/lib/session/api';
import { NO_FAULTS } from '@/mocks/world/worldConstants';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { updateWorld, world } from '@/mocks/world/store';
import type { FaultSettings } from '@/mocks/world/types';
import { createTestQueryClient, renderRoute } from './renderRoute';
import { callLoser, simulate } from './simulation';

// The Settings screen in the app's route tree, on the simulated extension.

const USER = {
  id: 1,
  email: 'owner@example.com',
  details: { firstName: 'Dana', lastName: 'Owner' },
  linkedinAccount: { id: 'li-1', firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.com' },
} as User;

const renderSettings = (path: string, client: QueryClient) =>
  renderRoute(path, { queryClient: client, user: USER });

describe('settings screen', () => {
  let client: QueryClient;
  let loser: ReturnType<typeof callLoser>;
  let faults: FaultSettings;
  beforeEach(() => {
    faults = { ...NO_FAULTS };
    loser = callLoser();
    simulate('default', { faults: () => faults, lose: (name) => loser.lose(name) });
    client = createTestQueryClient();
  });
  afterEach(() => {
    vi.useRealTimers();
    client.clear();
    vi.restoreAllMocks();
  });

  it.each([
    ['/settings', 'General'],
    ['/settings/withdrawals', 'Withdrawals'],
    ['/settings?type=withdrawals', 'Withdrawals'],
    ['/settings/advanced', 'Advanced'],
    ['/settings/nonsense', 'General'],
    ['/settings?type=bogus', 'General'],
  ])('%s opens the %s tab under the Settings title', async (path, tab) => {
    await renderSettings(path, client);
    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toBe(`Settings | ${PRODUCT_NAME}`);
  });

  it('switching tabs changes the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderSettings('/settings', client);
    await user.click(await screen.findByRole('tab', { name: 'Advanced' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/advanced'));
    expect(await screen.findByRole('button', { name: 'Backup data' })).toBeInTheDocument();
  });

  it('shows the assigned account and saves the per-day limit, notifications and cache days', async () => {
    const user = userEvent.setup();
    await renderSettings('/settings', client);
    expect(await screen.findByText('Alex Morgan (alex.morgan@example.com)')).toBeInTheDocument();
    const perDay = await screen.findByRole('textbox', { name: 'Per-day limit' });
    expect(perDay).toHaveValue('10');
    await user.clear(perDay);
    await user.type(perDay, '25');
    await user.click(screen.getByRole('switch', { name: 'Notify me of new messages' }));
    const cache = screen.getByRole('textbox', { name: 'Cache days' });
    await user.clear(cache);
    await user.type(cache, '14');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(world().extension.perDayLimit).toBe(25);
    expect(world().extension.settings).toEqual({
      show_notifications: true,
      newMessageNotificationEnabled: false,
      cacheExpiry: 14,
    });
  });

  it('keeps a bad cache value with a message and does not save; an empty per-day limit becomes 1', async () => {
    const user = userEvent.setup();
    await renderSettings('/settings', client);
    const cache = await screen.findByRole('textbox', { name: 'Cache days' });
    await user.clear(cache);
    await user.type(cache, '0');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Cache days must be at least 1')).toBeInTheDocument();
    expect(cache).toHaveValue('0');
    expect(world().extension.settings.cacheExpiry).toBe(7);

    await user.clear(cache);
    await user.type(cache, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Cache days must be a number')).toBeInTheDocument();

    await user.clear(cache);
    await user.type(cache, '3');
    await user.clear(screen.getByRole('textbox', { name: 'Per-day limit' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(world().extension.perDayLimit).toBe(1);
    expect(screen.getByRole('textbox', { name: 'Per-day limit' })).toHaveValue('1');
  });

  it('checks the per-day limit: a whole number, from 1 to 100,000; the message goes once the value is right', async () => {
    const user = userEvent.setup();
    await renderSettings('/settings', client);
    const perDay = await screen.findByRole('textbox', { name: 'Per-day limit' });
    const retype = async (value: string) => {
      await user.clear(perDay);
      await user.type(perDay, value);
    };

    await retype('2.5');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(perDay).toHaveAccessibleDescription('Per-day limit must be a whole number');
    // After a first save the fields are checked as they change.
    await retype('0');
    expect(perDay).toHaveAccessibleDescription('Per-day limit must be at least 1');
    // Past the safe integers, the field's own words, not zod's.
    await retype('99999999999999999999');
    expect(perDay).toHaveAccessibleDescription('Per-day limit is too large');
    expect(perDay).toHaveValue('99999999999999999999');
    await retype('40');
    expect(perDay).toHaveAccessibleDescription('Actions a day across your campaigns (at least 1)');
    expect(world().extension.perDayLimit).toBe(10);
  });

  it('a save the extension refuses says so and keeps what was typed; saving again works', async () => {
    const user = userEvent.setup();
    const refuse = vi
      .spyOn(simulatedExtension.remotes, 'updateUserSettings')
      .mockRejectedValueOnce(new Error('Storage is full'));
    await renderSettings('/settings', client);
    const perDay = await screen.findByRole('textbox', { name: 'Per-day limit' });
    const cache = screen.getByRole('textbox', { name: 'Cache days' });
    await user.clear(perDay);
    await user.type(perDay, '30');
    await user.clear(cache);
    await user.type(cache, '21');
    await user.click(screen.getByRole('switch', { name: 'Show notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings were not saved: Storage is full')).toBeVisible();
    // The stored settings are asked for again after the failure; the form keeps the typed values.
    await waitFor(() => expect(refuse).toHaveBeenCalledTimes(1));
    expect(perDay).toHaveValue('30');
    expect(cache).toHaveValue('21');
    expect(screen.getByRole('switch', { name: 'Show notifications' })).not.toBeChecked();
    expect(world().extension.settings.cacheExpiry).toBe(7);

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings updated');
    expect(world().extension.settings).toMatchObject({ show_notifications: false, cacheExpiry: 21 });
    expect(world().extension.perDayLimit).toBe(30);
  });

  it('asks before running a script: Cancel runs nothing, Run shows the result', async () => {
    const user = userEvent.setup();
    await renderSettings('/settings', client);
    const box = await screen.findByRole('textbox', { name: 'Script' });
    expect(screen.getByRole('button', { name: 'Run script' })).toBeDisabled();
    await user.type(box, 'return 42');
    await user.click(screen.getByRole('button', { name: 'Run script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run this script?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Command executed successfully.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Run script' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Run this script?' })).getByRole('button', { name: 'Run' }),
    );
    expect(await screen.findByText('Command executed successfully.')).toBeInTheDocument();
    expect(screen.getByText('Evaluated 9 characters')).toBeInTheDocument();
  });

  it('the script box keeps what was typed across a reload', async () => {
    const user = userEvent.setup();
    const first = await renderSettings('/settings', client);
    await user.type(await screen.findByRole('textbox', { name: 'Script' }), 'return world.size');
    first.unmount();
    client.clear();
    await renderSettings('/settings', client);
    expect(await screen.findByRole('textbox', { name: 'Script' })).toHaveValue('return world.size');
    expect(screen.getByRole('button', { name: 'Run script' })).toBeEnabled();
  });

  it('refuses hostile restore files with a clear error and sends nothing', async () => {
    const sent = vi.spyOn(simulatedExtension.remotes, 'restoreData');
    await renderSettings('/settings/advanced', client);
    const input = await screen.findByTestId('restore-file');
    const pick = (file: File) => fireEvent.change(input, { target: { files: [file] } });
    const json = (text: string, name = 'x.json') => new File([text], name, { type: 'application/json' });
    const huge = json('{}', 'huge.json');
    Object.defineProperty(huge, 'size', { value: 40 * 1024 * 1024 });

    const cases: [File, string][] = [
      [json('not json'), 'Restore failed: The file is not a backup: it is not valid JSON'],
      [json('[1,2,3]'), 'Restore failed: The file is not a backup: it has no campaigns, lists or profiles'],
      [
        json('{"hello":1}'),
        'Restore failed: The file is not a backup: it has no campaigns, lists or profiles',
      ],
      [
        json('{"campaigns":[{"id":"1; DROP TABLE","name":"x","module":"m","status":"s"}]}'),
        'Restore failed: The file is not a backup: campaigns.0.id: Invalid input: expected number, received string',
      ],
      [
        json('{"format":"something-else","campaigns":[]}'),
        'Restore failed: The file is not a backup: format: Invalid input: expected "reachly-backup"',
      ],
      [json('{"profiles":[{"id":1}]}'), 'Restore failed: The file is not a backup: profiles.0.profileId'],
      [huge, 'Restore failed: The file is too large to restore (40.0 MB): a backup can be at most 32 MB'],
    ];
    for (const [file, message] of cases) {
      pick(file);
      expect(await screen.findByText((text) => text.startsWith(message))).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
    }
    expect(sent).not.toHaveBeenCalled();
  });

  it('asks before restoring ("Restoring replaces …"), and Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const sent = vi.spyOn(simulatedExtension.remotes, 'restoreData');
    await renderSettings('/settings/advanced', client);
    const input = await screen.findByTestId('restore-file');
    const backup = JSON.stringify({
      format: 'reachly-backup',
      version: 1,
      campaigns: world().campaigns,
      lists: world().lists,
      profiles: world().profiles.slice(0, 3),
    });
    const pick = () =>
      fireEvent.change(input, {
        target: { files: [new File([backup], 'monday.json', { type: 'application/json' })] },
      });

    pick();
    let dialog = await screen.findByRole('dialog', { name: 'Restore this backup?' });
    expect(dialog).toHaveTextContent(
      `Restoring replaces the campaigns, lists and profiles the extension holds now with the ones in "monday.json" (${world().campaigns.length} campaigns,`,
    );
    expect(dialog).toHaveTextContent('3 profiles). This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).not.toHaveBeenCalled();

    pick();
    dialog = await screen.findByRole('dialog', { name: 'Restore this backup?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restore success')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith(backup);
    expect(screen.queryByText(/Restore failed/)).toBeNull();
  });

  it('shows the restore’s progress with its counts, then what was restored', async () => {
    const user = userEvent.setup();
    let finish: (ack: true) => void = () => {};
    vi.spyOn(simulatedExtension.remotes, 'restoreData').mockImplementation(
      () => new Promise<true>((resolve) => (finish = resolve)),
    );
    await renderSettings('/settings/advanced', client);
    const input = await screen.findByTestId('restore-file');
    const campaigns = world().campaigns;
    // Two list items in one list of the world's first list type.
    const [listType, items] = Object.entries(world().lists)[0]!;
    const backup = JSON.stringify({
      format: 'reachly-backup',
      version: 1,
      campaigns,
      lists: { [listType]: items.slice(0, 2) },
      profiles: world().profiles.slice(0, 1),
    });
    fireEvent.change(input, {
      target: { files: [new File([backup], 'monday.json', { type: 'application/json' })] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Restore this backup?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    const progress = await screen.findByRole('status', { name: 'Restore progress' });
    expect(progress).toHaveTextContent(
      `Restoring ${campaigns.length} campaigns, 2 list items and 1 profile from "monday.json"…`,
    );
    finish(true);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Restore progress' })).toHaveTextContent(
        `Restored ${campaigns.length} campaigns, 2 list items and 1 profile.`,
      ),
    );
  });

  it('downloads the backup as a JSON file', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (b: Blob) => (created.push(b), 'blob:backup'),
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderSettings('/settings', client);
    await user.click(await screen.findByRole('button', { name: 'Backup' }));
    expect(await screen.findByText('Backup success')).toBeInTheDocument();
    expect(click).toHaveBeenCalled();
    expect(JSON.parse(await created[0]!.text())).toMatchObject({ format: 'reachly-backup' });
  });

  it('restart opens the store page, then is disabled with the one-hour tooltip', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderSettings('/settings', client);
    await user.click(await screen.findByRole('button', { name: 'Restart extension' }));
    expect(open).toHaveBeenCalledWith(EXTENSION_STORE_URL, '_blank', 'noopener');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restart extension' })).toBeDisabled());
    expect(screen.getByLabelText('The next restart will be available after 1 hour')).toBeInTheDocument();
  });

  it('a restart the extension did not record says so in an alert that stays', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(simulatedExtension.remotes, 'restartExtension').mockRejectedValue(new Error('Storage is full'));
    await renderSettings('/settings/advanced', client);
    await user.click(await screen.findByRole('button', { name: 'Check for updates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The restart was not recorded: Storage is full',
    );
  });

  it('a saved message stays on screen when the person moves to another tab (one notification system)', async () => {
    const user = userEvent.setup();
    await renderSettings('/settings', client);
    await user.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings updated');

    await user.click(screen.getByRole('tab', { name: 'Advanced' }));

    expect(await screen.findByRole('button', { name: 'Backup data' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Settings updated');
  });

  it('disables restart when the extension says the hour has not passed', async () => {
    updateWorld((w) => void (w.extension.lastRestartCheck = Date.now() - 10_000));
    await renderSettings('/settings/advanced', client);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check for updates' })).toBeDisabled());
  });

  it('a tab is a history entry: Back returns to the previous tab', async () => {
    const user = userEvent.setup();
    const { router } = await renderSettings('/settings/withdrawals', client);
    await user.click(await screen.findByRole('tab', { name: 'Advanced' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/advanced'));
    router.history.back();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(router.state.location.pathname).toBe('/settings/withdrawals');
  });

  it('the Withdrawals tab starts and stops the withdrawal tool', async () => {
    const user = userEvent.setup();
    await renderSettings('/settings?type=withdrawals', client);
    const days = await screen.findByRole('textbox', { name: 'Withdraw invitations older than (days)' });
    await user.clear(days);
    await user.type(days, '60');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const banner = screen.getByRole('status', { name: 'Withdrawal status' });
    await waitFor(() => expect(banner).toHaveTextContent('Withdrawing invitations older than 60 days…'));
    expect(days).toBeDisabled();
    expect(world().withdrawal).toMatchObject({ running: true, days: 60, delay: [4, 12] });
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(banner).toHaveTextContent(/^Stopped/));
    expect(world().withdrawal.running).toBe(false);
    expect(days).toBeEnabled();
  });

  it('a tab the extension does not answer keeps the heading and tabs: its spinner, then its error, in the panel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSettings('/settings', client);
    expect(await screen.findByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
    loser.every('Uninviter.getState');
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    await act(() => vi.advanceTimersByTimeAsync(SCREEN_PENDING_MS));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');

    await act(() => vi.advanceTimersByTimeAsync(LOADER_DEADLINE_MS));
    vi.useRealTimers(); // the error view is a chunk of its own
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent(SLOW_EXTENSION_MESSAGE));
    expect(screen.getByRole('tab', { name: 'General' })).toBeInTheDocument();

    loser.answer('Uninviter.getState');
    fireEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Try again' }));
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('button', { name: 'Start' }),
    ).toBeInTheDocument();
  });

  it('shows a clear message when the settings cannot be loaded, and Try again recovers', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getUserSettings = simulatedExtension.remotes.getUserSettings;
    const failing = vi
      .spyOn(simulatedExtension.remotes, 'getUserSettings')
      .mockImplementation(() => Promise.reject(new Error('Could not load your settings')));
    await renderSettings('/settings', client);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/Could not load your settings/)).toBeInTheDocument();
    failing.mockImplementation(getUserSettings);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
  });
});
