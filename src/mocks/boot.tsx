import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { Transport } from '@/lib/extension/transport';
import { tokenStore } from '@/lib/storage';
import { parseFaults } from './faults';
import { isScenarioName } from './scenarioNames';
import { loadWorld, replaceWorld, saveWhenIdle, saveWorldNow, updateWorld, world } from './world/store';
import { freshWorldOffThread } from './world/freshWorldOffThread';
import { createSimulatedTransport } from './extension/simulatedTransport';
import { extensionFor } from './extension/simulatedExtension';
import { startCampaignRunner } from './extension/runner';
import { activeProfile, chooseProfile } from './extension/profiles/active';
import { isExtensionProfileName } from './extension/profiles/names';

/**
 * The QA panel's button loads when the app renders it: statically, its icon tied the simulation's
 * boot (and so the world's worker and msw's registration) to the app's largest chunk. A button
 * whose code does not arrive is left out, not the app.
 */
const QaPanelLauncher = lazy<ComponentType<{ notices: string[] }>>(() =>
  import('./QaPanelLauncher').then(
    (m) => ({ default: m.QaPanelLauncher }),
    () => ({ default: () => null }),
  ),
);

/** msw's worker behind a filter that keeps the app's own files off the page's main thread (public/). */
const SERVICE_WORKER_URL = '/sim-service-worker.js';

export interface SimulationBoot {
  transport: Transport;
  panel: React.ReactNode;
  notices: string[];
}

/**
 * Dev/preview start-up: load the persisted world, apply ?scenario=, ?faults= and ?extension= (then
 * drop them from the address), start the mock server and the campaign runner.
 */
export async function bootSimulation(url: URL): Promise<SimulationBoot> {
  const notices: string[] = [];
  // The mock server's worker registers while the world loads (they do not depend on each other;
  // its handlers read the world per request): start-up waits for the slower one, not for both.
  window.addEventListener('unhandledrejection', ignoreFailedWorkerUpdate);
  const workerStarted = import('./browser').then(({ worker }) =>
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: SERVICE_WORKER_URL },
    }),
  );
  void workerStarted.catch(() => undefined); // reported where it is awaited below

  const scenario = url.searchParams.get('scenario');
  const requested = scenario !== null && isScenarioName(scenario) ? scenario : null;
  // A first visit makes the scenario the address asks for at once, else the default world in a
  // worker, while the page evaluates the app (src/main.tsx). A saved world is read instead.
  // The scenarios' builders (faker) load only then: a saved or off-thread world needs none.
  const buildRequested = async () => (await import('./scenarios')).buildScenario(requested!);
  let madeRequested = false;
  const makeFresh = requested
    ? () => {
        madeRequested = true;
        return buildRequested();
      }
    : freshWorldOffThread;
  await loadWorld(makeFresh);
  // The extension's profile is not the world's data: a new scenario keeps it.
  const profileBefore = activeProfile();

  if (scenario !== null) {
    if (requested) {
      if (!madeRequested) replaceWorld(await buildRequested());
      chooseProfile(profileBefore);
      // A new scenario starts signed in or out as the preset says, not with a previous token.
      const token = world().extension.token;
      if (token) tokenStore.set(token);
      else tokenStore.clear();
    } else notices.push(`Unknown scenario "${scenario}"; the current world was kept.`);
    url.searchParams.delete('scenario');
  }
  const faultsText = url.searchParams.get('faults');
  if (faultsText !== null) {
    const { faults, ignored } = parseFaults(faultsText);
    updateWorld((w) => void (w.faults = faults));
    if (ignored.length) notices.push(`Ignored faults: ${ignored.join(', ')}`);
    url.searchParams.delete('faults');
  }
  const profile = url.searchParams.get('extension');
  if (profile !== null) {
    if (isExtensionProfileName(profile)) chooseProfile(profile);
    else notices.push(`Unknown extension profile "${profile}"; kept "${activeProfile()}".`);
    url.searchParams.delete('extension');
  }
  window.history.replaceState(window.history.state, '', url);
  // What the address changed is saved before start-up, so a reload finds it; a world as loaded or
  // as first made waits for the browser to be idle, off the first screen's path.
  if (scenario !== null || faultsText !== null || profile !== null) await saveWorldNow();
  else saveWhenIdle();

  await workerStarted;
  startCampaignRunner();

  const transport = createSimulatedTransport({
    // A profile is chosen by the address (or the QA panel, which reloads): fixed for the page's life.
    implementation: extensionFor(activeProfile()),
    faults: () => world().faults,
    installed: () => world().extension.installed,
  });
  const panel = createElement(Suspense, { fallback: null }, createElement(QaPanelLauncher, { notices }));
  return { transport, panel, notices };
}

/** Ours, and msw's own, which earlier builds registered and a browser may still hold. */
const WORKER_SCRIPTS = /\/(sim-service-worker|mockServiceWorker)\.js\b/;

/**
 * msw (2.15, getWorkerInstance) asks an already registered worker to update without handling the
 * answer. A reload during that check rejects it ("Failed to update a ServiceWorker ... Not found"),
 * which is harmless: the registered worker keeps serving. Only that rejection is marked handled.
 */
export function ignoreFailedWorkerUpdate(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  const message = reason instanceof Error ? reason.message : '';
  if (message.includes('Failed to update a ServiceWorker') && WORKER_SCRIPTS.test(message)) {
    event.preventDefault();
  }
}
