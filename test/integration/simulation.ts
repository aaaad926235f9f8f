import { ExtensionBridge } from '@/lib/extension/bridge';
import { resetCapabilities } from '@/lib/extension/capabilities';
import type { ExtensionImplementation } from '@/lib/extension/contract';
import { installBridge } from '@/lib/extension/client';
import type { Transport } from '@/lib/extension/transport';
import { createSimulatedTransport } from '@/mocks/extension/simulatedTransport';
import { extensionFor, simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { chooseProfile } from '@/mocks/extension/profiles/active';
import type { ExtensionProfileName } from '@/mocks/extension/profiles/names';
import type { SimulatedImplementation } from '@/mocks/extension/support';
import { buildScenario } from '@/mocks/scenarios';
import type { ScenarioName } from '@/mocks/scenarioNames';
import { NO_FAULTS } from '@/mocks/world/worldConstants';
import { resetWorldForTests } from '@/mocks/world/store';
import type { FaultSettings, World } from '@/mocks/world/types';

// Screen and api tests run the real bridge over the simulated extension on a fresh world: the one
// set-up for both (renderRoute and renderApp render on top of it).

export interface SimulationOptions {
  /** The extension's faults, read on every call. Default: none. */
  faults?: () => FaultSettings;
  /** Whether the extension is installed, read on every call. Default: yes. */
  installed?: () => boolean;
  /** Calls this says yes to are never answered (as the `drop` fault does, but chosen). */
  lose?: (name: string) => boolean;
  /**
   * Remote functions this extension does not know: each is answered the way an extension answers
   * a message it has no handler for (as one built from the spec does for the calls we added).
   */
  unknown?: readonly string[];
  /** The simulated extension's profile (`?extension=`); default: full. */
  profile?: ExtensionProfileName;
  /** Remote functions answered by these handlers instead of the simulation's (a reply in another shape). */
  answers?: Partial<Record<keyof ExtensionImplementation['remotes'], (...args: never[]) => unknown>>;
}

/** The simulated extension (of the profile), or a copy without the `unknown` calls and with `answers` in place. */
function implementationFor({
  unknown = [],
  answers = {},
  profile,
}: SimulationOptions): SimulatedImplementation {
  if (profile) {
    chooseProfile(profile);
    return extensionFor(profile);
  }
  if (!unknown.length && !Object.keys(answers).length) return simulatedExtension; // tests spy on its remotes
  const remotes: Record<string, unknown> = { ...simulatedExtension.remotes, ...answers };
  for (const name of unknown) delete remotes[name];
  return { ...simulatedExtension, remotes: remotes as ExtensionImplementation['remotes'] };
}

export interface Simulation {
  world: World;
  bridge: ExtensionBridge;
  /** The name of every call sent since the start or the last reset. */
  calls: string[];
  /** Calls of one name, or all, since the last reset. */
  count(name?: string): number;
  reset(): void;
}

/** A fresh `scenario` world and the simulated extension behind a bridge installed as the app's. */
export function simulate(scenario: ScenarioName = 'default', options: SimulationOptions = {}): Simulation {
  const world = buildScenario(scenario);
  resetWorldForTests(world);
  resetCapabilities(); // each test's extension is learned afresh
  const inner = createSimulatedTransport({
    implementation: implementationFor(options),
    faults: options.faults ?? (() => NO_FAULTS),
    installed: options.installed ?? (() => true),
  });
  const calls: string[] = [];
  const transport: Transport = {
    kind: inner.kind,
    extensionId: inner.extensionId,
    send: (message, timeoutMs) => {
      const name = message.type === 'cmd' ? message.cmd : message.name;
      calls.push(name);
      return options.lose?.(name) ? new Promise(() => undefined) : inner.send(message, timeoutMs);
    },
    listen: (onMessage, onStatus) => inner.listen(onMessage, onStatus),
  };
  const bridge = new ExtensionBridge(transport);
  installBridge(bridge);
  return {
    world,
    bridge,
    calls,
    count: (name) => (name ? calls.filter((c) => c === name).length : calls.length),
    reset: () => void calls.splice(0),
  };
}

/** simulate(), when the world is all a test needs. */
export const startSimulation = (scenario: ScenarioName = 'default', faults = () => NO_FAULTS): World =>
  simulate(scenario, { faults }).world;

/**
 * Calls to lose on purpose, for simulate's `lose`: `next(name)` loses the next call of that name,
 * as a call the extension dropped; `every(name)` loses each one until `answer(name)`.
 */
export function callLoser() {
  const once = new Set<string>();
  const always = new Set<string>();
  return {
    lose: (name: string) => always.has(name) || once.delete(name),
    next: (name: string) => void once.add(name),
    every: (name: string) => void always.add(name),
    answer: (name: string) => void always.delete(name),
  };
}
