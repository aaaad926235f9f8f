import { useSyncExternalStore } from 'react';
import {
  capabilitySnapshot,
  subscribeCapabilities,
  type CapabilityState,
  type OptionalCall,
} from './capabilities';

/** What this session has learned of an optional call; the screen re-renders when it learns more. */
export function useCapability(name: OptionalCall): CapabilityState {
  const snapshot = useSyncExternalStore(subscribeCapabilities, capabilitySnapshot, capabilitySnapshot);
  return snapshot[name] ?? 'unknown';
}
