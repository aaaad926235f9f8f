import type { PortLike, RuntimeLike } from '@/lib/extension/transports/chromeTransport';

/** What the fake extension does with one message: answer (after `delayMs`), fail like Chrome, or stay silent. */
export type FakeAnswer =
  | { reply: unknown; delayMs?: number }
  | { lastError: string; delayMs?: number }
  | { silent: true }
  | { throws: string };

export interface FakePort extends PortLike {
  /** The extension sends a message on this port. */
  emit(msg: unknown): void;
  /** The extension side closes the port (Chrome calls onDisconnect). */
  drop(lastError?: string): void;
  disconnected: boolean;
}

/**
 * A stand-in for `chrome.runtime`: answers `sendMessage` through `answer`, sets `lastError`
 * only while the callback runs (as Chrome does), and hands out ports the test can drive.
 */
export class FakeRuntime implements RuntimeLike {
  private currentError: { message?: string } | undefined;
  /** How often the transport read `lastError` while one was set (Chrome logs an error if nobody does). */
  lastErrorChecks = 0;
  get lastError(): { message?: string } | undefined {
    if (this.currentError) this.lastErrorChecks += 1;
    return this.currentError;
  }
  set lastError(value: { message?: string } | undefined) {
    this.currentError = value;
  }
  readonly sent: { extensionId: string; message: unknown }[] = [];
  readonly ports: FakePort[] = [];
  connectAttempts = 0;
  /** Make the next `connect` calls throw (e.g. the extension is reloading). */
  failConnects = 0;

  constructor(public answer: (message: unknown) => FakeAnswer = () => ({ silent: true })) {}

  sendMessage(extensionId: string, message: unknown, callback: (reply: unknown) => void): void {
    this.sent.push({ extensionId, message });
    const a = this.answer(message);
    if ('throws' in a) throw new Error(a.throws);
    if ('silent' in a) return;
    const deliver = () => {
      if ('lastError' in a) {
        this.lastError = { message: a.lastError };
        try {
          callback(undefined);
        } finally {
          this.lastError = undefined;
        }
      } else {
        callback(structuredClone(a.reply));
      }
    };
    if (a.delayMs) setTimeout(deliver, a.delayMs);
    else queueMicrotask(deliver);
  }

  connect(_extensionId: string, _info: { name: string }): PortLike {
    this.connectAttempts += 1;
    if (this.failConnects > 0) {
      this.failConnects -= 1;
      throw new Error('Could not establish connection. Receiving end does not exist.');
    }
    const messageListeners: ((msg: unknown) => void)[] = [];
    const disconnectListeners: (() => void)[] = [];
    const setLastError = (value: { message?: string } | undefined) => (this.lastError = value);
    const port: FakePort = {
      disconnected: false,
      onMessage: { addListener: (fn) => void messageListeners.push(fn) },
      onDisconnect: { addListener: (fn) => void disconnectListeners.push(fn) },
      disconnect() {
        port.disconnected = true;
      },
      emit(msg) {
        if (!port.disconnected) messageListeners.forEach((l) => l(msg));
      },
      drop(lastError = 'The extension context was invalidated') {
        port.disconnected = true;
        setLastError({ message: lastError });
        try {
          disconnectListeners.forEach((l) => l());
        } finally {
          setLastError(undefined);
        }
      },
    };
    this.ports.push(port);
    return port;
  }

  /** The port opened last. */
  get port(): FakePort {
    const p = this.ports.at(-1);
    if (!p) throw new Error('No port was opened');
    return p;
  }
}

/** Answers remote calls by name with `{ ok: true, result }`, commands with their bare value. */
export function answerByName(table: Record<string, unknown>): (message: unknown) => FakeAnswer {
  return (message) => {
    const m = message as { type: string; cmd?: string; name?: string };
    const name = m.type === 'cmd' ? m.cmd! : m.name!;
    if (!(name in table)) return { reply: { ok: false, error: { message: `Unknown ${name}` } } };
    const value = table[name];
    return { reply: m.type === 'cmd' ? value : { ok: true, result: value } };
  };
}
