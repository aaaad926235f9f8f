import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { resetCapabilities } from '@/lib/extension/capabilities';
import { callRemote } from '@/lib/extension/client';
import { remoteFunctions } from '@/lib/extension/contract';
import { PUSHED_ROOTS } from '@/lib/extension/pushInvalidation';
import { clearPushLog, recordResync } from '@/lib/extension/pushLog';
import { clearJournal } from '@/lib/journal';
import { tokenStore } from '@/lib/storage';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { createSimulatedTransport, SIMULATED_EXTENSION_ID } from '@/mocks/extension/simulatedTransport';
import { SimulatedFailure } from '@/mocks/extension/support';
import { NO_FAULTS } from '@/mocks/world/worldConstants';
import { renderRoute, worldUser } from './renderRoute';
import { screenTest } from './support/screenTest';

// /diagnostics over the simulated extension: each call's last outcome as the journal saw it, the
// optional capabilities, and the copy button. Nothing on it names the person or carries a token.

/** One call of each outcome the page tells apart, through the app's bridge (and a short-timeout one). */
async function makeOneCallOfEachOutcome() {
  vi.spyOn(simulatedExtension.remotes, 'getTasks').mockRejectedValueOnce(
    new SimulatedFailure('The task list is busy'),
  );
  vi.spyOn(simulatedExtension.remotes, 'getCountOfConnections').mockResolvedValueOnce('many' as never);
  // An extension without the optional call answers as Chrome's extensions do for an unknown message.
  vi.spyOn(simulatedExtension.remotes, 'getUserSettings').mockRejectedValueOnce(
    new SimulatedFailure('Unknown remote function getUserSettings', 'unknown_function'),
  );
  const failing = [
    callRemote(remoteFunctions, 'getTasks'),
    callRemote(remoteFunctions, 'getCountOfConnections'),
    callRemote(remoteFunctions, 'getUserSettings'),
  ];
  for (const call of failing) await call.catch(() => undefined);
  // An extension that never answers: the bridge's own timeout, shortened.
  const silent = createSimulatedTransport({
    implementation: simulatedExtension,
    faults: () => ({ ...NO_FAULTS, dropRate: 1 }),
    installed: () => true,
  });
  await new ExtensionBridge(silent, 20).call(remoteFunctions, 'getAllProfileTags').catch(() => undefined);
}

const callRow = (name: string) =>
  within(screen.getByRole('table', { name: 'Extension calls' })).getByRole('row', {
    name: new RegExp(`^${name} `),
  });
/** A call's row as its cells read: call, channel, last outcome, error, ms, when, failed. */
const callCells = (name: string) => {
  const row = within(callRow(name));
  return [row.getByRole('rowheader'), ...row.getAllByRole('cell')].map((cell) => cell.textContent);
};
const ANY = expect.any(String) as unknown;

