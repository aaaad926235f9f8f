import type { PushMessage } from '@/lib/extension/wire';

// What the simulated extension pushes on its port.
const listeners = new Set<(push: PushMessage) => void>();

export function push(message: PushMessage): void {
  listeners.forEach((l) => l(message));
}

export const pushEvent = (name: string, data: Record<string, unknown> = {}) =>
  push({ type: 'event', data: { ...data, name } });
export const pushEventsUpdated = () => push({ cmd: 'eventsUpdated' });

export function onPush(listener: (push: PushMessage) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
