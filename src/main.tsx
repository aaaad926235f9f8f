import './lib/zodJitless';
import type { ReactNode } from 'react';
import { preloadScreenChunks } from './app/boot/preloadScreenChunks';
import { createSessionStore, latch } from './app/boot/session';
import { yieldToMain } from './app/boot/yieldToMain';
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

/**
 * The rest of the app's code, in two more tasks (index.html preloads both) instead of one that
 * held the main thread for 130 ms at 4x CPU: first the router, then React, MUI and the app.
 */
async function loadAppStages() {
  await yieldToMain();
  const routerStage = await import('./app/router');
  await yieldToMain();
  const appStage = await import('./app/boot/mountApp');
  // Creating the router is a task of its own, not the tail of the app stage's evaluation.
  await yieldToMain();
  return { routerStage, appStage };
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
  let appStages: ReturnType<typeof loadAppStages> | undefined;

  if (__SIMULATED__) {
    // Dev and preview builds only: the bundler drops this branch (and every mock) from production.
    const simulationCode = import('./mocks/boot');
    const simulation = simulationCode.then((sim) => sim.bootSimulation(url));
    // The app's code evaluates while the simulation waits on its storage, its world's worker and
    // its service worker: once the simulation has sent them off, not before (they were then last
    // in line behind the app's evaluation, some 400 ms at 4x CPU).
    appStages = simulationCode.then(() => loadAppStages());
    appStages.catch(() => undefined); // reported where it is awaited below
    const booted = await simulation;
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

  // Start-up's first call leaves now, before the rest of the app's code has run.
  const services = { queryClient, bridge, hasExtensionId, unknownExtensionId };
  const signedIn = latch();
  const session = createSessionStore(services, signedIn);
  void session.startOnce();

  // In production the app's code evaluates now, after start-up's first call has left. The screen's
  // chunks start downloading and, once start-up knows a token, its data is asked for (in preview
  // and dev only now that the simulation has booted: its worker and world waited behind some 70
  // downloads).
  const { routerStage, appStage } = await (appStages ?? loadAppStages());
  const { routeTree, createStartupRouter } = routerStage;
  preloadScreenChunks(routeTree, window.location.pathname);
  // Creating the router (its history and route tree) is a task of its own too.
  await yieldToMain();
  const { router, firstScreen } = createStartupRouter(queryClient, session, signedIn);
  await yieldToMain();
  appStage.mountApp(document.getElementById('root')!, services, { session, router, firstScreen }, extra);
}

// A boot that throws (a chunk that failed to download, the simulation's storage) shows the
// error with Try again instead of leaving the static 'Loading...' up.
// The error page downloads only then (it stays out of the entry chunk); if even that fails, plain text.
boot().catch(async (e: unknown) => {
  console.error('The app could not start', e);
  const root = document.getElementById('root')!;
  try {
    const { mountBootError } = await import('./app/boot/mountApp');
    await mountBootError(root, e);
  } catch {
    root.textContent = 'The app could not start. Check your connection and reload the page.';
  }
});
