import type { ExtensionBridge } from './bridge';
import { CONNECTION_RETRY_MS, CONNECTION_TRIES, EXTENSION_DATA_RETRY_MS } from '../constants';
import type { ExtensionData } from './contract';
import { ExtensionError } from './errors';
import { now } from '../time/clock';

const sessionContract = () => import('./contract/session').then((m) => m.sessionRemotes);

/** One connection try waits at most this long: a hung extension must not hold start-up (15 s per call otherwise). */
export const CONNECTION_TRY_TIMEOUT_MS = 2000;
/** One getData try waits at most the retry interval. */
export const DATA_TRY_TIMEOUT_MS = EXTENSION_DATA_RETRY_MS;

const extensionTimeout = (fn: string) => () =>
  new ExtensionError('timeout', fn, `The extension did not answer ${fn} in time`);

/** Rejects with `timeoutError()` when `promise` has not settled within `ms`. */
export function within<T>(promise: Promise<T>, ms: number, timeoutError: () => unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timeoutError()), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** A retry loop's end: it settles once; later results are ignored and the pending retry is cancelled. */
class RetryLoop {
  done = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  later(run: () => void, ms: number) {
    this.timer = setTimeout(run, ms);
  }

  finish(settle: () => void) {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.timer);
    settle();
  }
}

/**
 * Reaches the extension: up to 10 tries, started 1 s apart (a slow try does not delay the next),
 * each waiting at most `tryTimeoutMs`. Resolves with the installed version from the first try
 * that answers; rejects with the last error once every try failed: within 9 s when the extension
 * is missing, 11 s when it hangs.
 */
export function connectExtension(
  bridge: ExtensionBridge,
  {
    tries = CONNECTION_TRIES,
    intervalMs = CONNECTION_RETRY_MS,
    tryTimeoutMs = CONNECTION_TRY_TIMEOUT_MS,
    signal,
  }: { tries?: number; intervalMs?: number; tryTimeoutMs?: number; signal?: AbortSignal } = {},
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let started = 0;
    let failed = 0;
    const loop = new RetryLoop();
    const finish = (settle: () => void) => loop.finish(settle);
    signal?.addEventListener('abort', () => finish(() => reject(signal.reason)));

    const attempt = () => {
      if (loop.done) return;
      started += 1;
      within(
        bridge.call(sessionContract(), 'getExtensionManifestVersion'),
        tryTimeoutMs,
        extensionTimeout('getExtensionManifestVersion'),
      ).then(
        (version) => finish(() => resolve(version)),
        (e: unknown) => {
          failed += 1;
          if (failed >= tries) finish(() => reject(e));
        },
      );
      if (started < tries) loop.later(attempt, intervalMs);
    };
    if (signal?.aborted) finish(() => reject(signal.reason));
    else attempt();
  });
}

export interface LoadExtensionDataOptions {
  intervalMs?: number;
  tryTimeoutMs?: number;
  /** No try starts this many ms after the first or later; the last one's error is thrown. Default: keep trying. */
  giveUpAfterMs?: number;
  /**
   * Resolves when the connection probe has answered. If getData has not answered by then, one
   * extra try leaves at once, so a single lost reply does not cost the whole 3 s interval.
   */
  connected?: Promise<unknown>;
  signal?: AbortSignal;
  onRetry?: (e: unknown) => void;
}

/** getData at start-up, retried every 3 s (start to start) until it works or the caller gives up. */
export function loadExtensionData(
  bridge: ExtensionBridge,
  {
    intervalMs = EXTENSION_DATA_RETRY_MS,
    tryTimeoutMs = DATA_TRY_TIMEOUT_MS,
    giveUpAfterMs = Infinity,
    connected,
    signal,
    onRetry,
  }: LoadExtensionDataOptions = {},
): Promise<ExtensionData> {
  return new Promise<ExtensionData>((resolve, reject) => {
    const begun = now();
    const loop = new RetryLoop();
    const finish = (settle: () => void) => loop.finish(settle);
    let inFlight = 0;
    let scheduling = true;
    let lastError: unknown = new ExtensionError('timeout', 'getData', 'The extension did not send its data');
    const giveUpIfIdle = () => {
      if (!scheduling && inFlight === 0) finish(() => reject(lastError));
    };
    const launch = () => {
      if (loop.done) return;
      inFlight += 1;
      within(bridge.command('getData', {}), tryTimeoutMs, extensionTimeout('getData')).then(
        (data) => finish(() => resolve(data)),
        (e: unknown) => {
          inFlight -= 1;
          lastError = e;
          if (!loop.done) onRetry?.(e);
          giveUpIfIdle();
        },
      );
    };
    const schedule = (n: number) => {
      const offset = n * intervalMs;
      if (offset >= giveUpAfterMs) {
        scheduling = false;
        giveUpIfIdle();
        return;
      }
      loop.later(
        () => {
          launch();
          schedule(n + 1);
        },
        Math.max(0, begun + offset - now()),
      );
    };

    signal?.addEventListener('abort', () => finish(() => reject(signal.reason)));
    if (signal?.aborted) return finish(() => reject(signal.reason));
    launch();
    schedule(1);
    connected?.then(launch, () => undefined);
  });
}

/** Compares dotted versions ("5.10" > "5.2"). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}
