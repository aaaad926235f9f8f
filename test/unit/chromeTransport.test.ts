import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtensionError } from '@/lib/extension/errors';
import type { PortStatus } from '@/lib/extension/transport';
import { browserRuntime, createChromeTransport } from '@/lib/extension/transports/chromeTransport';
import { commandMessage, remoteMessage } from '@/lib/extension/wire';
import { FakeRuntime } from '../integration/support/fakeChromeRuntime';

const EXTENSION_ID = 'abcdefghijklmnop';

describe('chrome transport: sendMessage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the message to the connectTo extension id and resolves with its reply', async () => {
    const runtime = new FakeRuntime(() => ({ reply: { ok: true, result: '5.4.1' } }));
    const transport = createChromeTransport({ extensionId: EXTENSION_ID, runtime });

    const reply = await transport.send(remoteMessage('getExtensionManifestVersion', []), 1000);

    expect(reply).toEqual({ ok: true, result: '5.4.1' });
    expect(runtime.sent).toEqual([
      { extensionId: EXTENSION_ID, message: { type: 'rpc', name: 'getExtensionManifestVersion', args: [] } },
    ]);
  });

  it('gives up after the timeout with a timeout error naming the function', async () => {
    const runtime = new FakeRuntime(() => ({ silent: true }));
    const transport = createChromeTransport({ extensionId: EXTENSION_ID, runtime });

    let settled = false;
    const outcome = transport
      .send(remoteMessage('getTasks', []), 2000)
      .then(
        () => 'resolved',
        (e: unknown) => e,
      )
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ExtensionError);
    expect(error).toMatchObject({
      kind: 'timeout',
      fn: 'getTasks',
      message: 'The extension did not answer getTasks in time',
    });
  });

  it('ignores a reply that arrives after the timeout', async () => {
    const runtime = new FakeRuntime(() => ({ reply: { ok: true, result: 1 }, delayMs: 5000 }));
    const transport = createChromeTransport({ extensionId: EXTENSION_ID, runtime });

    const outcome = transport.send(commandMessage('getData', {}), 1000).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(6000);

    expect(await outcome).toMatchObject({ kind: 'timeout', fn: 'getData' });
  });

  it('turns chrome.runtime.lastError (read inside the callback) into an unreachable error', async () => {
    const runtime = new FakeRuntime(() => ({
      lastError: 'Could not establish connection. Receiving end does not exist.',
    }));
    const transport = createChromeTransport({ extensionId: EXTENSION_ID, runtime });

    const error = await transport.send(remoteMessage('checkAccount', []), 1000).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ExtensionError);
    expect(error).toMatchObject({
      kind: 'unreachable',
      fn: 'checkAccount',
      message: 'Could not establish connection. Receiving end does not exist.',
    });
    // Chrome logs "Unchecked runtime.lastError" unless the callback reads it.
    expect(runtime.lastErrorChecks).toBe(1);
  });

  it('reports a sendMessage that throws (bad extension id) as unreachable, naming the command', async () => {
    const runtime = new FakeRuntime(() => ({ throws: 'Invalid extension id' }));
    const transport = createChromeTransport({ extensionId: 'bad', runtime });

    const error = await transport
      .send(commandMessage('login', { token: 't' }), 1000)
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ kind: 'unreachable', fn: 'login', message: 'Invalid extension id' });
  });

  it('finds no runtime when the page has no chrome.runtime.sendMessage', () => {
    expect(browserRuntime()).toBeUndefined();
  });
});

