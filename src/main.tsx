import './lib/zodJitless';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppCore } from './app/App';
import { AppTheme } from './app/AppTheme';
import { ExtensionBridge } from './lib/extension/bridge';
import { chooseExtensionId, parseAllowedExtensionIds } from './lib/extension/extensionIds';
import { installBridge } from './lib/extension/client';
import { preloadHttpClient } from './lib/http/client';
import { loadAccountSchemas } from './lib/session/api';
import { browserRuntime, createChromeTransport } from './lib/extension/transports/chromeTransport';
import type { Transport } from './lib/extension/transport';
import { createQueryClient } from './lib/query/client';
import { extensionIdStore } from './lib/storage';

/** The chunks every start-up loads right after the entry: ky, the account schemas. */
function preloadStartup() {
  preloadHttpClient();
  void loadAccountSchemas().catch(() => undefined);
}

/** Boot only: pick the transport for the build mode, create the services, render. */
async function boot() {
  const url = new URL(window.location.href);

  if (__SIMULATED__ && (url.searchParams.has('replay') || url.searchParams.has('snapshot'))) {
    // Support replay (dev and preview only): a recorded snapshot instead of the simulation.
    const { mountReplay } = await import('./app/replay/mountReplay');
    mountReplay(document.getElementById('root')!, url);
    return;
  }

  // What start-up needs next downloads now (while the simulation boots, or React renders), not when asked.
  preloadStartup();
  const queryClient = createQueryClient();
  let transport: Transport | undefined;
  let hasExtensionId = false;
  let unknownExtensionId = false;
  let extra: ReactNode = null;

  if (__SIMULATED__) {
    // Dev and preview builds only: the bundler drops this branch (and every mock) from production.
    const { bootSimulation } = await import('./mocks/boot');
    const booted = await bootSimulation(url);
    transport = booted.transport;
    hasExtensionId = true;
    extra = booted.panel;
  } else {
    // Production: only the extension ids this build was made for; a foreign id is neither stored nor contacted.
    const choice = chooseExtensionId(
      url.searchParams.get('connectTo') || null,
      extensionIdStore.get(),
      parseAllowedExtensionIds(import.meta.env.VITE_EXTENSION_IDS),
      extensionIdStore.set,
    );
    hasExtensionId = choice.status === 'ok';
    unknownExtensionId = choice.status === 'unknown';
    const runtime = browserRuntime();
    if (runtime && choice.status === 'ok')
      transport = createChromeTransport({ extensionId: choice.id, runtime });
  }

  const bridge = transport ? new ExtensionBridge(transport) : undefined;
  installBridge(bridge);

  // Start-up's first call leaves now, before React's first render.
  const services = { queryClient, bridge, hasExtensionId, unknownExtensionId };
  const core = createAppCore(services);
  void core.session.startOnce();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App services={services} core={core} />
      {extra}
    </StrictMode>,
  );
}

// A boot that throws (a chunk that failed to download, the simulation's storage) shows the
// error with Try again instead of leaving the static 'Loading...' up.
// The error page downloads only then (it stays out of the entry chunk); if even that fails, plain text.
boot().catch(async (e: unknown) => {
  console.error('The app could not start', e);
  const root = document.getElementById('root')!;
  try {
    const { ErrorPage } = await import('./lib/ui/ErrorPage');
    createRoot(root).render(
      <AppTheme>
        <ErrorPage error={e} />
      </AppTheme>,
    );
  } catch {
    root.textContent = 'The app could not start. Check your connection and reload the page.';
  }
});
