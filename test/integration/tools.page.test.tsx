import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { WithdrawalFormSchema, withdrawalSummary } from '@/features/tools/api';
import { WithdrawalStateSchema } from '@/lib/extension/contract/shared/entities';
import { toolsRemotes } from '@/mocks/extension/remotes/tools';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { sessionRemotes } from '@/mocks/extension/remotes/session';
import { CONNECTIONS_SYNC_MS } from '@/mocks/world/worldConstants';
import { NO_FAULTS } from '@/mocks/world/worldConstants';
import { updateWorld, world } from '@/mocks/world/store';
import { renderRoute } from './renderRoute';
import { startSimulation } from './simulation';
import { screenTest } from './support/screenTest';

/** /tools in the app's route tree: its loader fetches the withdrawal tool's state first. */
const renderTools = (client: QueryClient) => renderRoute('/tools', { queryClient: client });

/** Opens /tools and types `value` over the Uninviter's days. */
async function typeDays(client: QueryClient, user: ReturnType<typeof userEvent.setup>, value: string) {
  await renderTools(client);
  const days = await screen.findByRole('textbox', { name: 'Withdraw invitations older than (days)' });
  await user.clear(days);
  await user.type(days, value);
  return days;
}

describe('tools screen', () => {
  const app = screenTest({
    layout: false,
    restoreMocks: true,
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the heading and the two panels; Connections sync opens and saves with Done', async () => {
    const user = userEvent.setup();
    await renderTools(app.client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tools' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uninviter' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Connections sync' }));
    expect(screen.getByRole('button', { name: 'Connections sync' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('switch', { name: 'Only connections made after a date' }));
    await user.click(screen.getByRole('button', { name: 'Save sync options' }));
    expect(await screen.findByText('Choose the date to sync connections from')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Connected after'), '2026-01-15');
    await user.click(screen.getByRole('button', { name: 'Save sync options' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(world().extension.taskOptions?.syncConnections).toMatchObject({
      enabled: true,
      enableThreshold: true,
      schedule: 'daily',
      dateThreshold: new Date('2026-01-15T00:00:00').getTime(),
    });
  });

  it('shows a sync the extension is running, with its counts', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T12:00:00Z'));
    const total = world().profiles.filter((p) => p.distance === 1).length;
    // A quarter of the pull's time has passed.
    updateWorld((w) => {
      w.extension.connectionsLoading = true;
      w.extension.connectionsLoadingUntil = Date.now() + CONNECTIONS_SYNC_MS * 0.75;
    });
    await renderTools(app.client);
    await user.click(await screen.findByRole('button', { name: 'Connections sync' }));
    expect(await screen.findByRole('status', { name: 'Sync progress' })).toHaveTextContent(
      `Syncing connections: ${Math.floor(total / 4)} of ${total} connections`,
    );
  });

  it('the simulated sync counts up with time and leaves the task list when done', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-02T12:00:00Z').getTime();
    vi.setSystemTime(start);
    const total = world().profiles.filter((p) => p.distance === 1).length;
    updateWorld((w) => {
      w.extension.connectionsLoading = true;
      w.extension.connectionsLoadingUntil = start + CONNECTIONS_SYNC_MS;
    });
    const syncMessage = async () =>
      (await sessionRemotes.getTasks()).find((t) => t.name === 'syncConnections')?.message;
    expect(await syncMessage()).toBe(`0 of ${total} connections`);
    vi.setSystemTime(start + CONNECTIONS_SYNC_MS / 2);
    expect(await syncMessage()).toBe(`${Math.floor(total / 2)} of ${total} connections`);
    vi.setSystemTime(start + CONNECTIONS_SYNC_MS);
    expect(await syncMessage()).toBeUndefined();
  });

  it('Connections sync opens with the stored options, and saving keeps what was not changed', async () => {
    const user = userEvent.setup();
    const stored = {
      enabled: true,
      enableThreshold: true,
      dateThreshold: new Date('2026-03-09T00:00:00').getTime(),
      schedule: 'weekly',
    };
    updateWorld((w) => void (w.extension.taskOptions = { syncConnections: stored }));
    await renderTools(app.client);
    await user.click(await screen.findByRole('button', { name: 'Connections sync' }));
    expect(await screen.findByLabelText('Connected after')).toHaveValue('2026-03-09');
    expect(screen.getByRole('switch', { name: 'Only connections made after a date' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Schedule' })).toHaveTextContent('Every week');

    await user.click(screen.getByRole('switch', { name: 'Sync connections automatically' }));
    await user.click(screen.getByRole('button', { name: 'Save sync options' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(world().extension.taskOptions?.syncConnections).toEqual({ ...stored, enabled: false });
  });

  it('Connections sync opens with the defaults when nothing was saved', async () => {
    const user = userEvent.setup();
    updateWorld((w) => void (w.extension.taskOptions = {}));
    await renderTools(app.client);
    await user.click(await screen.findByRole('button', { name: 'Connections sync' }));
    expect(await screen.findByRole('switch', { name: 'Sync connections automatically' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Only connections made after a date' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Schedule' })).toHaveTextContent('Every day');
  });

  it('starts the Uninviter with days and rate, disables the inputs while running, and stops it', async () => {
    const user = userEvent.setup();
    await renderTools(app.client);
    const days = await screen.findByRole('textbox', { name: 'Withdraw invitations older than (days)' });
    expect(days).toHaveValue('30');
    expect(screen.getByRole('slider', { name: 'Fewest withdrawals per minute' })).toHaveValue('4');
    expect(screen.getByRole('slider', { name: 'Most withdrawals per minute' })).toHaveValue('12');
    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const banner = screen.getByRole('status', { name: 'Withdrawal status' });
    await waitFor(() =>
      expect(banner).toHaveTextContent('RunningWithdrawing invitations older than 14 days…'),
    );
    expect(days).toBeDisabled();
    expect(screen.getByRole('slider', { name: 'Fewest withdrawals per minute' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(world().withdrawal).toMatchObject({ running: true, days: 14, delay: [4, 12] });

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() =>
      expect(banner).toHaveTextContent(/^Stopped\d+ invitations withdrawn before stopping/),
    );
    expect(days).toBeEnabled();
  });

  it('keeps a bad days value with a message and does not start', async () => {
    const user = userEvent.setup();
    const days = await typeDays(app.client, user, 'ten');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Days must be a number')).toBeInTheDocument();
    expect(days).toHaveValue('ten');
    expect(world().withdrawal.running).toBe(false);
  });

  it('the status banner updates from the polled state', async () => {
    const user = userEvent.setup();
    await renderTools(app.client);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const banner = screen.getByRole('status', { name: 'Withdrawal status' });
    // The simulated Uninviter checks one invitation every 250 ms at 4-12 a minute; the page polls every second.
    await waitFor(
      () =>
        expect(
          within(banner).getByText(/Withdrawn: [1-9]\d* · Skipped: \d+ · Checked: \d+ of 137/),
        ).toBeInTheDocument(),
      {
        timeout: 4000,
      },
    );
    await user.click(screen.getByRole('button', { name: 'Stop' }));
  });
});

describe('tools screen when the extension fails', () => {
  const app = screenTest({
    layout: false,
  });

  it('keeps the running tool usable when a status poll fails, and says so', async () => {
    const user = userEvent.setup();
    await renderTools(app.client);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled());
    app.faults = { ...NO_FAULTS, errorRate: 1 };
    expect(
      await screen.findByText(/The latest status could not be read/, undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();
    app.faults = { ...NO_FAULTS };
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(world().withdrawal.running).toBe(false));
  });

  it('shows why Start failed and keeps the values', async () => {
    const user = userEvent.setup();
    const days = await typeDays(app.client, user, '9');
    app.faults = { ...NO_FAULTS, errorRate: 1 };
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(days).toHaveValue('9');
    expect(world().withdrawal.running).toBe(false);
  });
});

describe('tools screen on its route loader', () => {
  beforeEach(() => void startSimulation());
  afterEach(() => vi.restoreAllMocks());

  it('an Uninviter state that cannot be read shows the route’s error; Try again brings the screen', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Only the loader's call fails; Try again asks the extension again.
    vi.spyOn(simulatedExtension.remotes, 'Uninviter.getState').mockRejectedValueOnce(
      new Error('The Uninviter is not ready'),
    );
    await renderRoute('/tools');
    expect(await screen.findByText(/The Uninviter is not ready/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(logged).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status', { name: 'Withdrawal status' })).toHaveTextContent('Stopped');
  });

  it('sync options that cannot be read stay a problem of their panel; the Uninviter is usable', async () => {
    const user = userEvent.setup();
    vi.spyOn(simulatedExtension.remotes, 'taskManager.getTaskOptions').mockRejectedValue(
      new Error('Task options are locked'),
    );
    await renderRoute('/tools');
    await user.click(await screen.findByRole('button', { name: 'Connections sync' }));

    expect(await screen.findByText(/The sync options could not be loaded/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Uninviter' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeEnabled();
  });
});

describe('simulated Uninviter', () => {
  beforeEach(() => startSimulation('default'));
  afterEach(() => vi.useRealTimers());

  it('withdraws as time passes, shrinks the pending invites and stops when none are left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = new Date('2026-11-22T10:00:00Z').getTime();
    vi.setSystemTime(t0);
    const pending = world().pendingInvites;
    await toolsRemotes['Uninviter.start']({ days: 30, delay: [4, 12] });
    vi.setSystemTime(t0 + 2_500); // 10 invitations at 250 ms each
    const mid = WithdrawalStateSchema.parse(await toolsRemotes['Uninviter.getState']());
    expect(mid.counter + mid.skipCounter).toBe(10);
    expect(mid.skipCounter).toBe(1);
    expect(world().pendingInvites).toBe(pending - mid.counter);
    expect(mid.lastPerson).toBeTruthy();

    vi.setSystemTime(t0 + 10 * 60_000);
    const end = WithdrawalStateSchema.parse(await toolsRemotes['Uninviter.getState']());
    expect(end.running).toBe(false);
    expect(end.counter + end.skipCounter).toBe(pending);
    expect(end.message).toBe(`Finished: ${end.counter} invitations withdrawn, ${end.skipCounter} skipped`);
    expect(world().pendingInvites).toBe(end.skipCounter);
  });

  it('says so when there is nothing to withdraw', async () => {
    const w = world();
    w.pendingInvites = 0;
    const state = await toolsRemotes['Uninviter.start']({ days: 30, delay: [4, 12] });
    expect(state).toMatchObject({ running: false, message: 'There are no pending invitations to withdraw' });
  });
});

describe('withdrawal form rules', () => {
  it.each([
    ['', 'Enter the number of days'],
    ['abc', 'Days must be a number'],
    ['0', 'Days must be at least 1'],
    ['1.5', 'Days must be a number'],
  ])('days %j is refused with %s', (days, message) => {
    const r = WithdrawalFormSchema.safeParse({ days, delay: [4, 12] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });

  it('accepts a number of days and a rate within 1 to 30', () => {
    expect(WithdrawalFormSchema.parse({ days: ' 45 ', delay: [1, 30] })).toEqual({
      days: 45,
      delay: [1, 30],
    });
    expect(WithdrawalFormSchema.safeParse({ days: '5', delay: [0, 12] }).success).toBe(false);
    expect(WithdrawalFormSchema.safeParse({ days: '5', delay: [4, 31] }).success).toBe(false);
  });

  it('summarises the counters once something has happened', () => {
    expect(withdrawalSummary({ running: false, counter: 0, skipCounter: 0 })).toBeNull();
    expect(withdrawalSummary({ running: true, counter: 3, skipCounter: 1, invitations: 20 })).toBe(
      'Withdrawn: 3 · Skipped: 1 · Checked: 4 of 20',
    );
  });
});
