import { ExtensionError } from '@/lib/extension/errors';
import type { Transport } from '@/lib/extension/transport';
import type { OutgoingMessage } from '@/lib/extension/wire';

/** A value, or a function of the message's arguments (commands get their fields); throwing means unreachable. */
export type Scripted = unknown | ((args: unknown) => unknown);

/**
 * A transport that answers from a table: remote functions get `{ok:true,result}`, commands
 * their bare value; an `Error` value (or one thrown) rejects like an unreachable extension;
 * a missing name answers a remote error; a promise is awaited. Every message is kept in `sent`.
 */
export function scriptedTransport(table: Record<string, Scripted>) {
  const sent: OutgoingMessage[] = [];
  const transport: Transport = {
    kind: 'simulated',
    send: async (message) => {
      sent.push(message);
      const name = message.type === 'cmd' ? message.cmd : message.name;
      if (!(name in table)) return { ok: false, error: { message: `Unknown ${name}` } };
      const entry = table[name];
      const { type: _t, cmd: _c, ...fields } = message.type === 'cmd' ? message : { type: '', cmd: '' };
      // A function may answer with a promise (one that never settles plays a hung extension).
      const value: unknown = await (typeof entry === 'function'
        ? (entry as (a: unknown) => unknown)(message.type === 'cmd' ? fields : message.args)
        : entry);
      if (value instanceof Error) throw new ExtensionError('unreachable', name, value.message);
      return message.type === 'cmd' ? value : { ok: true, result: value };
    },
    listen: (_onMessage, onStatus) => {
      onStatus?.('connected');
      return () => undefined;
    },
  };
  const named = (name: string) => sent.filter((m) => (m.type === 'cmd' ? m.cmd : m.name) === name);
  return { transport, sent, named };
}