describe('the diagnostics page', () => {
  const app = screenTest({ restoreMocks: true });
  beforeEach(() => {
    clearJournal();
    clearPushLog();
    resetCapabilities();
  });

  it('shows the connection, the versions and each call with its last outcome and time', async () => {
    await renderRoute('/diagnostics', { queryClient: app.client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Diagnostics' })).toBeInTheDocument();

    const connection = screen.getByRole('table', { name: 'Connection' });
    expect(within(connection).getByRole('row', { name: /^Extension/ })).toHaveTextContent('connected');
    expect(within(connection).getByRole('row', { name: /^Account check/ })).toHaveTextContent('passed');
    const versions = screen.getByRole('table', { name: 'Versions' });
    expect(within(versions).getByRole('row', { name: /^App version/ })).toHaveTextContent('test');
    expect(within(versions).getByRole('row', { name: /^Extension id/ })).toHaveTextContent(
      SIMULATED_EXTENSION_ID,
    );
    await waitFor(() =>
      expect(within(versions).getByRole('row', { name: /^Extension version (?!at)/ })).toHaveTextContent(
        '5.4.1',
      ),
    );

    await makeOneCallOfEachOutcome();

    await waitFor(() => expect(callRow('getAllProfileTags')).toBeInTheDocument());
    expect(callCells('getAllProfileTags')).toEqual([
      'getAllProfileTags',
      'rpc',
      'timeout',
      'The extension did not answer getAllProfileTags in time',
      ANY,
      expect.stringMatching(/^\d\d:\d\d:\d\d$/),
      '1 of 1',
    ]);
    expect(callCells('getTasks')).toEqual([
      'getTasks',
      'rpc',
      'error',
      'The task list is busy',
      ANY,
      ANY,
      '1 of 1',
    ]);
    expect(callCells('getCountOfConnections').slice(2, 4)).toEqual([
      'malformed',
      'The extension sent an unexpected reply to getCountOfConnections (reply: Invalid input)',
    ]);
    expect(callCells('getUserSettings').slice(2, 4)).toEqual([
      'unsupported',
      'This extension does not offer getUserSettings',
    ]);
    expect(callCells('getExtensionManifestVersion').slice(1, 4)).toEqual(['rpc', 'ok', '']);
    expect(callCells('getData').slice(1, 3)).toEqual(['cmd', 'ok']);

    const capabilities = screen.getByRole('table', { name: 'Optional capabilities' });
    expect(within(capabilities).getByRole('row', { name: /^getUserSettings/ })).toHaveTextContent('absent');
    expect(within(capabilities).getByRole('row', { name: /^restartExtension/ })).toHaveTextContent('unknown');
  });

  it('shows when the port last came back and which queries were fetched again then', async () => {
    await renderRoute('/diagnostics', { queryClient: app.client });
    const connection = await screen.findByRole('table', { name: 'Connection' });
    const lastReconnect = () => within(connection).getByRole('row', { name: /^Last reconnect/ });
    expect(lastReconnect()).toHaveTextContent('None in this tab');

    act(() => recordResync(PUSHED_ROOTS, new Date(2026, 11, 2, 9, 5, 7).getTime()));
    expect(lastReconnect()).toHaveTextContent(
      '09:05:07, fetched again: dashboard, notifications, messenger, crm, campaigns, campaign-detail',
    );
  });

  it('copies all of it as text, with no token and no person', async () => {
    const user = userEvent.setup(); // its clipboard stands in for the browser's
    await renderRoute('/diagnostics', { queryClient: app.client });
    await screen.findByRole('heading', { level: 1, name: 'Diagnostics' });
    await makeOneCallOfEachOutcome();
    await waitFor(() => expect(callRow('getAllProfileTags')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Copy diagnostics' }));

    expect(await screen.findByText('Diagnostics copied')).toBeInTheDocument();
    const text = await navigator.clipboard.readText();
    expect(text).toMatch(/^Extension connection: connected$/m);
    expect(text).toMatch(/^Extension id: simulated$/m);
    expect(text).toMatch(/^ {2}getUserSettings: absent$/m);
    expect(text).toMatch(/^ {2}rpc getTasks: error, \d+ ms, .* \(1 of 1 failed\) — The task list is busy$/m);
    expect(text).toMatch(/^ {2}rpc getCountOfConnections: malformed, .*\(reply: Invalid input\)$/m);
    expect(text).toMatch(/^ {2}rpc getAllProfileTags: timeout, /m);
    expect(text).toMatch(/^ {2}rpc getUserSettings: unsupported, /m);
    const person = worldUser();
    for (const secret of [
      person.email,
      person.details.firstName,
      person.details.lastName,
      tokenStore.get(),
    ]) {
      expect(secret).toBeTruthy();
      expect(text).not.toContain(secret);
      expect(document.body).not.toHaveTextContent(secret!);
    }
  });

  it('shows the text to copy by hand when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await renderRoute('/diagnostics', { queryClient: app.client });

    await user.click(await screen.findByRole('button', { name: 'Copy diagnostics' }));

    expect(await screen.findByText(/The browser did not let the page copy/)).toBeVisible();
    const text = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Diagnostics text' }).value;
    expect(text).toMatch(/^Extension connection: connected$/m);
  });

  it('opens from the connection dialog when the extension fails, with no dialog over it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // start-up's retries
    vi.useFakeTimers({ shouldAdvanceTime: true });
    app.faults = { ...NO_FAULTS, errorRate: 1 };
    const started = renderRoute('/', { queryClient: app.client });
    await vi.advanceTimersByTimeAsync(10_000); // start-up's ten tries, 1 s apart
    await started;
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'Unable to establish connection' });

    await userEvent.click(within(dialog).getByRole('link', { name: 'Diagnostics' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Diagnostics' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Connection' })).toHaveTextContent('not reachable');
    expect(callCells('getExtensionManifestVersion').slice(2, 4)).toEqual([
      'error',
      'Simulated failure of getExtensionManifestVersion',
    ]);
  });
});
