import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { compareVersions, connectExtension, loadExtensionData } from '@/lib/extension/connection';
import { createChromeTransport } from '@/lib/extension/transports/chromeTransport';
import { CONNECTION_RETRY_MS, CONNECTION_TRIES, EXTENSION_DATA_RETRY_MS } from '@/lib/constants';
import { FakeRuntime, type FakeAnswer } from '../integration/support/fakeChromeRuntime';

const UNREACHABLE: FakeAnswer = {
  lastError: 'Could not establish connection. Receiving end does not exist.',
};
const validData = { token: null, packageInfo: { offline: false }, baseData: { code_version: 38 } };

/** A fake extension that fails the first `failures` calls of each name, then answers. */
function flakyExtension(failures: number, answers: Record<string, unknown>) {
  const seen: Record<string, number> = {};
  const runtime = new FakeRuntime((message) => {
    const m = message as { type: string; cmd?: string; name?: string };
    const name = (m.type === 'cmd' ? m.cmd : m.name) ?? '';
    seen[name] = (seen[name] ?? 0) + 1;
    if (seen[name] <= failures) return UNREACHABLE;
    return { reply: m.type === 'cmd' ? answers[name] : { ok: true, result: answers[name] } };
  });
  const bridge = new ExtensionBridge(createChromeTransport({ extensionId: 'ext', runtime }));
  return { runtime, bridge, calls: (name: string) => seen[name] ?? 0 };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('connectExtension', () => {
  it('uses the spec figures: 10 tries, 1 second apart, getData every 3 seconds', () => {
    expect(CONNECTION_TRIES).toBe(10);
    expect(CONNECTION_RETRY_MS).toBe(1000);
    expect(EXTENSION_DATA_RETRY_MS).toBe(3000);
  });

  it('answers with the installed version at once when the extension is there', async () => {
    const { bridge, calls } = flakyExtension(0, { getExtensionManifestVersion: '5.4.1' });
    await expect(connectExtension(bridge)).resolves.toBe('5.4.1');
    expect(calls('getExtensionManifestVersion')).toBe(1);
  });

  it('tries again 1 second after each failure and succeeds on a later try', async () => {
    const { bridge, calls } = flakyExtension(3, { getExtensionManifestVersion: '5.3' });
    let version: string | undefined;
    void connectExtension(bridge).then((v) => (version = v));

    await vi.advanceTimersByTimeAsync(0);
    expect(calls('getExtensionManifestVersion')).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls('getExtensionManifestVersion')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls('getExtensionManifestVersion')).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls('getExtensionManifestVersion')).toBe(4);
    expect(version).toBe('5.3');
  });

  it('gives up after 10 tries over 9 seconds with the last error', async () => {
    const { bridge, calls } = flakyExtension(Infinity, {});
    let failure: unknown;
    void connectExtension(bridge).catch((e: unknown) => (failure = e));

    await vi.advanceTimersByTimeAsync(8999);
    expect(calls('getExtensionManifestVersion')).toBe(9);
    expect(failure).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls('getExtensionManifestVersion')).toBe(10);
    expect(failure).toMatchObject({ kind: 'unreachable', fn: 'getExtensionManifestVersion' });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls('getExtensionManifestVersion')).toBe(10);
  });

  it('also retries after a malformed reply (an extension still starting)', async () => {
    let n = 0;
    const runtime = new FakeRuntime(() =>
      ++n === 1 ? { reply: undefined } : { reply: { ok: true, result: '5.2' } },
    );
    const bridge = new ExtensionBridge(createChromeTransport({ extensionId: 'ext', runtime }));
    const pending = connectExtension(bridge);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toBe('5.2');
  });

  it('stops waiting when aborted', async () => {
    const { bridge, calls } = flakyExtension(Infinity, {});
    const controller = new AbortController();
    const pending = connectExtension(bridge, { signal: controller.signal }).catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(1500);
    controller.abort(new Error('left the page'));
    expect(await pending).toMatchObject({ message: 'left the page' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls('getExtensionManifestVersion')).toBe(2);
  });
});

describe('loadExtensionData', () => {
  it('asks for getData every 3 seconds until it works, reporting each failure', async () => {
    const { bridge, calls } = flakyExtension(4, { getData: validData });
    const retries: unknown[] = [];
    let data: unknown;
    void loadExtensionData(bridge, { onRetry: (e) => retries.push(e) }).then((d) => (data = d));

    await vi.advanceTimersByTimeAsync(0);
    expect(calls('getData')).toBe(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls('getData')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls('getData')).toBe(2);
    await vi.advanceTimersByTimeAsync(9000);
    expect(calls('getData')).toBe(5);

    expect(retries).toHaveLength(4);
    expect(retries[0]).toMatchObject({ kind: 'unreachable', fn: 'getData' });
    expect(data).toMatchObject({ token: null, baseData: { code_version: 38 } });
  });

  it('keeps trying past any count of failures (no give-up)', async () => {
    const { bridge, calls } = flakyExtension(40, { getData: validData });
    const pending = loadExtensionData(bridge);
    await vi.advanceTimersByTimeAsync(40 * 3000);
    await expect(pending).resolves.toMatchObject({ packageInfo: { offline: false } });
    expect(calls('getData')).toBe(41);
  });

  it('stops when the caller aborts', async () => {
    const { bridge, calls } = flakyExtension(Infinity, {});
    const controller = new AbortController();
    const pending = loadExtensionData(bridge, { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3000);
    controller.abort(new Error('stop'));
    expect(await pending).toMatchObject({ message: 'stop' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls('getData')).toBe(2);
  });
});

describe('compareVersions', () => {
  it('compares dotted versions numerically', () => {
    expect(compareVersions('5.10', '5.2')).toBe(1);
    expect(compareVersions('5.1.9', '5.2')).toBe(-1);
    expect(compareVersions('5.2', '5.2.0')).toBe(0);
    expect(compareVersions('6', '5.99')).toBe(1);
  });
});
