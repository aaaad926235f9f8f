import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { installBridge } from '@/lib/extension/client';
import { createSimulatedTransport } from '@/mocks/extension/simulatedTransport';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { buildScenario } from '@/mocks/scenarios';
import { NO_FAULTS } from '@/mocks/world/generate';
import { resetWorldForTests } from '@/mocks/world/store';
import type { FaultSettings, World } from '@/mocks/world/types';
import { createTestQueryClient, renderRoute } from './renderRoute';

// Campaign tests run the real bridge over the simulated extension on a fresh default world.

export function startSimulation(
  scenario: 'default' | 'big' = 'default',
  faults: () => FaultSettings = () => NO_FAULTS,
): World {
  const w = buildScenario(scenario);
  resetWorldForTests(w);
  installBridge(
    new ExtensionBridge(
      createSimulatedTransport({ implementation: simulatedExtension, faults, installed: () => true }),
    ),
  );
  return w;
}

export { createTestQueryClient };

export const withClient = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

/** jsdom lays nothing out: give elements a size so the virtualiser has a viewport. Returns the undo. */
export function fakeLayout(height = 600, width = 1000): () => void {
  const proto = HTMLElement.prototype;
  const sizes = { clientHeight: height, clientWidth: width, offsetHeight: height, offsetWidth: width };
  const saved = Object.keys(sizes).map(
    (name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const,
  );
  for (const [name, value] of Object.entries(sizes))
    Object.defineProperty(proto, name, { configurable: true, get: () => value });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    }
  };
}

/** The campaign screens at `path`, in the app's real route tree (see renderRoute). */
export const renderCampaignRoute = (path: string, client: QueryClient) =>
  renderRoute(path, { queryClient: client });
