import type { JournalEntry } from '../../journal';
import type { Transport } from '../transport';
import { fail, ok, type OutgoingMessage } from '../wire';

/** Names that only read; everything else is a write and is refused while replaying. */
const READ_PREFIXES = [
  'get',
  'fetch',
  'search',
  'is',
  'check',
  'db.',
  'delayFor',
  'subscriptions.fetch',
  'payment-gateways.fetch',
  'Uninviter.getState',
];
export const isReadCall = (name: string) => READ_PREFIXES.some((p) => name.startsWith(p));

export const REPLAY_WRITE_BLOCKED = 'Replaying a snapshot: changes are not sent anywhere.';

/**
 * Serves extension calls from a recorded journal: the same name and arguments if recorded,
 * else the latest successful reply to that name. Writes are refused with a clear notice.
 */
export function createReplayTransport(journal: readonly JournalEntry[]): Transport {
  const answer = (message: OutgoingMessage): unknown => {
    const name = message.type === 'cmd' ? message.cmd : message.name;
    const args = message.type === 'cmd' ? (({ type: _t, cmd: _c, ...rest }) => rest)(message) : message.args;
    if (message.type === 'cmd' && name === 'login') return true;
    // Commands are refused like remote functions (assignAccount, logout); only start-up's login passes.
    if (!isReadCall(name)) return fail(REPLAY_WRITE_BLOCKED, 'replay');
    const recorded = journal.filter(
      (e) => e.name === name && e.ok && !e.cut && (e.channel === 'rpc' || e.channel === 'cmd'),
    );
    const exact = recorded.filter((e) => JSON.stringify(e.args) === JSON.stringify(args)).at(-1);
    const entry = exact ?? recorded.at(-1);
    if (!entry) return fail(`The snapshot holds no reply to ${name}`, 'replay');
    return message.type === 'cmd' ? entry.result : ok(entry.result);
  };
  return {
    kind: 'replay',
    send: (message) => Promise.resolve(answer(message)),
    listen: (_onMessage, onStatus) => {
      onStatus?.('connected');
      return () => undefined;
    },
  };
}
