import { ExtensionBridge } from '@/lib/extension/bridge';
import { installBridge } from '@/lib/extension/client';
import type { Transport } from '@/lib/extension/transport';
import { createSimulatedTransport } from '@/mocks/extension/simulatedTransport';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { buildScenario } from '@/mocks/scenarios';
import { NO_FAULTS } from '@/mocks/world/generate';
import { resetWorldForTests } from '@/mocks/world/store';
import type { World } from '@/mocks/world/types';

// The simulated extension behind a bridge that records every call it is sent (name per call).

export interface CountedSimulation {
  world: World;
  bridge: ExtensionBridge;
  calls: string[];
  /** Calls of one name, or all, since the last reset. */
  count(name?: string): number;
  reset(): void;
}

export function startCountedSimulation(scenario: 'default' | 'big' = 'default'): CountedSimulation {
  const world = buildScenario(scenario);
  resetWorldForTests(world);
  const inner = createSimulatedTransport({
    implementation: simulatedExtension,
    faults: () => NO_FAULTS,
    installed: () => true,
  });
  const calls: string[] = [];
  const counted: Transport = {
    kind: inner.kind,
    send: (message, timeoutMs) => {
      calls.push(message.type === 'cmd' ? message.cmd : message.name);
      return inner.send(message, timeoutMs);
    },
    listen: (onMessage, onStatus) => inner.listen(onMessage, onStatus),
  };
  const bridge = new ExtensionBridge(counted);
  installBridge(bridge);
  return {
    world,
    bridge,
    calls,
    count: (name) => (name ? calls.filter((c) => c === name).length : calls.length),
    reset: () => void calls.splice(0),
  };
}

/** Sets what document.visibilityState says (TanStack's focusManager reads it); returns the undo. */
export function setTabVisibility(state: () => DocumentVisibilityState): () => void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: state });
  return () => void delete (document as unknown as { visibilityState?: unknown }).visibilityState;
}
