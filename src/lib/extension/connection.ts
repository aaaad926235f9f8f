import type { ExtensionBridge } from './bridge';
import { CONNECTION_RETRY_MS, CONNECTION_TRIES, EXTENSION_DATA_RETRY_MS } from '../constants';
import type { ExtensionData } from './contract';

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(signal.reason);
    });
  });

/**
 * Reaches the extension: up to 10 tries, 1 s apart. Resolves with the installed version,
 * rejects with the last error when every try failed.
 */
export async function connectExtension(
  bridge: ExtensionBridge,
  {
    tries = CONNECTION_TRIES,
    intervalMs = CONNECTION_RETRY_MS,
    signal,
  }: { tries?: number; intervalMs?: number; signal?: AbortSignal } = {},
): Promise<string> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= tries; attempt++) {
    try {
      return await bridge.call('getExtensionManifestVersion');
    } catch (e) {
      lastError = e;
      if (attempt < tries) await wait(intervalMs, signal);
    }
  }
  throw lastError;
}

/** getData at start-up, retried every 3 s until it works (or the caller gives up). */
export async function loadExtensionData(
  bridge: ExtensionBridge,
  {
    intervalMs = EXTENSION_DATA_RETRY_MS,
    signal,
    onRetry,
  }: { intervalMs?: number; signal?: AbortSignal; onRetry?: (e: unknown) => void } = {},
): Promise<ExtensionData> {
  for (;;) {
    signal?.throwIfAborted();
    try {
      return await bridge.command('getData', {});
    } catch (e) {
      onRetry?.(e);
      await wait(intervalMs, signal);
    }
  }
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
