import * as z from 'zod/mini';
import { safeLocalStorage } from '../storage';

// Every tab of the app shares one token: a sign-out or an account switch in one tab is told to
// the others, which follow. A BroadcastChannel where the browser has one; otherwise a storage key
// whose `storage` event reaches the other tabs (never both, so a tab hears each signal once).

const SignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('signed-out'), drafts: z.enum(['keep', 'discard']) }),
  z.object({ kind: z.literal('signed-in'), account: z.string() }),
]);
export type SessionSignal = z.infer<typeof SignalSchema>;

const CHANNEL = 'reachly.session';
const STORAGE_KEY = 'reachly.sessionSignal';

let channel: BroadcastChannel | null | undefined;
let isolated = false;

/** This tab neither tells nor hears the others (a support replay runs someone else's session). */
export function isolateFromOtherTabs(): void {
  isolated = true;
}

/** One channel per tab: a channel never hears its own messages, so a tab does not follow itself. */
function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return channel;
}

/** Tells the other tabs; never throws (a closed channel or blocked storage only means they are not told). */
export function tellOtherTabs(signal: SessionSignal): void {
  if (isolated) return;
  try {
    const open = sessionChannel();
    if (open) open.postMessage(signal);
    // A fresh value each time, so the same signal twice still fires the event.
    else safeLocalStorage.set(STORAGE_KEY, JSON.stringify({ ...signal, at: Math.random() }));
  } catch (e) {
    console.warn('Could not tell the other tabs', e);
  }
}

/** Hears what the other tabs tell; anything that is not a signal is ignored. */
export function listenToOtherTabs(handler: (signal: SessionSignal) => void): () => void {
  if (isolated) return () => undefined;
  const heard = (data: unknown) => {
    const signal = SignalSchema.safeParse(data);
    if (signal.success) handler(signal.data);
  };
  const open = sessionChannel();
  if (open) {
    const onMessage = (e: MessageEvent) => heard(e.data);
    open.addEventListener('message', onMessage);
    return () => open.removeEventListener('message', onMessage);
  }
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEY || !e.newValue) return;
    try {
      heard(JSON.parse(e.newValue));
    } catch {
      // not a signal
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
