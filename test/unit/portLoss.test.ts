import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { RECONNECT_DIALOG_AFTER_MS, watchPortLoss, watchReconnects } from '@/lib/extension/portLoss';
import type { PortStatus } from '@/lib/extension/transport';
import { createChromeTransport } from '@/lib/extension/transports/chromeTransport';
import { FakeRuntime } from '../integration/support/fakeChromeRuntime';

// Issue 11 item 8: 'Reconnect extension' after 8 s of real disconnection, never flickering.

function statusSource(initial: PortStatus = 'connected') {
  let listener: ((s: PortStatus) => void) | undefined;
  return {
    onPortStatus(l: (s: PortStatus) => void) {
      listener = l;
      l(initial);
      return () => (listener = undefined);
    },
    report: (s: PortStatus) => listener?.(s),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchPortLoss', () => {
  it('uses the spec figure: 8 seconds', () => {
    expect(RECONNECT_DIALOG_AFTER_MS).toBe(8000);
  });

  it('reports the loss only after 8 s without a connection, however often reconnecting is reported', async () => {
    const source = statusSource();
    const changes: boolean[] = [];
    watchPortLoss(source, (lost) => changes.push(lost));

    source.report('reconnecting');
    for (let i = 0; i < 7; i++) {
      await vi.advanceTimersByTimeAsync(1000);
      source.report('reconnecting');
    }
    await vi.advanceTimersByTimeAsync(999);
    expect(changes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(changes).toEqual([true]);
  });

  it('a drop shorter than 8 s shows nothing; a confirmed connection hides the dialog once', async () => {
    const source = statusSource();
    const changes: boolean[] = [];
    watchPortLoss(source, (lost) => changes.push(lost));

    source.report('reconnecting');
    await vi.advanceTimersByTimeAsync(7000);
    source.report('connected');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(changes).toEqual([]);

    source.report('disconnected');
    await vi.advanceTimersByTimeAsync(8000);
    source.report('reconnecting');
    source.report('reconnecting');
    source.report('connected');
    source.report('connected');
    expect(changes).toEqual([true, false]);
  });

  it('stops counting when stopped', async () => {
    const source = statusSource('disconnected');
    const changes: boolean[] = [];
    const stop = watchPortLoss(source, (lost) => changes.push(lost));
    stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(changes).toEqual([]);
  });
});

describe('watchReconnects', () => {
  it('tells once per drop that the port is back, never on its first connection', () => {
    const source = statusSource('disconnected');
    let reconnects = 0;
    watchReconnects(source, () => (reconnects += 1));

    source.report('reconnecting');
    source.report('connected'); // the first connection, after failed tries
    source.report('connected');
    expect(reconnects).toBe(0);

    source.report('reconnecting');
    source.report('reconnecting');
    source.report('connected');
    source.report('connected');
    expect(reconnects).toBe(1);

    source.report('disconnected');
    source.report('connected');
    expect(reconnects).toBe(2);
  });

  it('a port already connected when watched is its first connection', () => {
    const source = statusSource('connected');
    let reconnects = 0;
    const stop = watchReconnects(source, () => (reconnects += 1));
    expect(reconnects).toBe(0);
    source.report('reconnecting');
    stop();
    source.report('connected');
    expect(reconnects).toBe(0);
  });
});

describe('over the chrome transport', () => {
  it('an extension that keeps accepting and dropping the port shows the dialog after 8 s and keeps it', async () => {
    const runtime = new FakeRuntime();
    const bridge = new ExtensionBridge(
      // No jitter: the delays are exact.
      createChromeTransport({
        extensionId: 'ext',
        runtime,
        baseDelayMs: 500,
        maxDelayMs: 2000,
        random: () => 0,
      }),
    );
    const changes: boolean[] = [];
    bridge.onPush(() => undefined);
    watchPortLoss(bridge, (lost) => changes.push(lost));
    await vi.advanceTimersByTimeAsync(1000);
    expect(changes).toEqual([]);

    // Every new port is dropped 200 ms after it opens: never confirmed.
    const dropSoon = () => setTimeout(() => runtime.port.drop(), 200);
    runtime.port.drop();
    const connects = runtime.connectAttempts;
    for (let t = 0; t < 20_000; t += 100) {
      if (runtime.connectAttempts > connects && !runtime.port.disconnected) dropSoon();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(runtime.connectAttempts).toBeGreaterThan(connects + 5);
    expect(changes).toEqual([true]);

    // The extension is back for good: hidden once the new port has stayed open a second.
    await vi.advanceTimersByTimeAsync(3000);
    expect(changes).toEqual([true, false]);
  });
});
