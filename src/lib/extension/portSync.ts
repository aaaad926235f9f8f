import type { QueryClient } from '@tanstack/react-query';
import type { ExtensionBridge } from './bridge';
import { watchReconnects } from './portLoss';
import { createPushInvalidator } from './pushInvalidation';
import { recordResync } from './pushLog';

/**
 * Keeps the cache in step with the extension's port: pushes invalidate their query roots
 * (coalesced, about 250 ms), and when the port comes back after a drop every root a push refreshes
 * is fetched again once, since the pushes sent meanwhile were lost (the messenger does not poll).
 * Returns a function that stops it and applies what is pending.
 */
export function syncQueriesWithPort(
  bridge: Pick<ExtensionBridge, 'onPush' | 'onPortStatus'>,
  client: QueryClient,
): () => void {
  const invalidator = createPushInvalidator(client);
  // The port opens with the first push listener; its status is watched from then on.
  const offPush = bridge.onPush((push) => invalidator.handle(push));
  const offReconnect = watchReconnects(bridge, () => recordResync(invalidator.resync()));
  return () => {
    offReconnect();
    offPush();
    invalidator.flush();
  };
}
