import type { CommandName, RemoteName } from '@/lib/extension/contract';
import { ExtensionError } from '@/lib/extension/errors';
import type { PortStatus, Transport } from '@/lib/extension/transport';
import { fail, ok, type OutgoingMessage } from '@/lib/extension/wire';
import { now as clockNow } from '@/lib/time/clock';
import type { FaultSettings } from '../world/types';
import { whenSaved } from '../world/store';
import { NO_FAULTS } from '../world/worldConstants';
import { onPush } from './pushes';
import { recordWrite } from './writeLog';
import { SimulatedFailure, type SimulatedImplementation } from './support';

export interface SimulatedTransportOptions {
  implementation: SimulatedImplementation;
  /** Read on every call so the QA panel can change faults without a reload. */
  faults: () => FaultSettings;
  /** false: behaves like a missing extension (every call fails to reach it). */
  installed: () => boolean;
  random?: () => number;
}

/** What diagnostics show as the extension's id in dev and preview builds: the one in the page. */
export const SIMULATED_EXTENSION_ID = 'simulated';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Chrome's words to the sender when the extension's listener does not answer a message. */
export const PORT_CLOSED_MESSAGE = 'The message port closed before a response was received.';

/** Whether the implementation has a handler for the message (its own, not one inherited from Object). */
function handlesMessage(implementation: SimulatedImplementation, message: unknown): boolean {
  const m = message as Partial<{ type: string; cmd: unknown; name: unknown }> | null | undefined;
  const name = m?.type === 'cmd' ? m.cmd : m?.name;
  const handlers = m?.type === 'cmd' ? implementation.commands : implementation.remotes;
  return typeof name === 'string' && Object.hasOwn(handlers, name);
}

/** A call the implementation leaves unanswered, as a real extension does with a message it does not handle. */
export const leavesUnanswered = (implementation: SimulatedImplementation, message: unknown): boolean =>
  implementation.unhandled === 'no-answer' && !handlesMessage(implementation, message);

/** The extension, in the page: same wire format as the real one, plus injected faults. */
export function createSimulatedTransport(options: SimulatedTransportOptions): Transport {
  const { implementation, faults, installed, random = Math.random } = options;

  // Replies by action key: a repeat of one person's action is answered without doing it again.
  const actions = new Map<string, Promise<unknown>>();
  const ACTIONS_KEPT = 500;

  function dispatchOnce(message: OutgoingMessage): Promise<unknown> {
    const key = message.type === 'rpc' ? message.actionKey : undefined;
    if (key === undefined) return dispatch(message);
    const known = actions.get(key);
    if (known) return known;
    const reply = dispatch(message);
    actions.set(key, reply);
    if (actions.size > ACTIONS_KEPT) actions.delete(actions.keys().next().value!);
    // A refused action was not done: its Try again must do it, not get the refusal back.
    void reply.then((r) => {
      if ((r as { ok?: unknown } | undefined)?.ok === false && actions.get(key) === reply)
        actions.delete(key);
    });
    return reply;
  }

  async function dispatch(message: OutgoingMessage): Promise<unknown> {
    if (message.type === 'rpc') recordWrite(message);
    try {
      if (message.type === 'cmd') {
        const handler = implementation.commands[message.cmd as CommandName] as
          ((fields: unknown) => unknown) | undefined;
        if (!handler) return fail(`Unknown command ${message.cmd}`, 'unknown_command');
        return await handler(message);
      }
      const fn = implementation.remotes[message.name as RemoteName] as
        ((...args: unknown[]) => unknown) | undefined;
      if (!fn) return fail(`Unknown remote function ${message.name}`, 'unknown_function');
      // Replies cross a structured-clone boundary in the real extension; do the same here.
      return ok(structuredClone(await fn(...message.args)));
    } catch (e) {
      if (e instanceof SimulatedFailure) return fail(e.message, e.code);
      console.error('Simulated extension failed', e);
      return fail(e instanceof Error ? e.message : 'Internal error');
    }
  }

  /** The faults that hit this call: all of them, or none when they are kept to other calls. */
  const faultsFor = (name: string): FaultSettings => {
    const f = faults();
    return !f.onlyCalls?.length || f.onlyCalls.includes(name) ? f : NO_FAULTS;
  };

  const send = (message: OutgoingMessage, timeoutMs: number) =>
    new Promise<unknown>((resolve, reject) => {
      const name = message.type === 'cmd' ? message.cmd : message.name;
      const f = faultsFor(name);
      const timer = setTimeout(
        () => reject(new ExtensionError('timeout', name, `The extension did not answer ${name} in time`)),
        timeoutMs,
      );
      const settle = (fn: () => void) => {
        clearTimeout(timer);
        fn();
      };
      if (!installed()) {
        settle(() =>
          reject(
            new ExtensionError(
              'unreachable',
              name,
              'Could not establish connection. Receiving end does not exist.',
            ),
          ),
        );
        return;
      }
      // A dropped call is done, but its reply is lost: the bridge times out, not knowing.
      const dropped = Boolean(f.dropRate && random() < f.dropRate);
      void (async () => {
        if (f.latencyMs) await sleep(f.latencyMs);
        if (dropped) {
          if (!leavesUnanswered(implementation, message)) await dispatchOnce(message);
          return;
        }
        if (leavesUnanswered(implementation, message)) {
          settle(() => reject(new ExtensionError('unreachable', name, PORT_CLOSED_MESSAGE)));
          return;
        }
        if (f.errorRate && random() < f.errorRate) {
          settle(() => resolve(fail(`Simulated failure of ${name}`, 'simulated_fault')));
          return;
        }
        const reply = await dispatchOnce(message);
        await whenSaved();
        settle(() => resolve(reply));
      })();
    });

  const listen = (onMessage: (raw: unknown) => void, onStatus?: (s: PortStatus) => void) => {
    if (!installed()) {
      onStatus?.('disconnected');
      return () => undefined;
    }
    let connected = true;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    const off = onPush((msg) => connected && onMessage(msg));
    onStatus?.('connected');
    const everyMs = faults().disconnectEverySec * 1000;
    const drop = () => {
      connected = false;
      onStatus?.('reconnecting');
      reconnect = setTimeout(() => {
        connected = true;
        onStatus?.('connected');
      }, 1000);
    };
    // The drops fall on the clock's whole multiples of the period (12:00:10, 12:00:20, … for 10 s),
    // so a test that sets the clock knows when the port is down.
    let dropper: ReturnType<typeof setTimeout> | undefined;
    const dropAtNextMark = () => {
      dropper = setTimeout(
        () => {
          drop();
          dropAtNextMark();
        },
        everyMs - (clockNow() % everyMs),
      );
    };
    if (everyMs > 0) dropAtNextMark();
    return () => {
      off();
      if (dropper) clearTimeout(dropper);
      // A port closed while dropped stays closed.
      if (reconnect) clearTimeout(reconnect);
    };
  };

  return { kind: 'simulated', extensionId: SIMULATED_EXTENSION_ID, send, listen };
}
