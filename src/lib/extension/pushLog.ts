import type { PushMessage } from './wire';

/** How many of the last pushes the diagnostics page shows. */
export const PUSH_LOG_SIZE = 20;

/** One push as diagnostics keep it: its name and when it came, never what it carried (a message's text). */
export interface PushRecord {
  name: string;
  at: number;
}

let pushes: readonly PushRecord[] = [];
const listeners = new Set<() => void>();

/** The push's event name, or its command (`eventsUpdated`). */
export const pushName = (push: PushMessage): string => ('cmd' in push ? push.cmd : push.data.name);

export function recordPush(push: PushMessage, at: number = Date.now()): void {
  pushes = [...pushes.slice(-(PUSH_LOG_SIZE - 1)), { name: pushName(push), at }];
  listeners.forEach((l) => l());
}

/** The last pushes, oldest first (a stable array between pushes, for useSyncExternalStore). */
export const pushLogSnapshot = (): readonly PushRecord[] => pushes;

export function subscribePushLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every push (sign-out and tests). */
export function clearPushLog(): void {
  pushes = [];
  listeners.forEach((l) => l());
}
