import { ExtensionError } from '../errors';
import type { PortStatus, Transport } from '../transport';
import { PORT_NAME, type OutgoingMessage } from '../wire';

/** The parts of `chrome.runtime` this transport uses (injectable for tests). */
export interface RuntimeLike {
  sendMessage(extensionId: string, message: unknown, callback: (reply: unknown) => void): void;
  connect(extensionId: string, info: { name: string }): PortLike;
  readonly lastError?: { message?: string } | undefined;
}
export interface PortLike {
  onMessage: { addListener(fn: (msg: unknown) => void): void };
  onDisconnect: { addListener(fn: () => void): void };
  disconnect(): void;
}

export interface ChromeTransportOptions {
  extensionId: string;
  runtime: RuntimeLike;
  /** Reconnect delays grow from `baseDelayMs`, doubling up to `maxDelayMs`, each plus up to `jitter` of itself. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  jitter?: number;
  random?: () => number;
  /** A port counts as connected once it has stayed open this long (Chrome drops a dead one at once). */
  confirmAfterMs?: number;
}

export const PORT_CONFIRM_MS = 1000;
/** Tabs that lost the same extension (it reloaded) do not all knock again at the same instant. */
export const PORT_RECONNECT_JITTER = 0.3;

const nameOf = (m: OutgoingMessage) => (m.type === 'cmd' ? m.cmd : m.name);

export function createChromeTransport(options: ChromeTransportOptions): Transport {
  const {
    extensionId,
    runtime,
    baseDelayMs = 500,
    maxDelayMs = 30_000,
    jitter = PORT_RECONNECT_JITTER,
    random = Math.random,
    confirmAfterMs = PORT_CONFIRM_MS,
  } = options;

  const send = (message: OutgoingMessage, timeoutMs: number) =>
    new Promise<unknown>((resolve, reject) => {
      const fn = nameOf(message);
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        reject(new ExtensionError('timeout', fn, `The extension did not answer ${fn} in time`));
      }, timeoutMs);
      const finish = (action: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        action();
      };
      try {
        runtime.sendMessage(extensionId, message, (reply) => {
          // lastError must be read inside the callback, or Chrome logs "Unchecked runtime.lastError".
          const lastError = runtime.lastError;
          if (lastError) {
            finish(() =>
              reject(
                new ExtensionError('unreachable', fn, lastError.message ?? 'Could not reach the extension'),
              ),
            );
          } else {
            finish(() => resolve(reply));
          }
        });
      } catch (e) {
        finish(() =>
          reject(new ExtensionError('unreachable', fn, e instanceof Error ? e.message : String(e))),
        );
      }
    });

  /**
   * The push port, reopened with a growing delay when it drops. It is reported 'connected' (and
   * the delay starts again from the shortest) only once it has stayed open `confirmAfterMs`: an
   * extension that accepts the port and drops it again, or sends one message and dies, keeps the
   * backoff growing and the status 'reconnecting'.
   */
  const listen = (onMessage: (raw: unknown) => void, onStatus?: (status: PortStatus) => void) => {
    let closed = false;
    let port: PortLike | undefined;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let confirmTimer: ReturnType<typeof setTimeout> | undefined;

    const scheduleReconnect = () => {
      if (closed) return;
      onStatus?.('reconnecting');
      const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt) * (1 + jitter * random());
      attempt += 1;
      retryTimer = setTimeout(open, delay);
    };

    function open() {
      if (closed) return;
      let opened: PortLike;
      try {
        opened = runtime.connect(extensionId, { name: PORT_NAME });
      } catch (e) {
        console.warn('Extension listener attach failed', e);
        scheduleReconnect();
        return;
      }
      port = opened;
      opened.onMessage.addListener((msg) => onMessage(msg));
      opened.onDisconnect.addListener(() => {
        void runtime.lastError; // read to silence Chrome's unchecked-error log
        if (port !== opened) return;
        port = undefined;
        if (confirmTimer) clearTimeout(confirmTimer);
        confirmTimer = undefined;
        if (!closed) scheduleReconnect();
      });
      confirmTimer = setTimeout(() => {
        confirmTimer = undefined;
        if (closed || port !== opened) return;
        attempt = 0;
        onStatus?.('connected');
      }, confirmAfterMs);
    }

    open();
    return () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (confirmTimer) clearTimeout(confirmTimer);
      port?.disconnect();
    };
  };

  return { kind: 'chrome', extensionId, send, listen };
}

/** The real `chrome.runtime` when the page may talk to extensions, else undefined. */
export function browserRuntime(): RuntimeLike | undefined {
  const c = (globalThis as { chrome?: typeof chrome }).chrome;
  return c?.runtime?.sendMessage ? (c.runtime as unknown as RuntimeLike) : undefined;
}