describe('chrome transport: the port', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function listen(
    runtime: FakeRuntime,
    options: { baseDelayMs?: number; maxDelayMs?: number; random?: () => number } = {},
  ) {
    // No jitter unless a test asks for it: the delays below are exact.
    const transport = createChromeTransport({
      extensionId: EXTENSION_ID,
      runtime,
      random: () => 0,
      ...options,
    });
    const messages: unknown[] = [];
    const statuses: PortStatus[] = [];
    const close = transport.listen(
      (m) => messages.push(m),
      (s) => statuses.push(s),
    );
    return { messages, statuses, close };
  }

  /** The transport tries to connect again exactly `ms` from now, not a millisecond sooner. */
  async function expectAttemptAfter(runtime: FakeRuntime, ms: number) {
    const before = runtime.connectAttempts;
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(runtime.connectAttempts).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(runtime.connectAttempts).toBe(before + 1);
  }

  it('opens a port named "app", confirms it after 1 s open and passes every pushed message on', async () => {
    const runtime = new FakeRuntime();
    const connect = vi.spyOn(runtime, 'connect');
    const { messages, statuses } = listen(runtime);

    expect(connect).toHaveBeenCalledWith(EXTENSION_ID, { name: 'app' });
    expect(statuses).toEqual([]);
    await vi.advanceTimersByTimeAsync(999);
    expect(statuses).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(statuses).toEqual(['connected']);
    runtime.port.emit({ cmd: 'eventsUpdated' });
    runtime.port.emit({ type: 'event', data: { name: 'messageSent' } });
    expect(messages).toEqual([{ cmd: 'eventsUpdated' }, { type: 'event', data: { name: 'messageSent' } }]);
  });

  it('reconnects after onDisconnect, waiting longer after each failed attempt up to the maximum', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = new FakeRuntime();
    const { statuses, messages } = listen(runtime, { baseDelayMs: 500, maxDelayMs: 3000 });

    await vi.advanceTimersByTimeAsync(1000);
    runtime.failConnects = 4;
    runtime.port.drop();
    expect(statuses).toEqual(['connected', 'reconnecting']);
    expect(runtime.lastErrorChecks).toBe(1);
    expect(runtime.connectAttempts).toBe(1);

    // Delays: 500, 1000, 2000, 3000 (capped), 3000.
    for (const ms of [500, 1000, 2000, 3000, 3000]) await expectAttemptAfter(runtime, ms);
    expect(runtime.connectAttempts).toBe(6);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses.at(-1)).toBe('connected');
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();

    // The new port works.
    runtime.port.emit({ cmd: 'eventsUpdated' });
    expect(messages).toEqual([{ cmd: 'eventsUpdated' }]);
  });

  it('adds up to 30 % jitter to each delay, so tabs that lost the same extension do not knock at once', async () => {
    const runtime = new FakeRuntime();
    listen(runtime, { baseDelayMs: 500, maxDelayMs: 30_000, random: () => 1 });
    runtime.failConnects = 1;
    runtime.port.drop();
    // 500 ms plus 30 %: 650 ms; then 1000 ms plus 30 %: 1300 ms.
    await expectAttemptAfter(runtime, 650);
    await expectAttemptAfter(runtime, 1300);
    expect(runtime.connectAttempts).toBe(3);
  });

  it('starts the backoff again only on a confirmed reconnect, not on the first message', async () => {
    const runtime = new FakeRuntime();
    const { statuses } = listen(runtime, { baseDelayMs: 500, maxDelayMs: 30_000 });

    // An extension that accepts the port, sends one message and drops it again: the delay keeps growing.
    runtime.port.drop();
    await vi.advanceTimersByTimeAsync(500);
    runtime.port.emit({ cmd: 'eventsUpdated' });
    runtime.port.drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(runtime.connectAttempts).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(runtime.connectAttempts).toBe(3);
    expect(statuses).toEqual(['reconnecting', 'reconnecting']);

    // This port stays open for a second: confirmed, so the next drop retries after the shortest delay.
    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses.at(-1)).toBe('connected');
    runtime.port.drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(runtime.connectAttempts).toBe(4);
  });

  it('ignores a late onDisconnect from a port it already replaced', async () => {
    const runtime = new FakeRuntime();
    const { statuses } = listen(runtime, { baseDelayMs: 500 });
    const first = runtime.port;
    first.drop();
    await vi.advanceTimersByTimeAsync(1500);
    expect(statuses).toEqual(['reconnecting', 'connected']);
    first.drop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(statuses).toEqual(['reconnecting', 'connected']);
    expect(runtime.connectAttempts).toBe(2);
  });

  it('stops reconnecting and disconnects the port when closed', async () => {
    const runtime = new FakeRuntime();
    const { close } = listen(runtime);
    const first = runtime.port;

    close();
    expect(first.disconnected).toBe(true);

    const second = new FakeRuntime();
    const other = listen(second);
    second.port.drop();
    other.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(second.connectAttempts).toBe(1);
  });
});
