import { DEMO_ACCOUNT, OTHER_ACCOUNT } from './world/seed/account';
import { generateWorld } from './world/generate';
import { CONNECTIONS_SYNC_MS } from './world/worldConstants';
import type { ScenarioName } from './scenarioNames';
import type { World } from './world/types';
import { now as clockNow } from '@/lib/time/clock';

/** A preset: the generated world with a change. */
const variant = (change: (w: World) => void) => () => {
  const w = generateWorld();
  change(w);
  return w;
};

/** Named presets of the simulated world, one per name in ./scenarioNames.ts. */
export const SCENARIOS = {
  default: () => generateWorld(),
  'signed-out': variant((w) => {
    w.extension.token = null;
  }),
  'no-linkedin-login': variant((w) => {
    unlink(w);
    w.extension.currentLinkedinUser = null;
  }),
  unassigned: variant(unlink),
  'new-visitor': variant((w) => {
    unlink(w);
    w.extension.token = null;
  }),
  'account-mismatch': variant((w) => {
    w.extension.currentLinkedinUser = OTHER_ACCOUNT;
  }),
  'free-plan': variant((w) => {
    w.activePlan = { planId: 1, endDate: null, autoRenew: false };
    w.server.users[0]!.planId = 1;
    w.campaigns = w.campaigns.slice(0, 1);
  }),
  'no-extension': variant((w) => {
    w.extension.installed = false;
  }),
  'old-extension': variant((w) => {
    w.extension.version = '5.1';
  }),
  activation: variant((w) => {
    w.extension.baseData.code_version = 0;
  }),
  'update-notice': variant((w) => {
    w.extension.baseData.updateNoticeSeen = false;
  }),
  'connections-loading': variant((w) => {
    // The extension is still pulling the connections: the CRM and messenger wait for 30 s.
    w.extension.connectionsLoading = true;
    w.extension.connectionsLoadingUntil = clockNow() + CONNECTIONS_SYNC_MS;
  }),
  'plan-limit': variant((w) => {
    w.activePlan = { ...w.activePlan, planId: 2 };
    w.server.users[0]!.planId = 2;
    const allowed = w.plans.find((p) => p.id === 2)!.campaignsAllowed;
    w.campaigns = w.campaigns.filter((c) => c.module !== 'joinGroups').slice(0, allowed);
  }),
  big: () => {
    const w = generateWorld(20261122, { profiles: 50_000, conversations: 10_000, bigQueue: 100_000 });
    w.scenario = 'big';
    return w;
  },
} satisfies Record<ScenarioName, () => World>;

export function buildScenario(name: ScenarioName): World {
  const world = SCENARIOS[name]();
  world.scenario = name;
  return world;
}

function unlink(w: World) {
  w.server.users[0]!.linkedinAccount = null;
  w.extension.currentLinkedinUser = DEMO_ACCOUNT;
}
