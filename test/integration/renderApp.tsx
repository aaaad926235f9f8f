import { afterAll, afterEach, beforeAll } from 'vitest';
import { render } from '@testing-library/react';
import { server } from '../msw-node';
import { installBridge } from '@/lib/extension/client';
import { App, createAppCore } from '@/app/App';
import { trackRouter } from '../settleRouters';
import { createQueryClient } from '@/lib/query/client';
import { tokenStore } from '@/lib/storage';
import type { ScenarioName } from '@/mocks/scenarioNames';
import { world } from '@/mocks/world/store';
import { simulate, type SimulationOptions } from './simulation';

/**
 * The whole App as main.tsx starts it (start-up dialogs, session, router, shell) at `path`, over
 * the simulated extension in a fresh `scenario` world, with the app's own query client. HTTP goes
 * to the msw server (the test file starts it). For one screen, renderRoute is lighter.
 */
export function renderApp(
  path: string,
  scenario: ScenarioName = 'default',
  options: Pick<SimulationOptions, 'lose'> & {
    /** false: the tab has no token of its own yet (a first visit); the extension's data brings it. */
    storedToken?: boolean;
  } = {},
) {
  const { bridge, calls } = simulate(scenario, {
    faults: () => world().faults,
    installed: () => world().extension.installed,
    lose: options.lose,
  });
  const token = world().extension.token;
  if (token && options.storedToken !== false) tokenStore.set(token);
  window.history.replaceState(null, '', path);
  const services = { queryClient: createQueryClient(), bridge, hasExtensionId: true };
  const core = createAppCore(services);
  trackRouter(core.router);
  const view = render(<App services={services} core={core} />);
  return Object.assign(view, { /** The extension calls and commands sent, in order. */ calls });
}

/**
 * The set-up of a file that renders the whole App: the msw server for its HTTP, and after each
 * test no bridge, no token and nothing stored. Call it at the top of the file.
 */
export function renderAppLifecycle(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterAll(() => server.close());
  afterEach(() => {
    installBridge(undefined);
    tokenStore.clear();
    window.localStorage.clear();
  });
}
