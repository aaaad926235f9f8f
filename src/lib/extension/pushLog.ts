import type { PushMessage } from './wire';

/** How many of the last pushes the diagnostics page shows. */
export const PUSH_LOG_SIZE = 20;

/** One push as diagnostics keep it: its name and when it came, never what it carried (a message's text). */
export interface PushRecord {
  name: string;
  at: number;
}

/** The last time the port came back and the queries pushes refresh were fetched again. */
export interface ResyncRecord {
  at: number;
  roots: readonly string[];
}

let pushes: readonly PushRecord[] = [];
let resync: ResyncRecord | null = null;
const listeners = new Set<() => void>();

/** The push's event name, or its command (`eventsUpdated`). */
export const pushName = (push: PushMessage): string => ('cmd' in push ? push.cmd : push.data.name);

export function recordPush(push: PushMessage, at: number = Date.now()): void {
  pushes = [...pushes.slice(-(PUSH_LOG_SIZE - 1)), { name: pushName(push), at }];
  listeners.forEach((l) => l());
}

/** After a reconnect: which query roots were fetched again in place of the pushes the port missed. */
export function recordResync(roots: readonly string[], at: number = Date.now()): void {
  resync = { at, roots };
  listeners.forEach((l) => l());
}

/** The last resync (a stable object between changes), or null when the port never came back in this tab. */
export const lastResyncSnapshot = (): ResyncRecord | null => resync;

/** The last pushes, oldest first (a stable array between pushes, for useSyncExternalStore). */
export const pushLogSnapshot = (): readonly PushRecord[] => pushes;

export function subscribePushLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every push and the last resync (sign-out and tests). */
export function clearPushLog(): void {
  pushes = [];
  resync = null;
  listeners.forEach((l) => l());
}
