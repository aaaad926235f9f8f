// The scenarios' names, apart from their builders (./scenarios.ts): the page checks ?scenario=
// on every boot, and the builders (faker and its locale) load only when a scenario is made.

/** A public interface (QA scripts use `?scenario=<name>`): keep them stable and documented in docs/qa.md. */
export const SCENARIO_NAMES = [
  'default',
  'signed-out',
  'no-linkedin-login',
  'unassigned',
  'new-visitor',
  'account-mismatch',
  'free-plan',
  'no-extension',
  'old-extension',
  'activation',
  'update-notice',
  'connections-loading',
  'plan-limit',
  'big',
] as const;

export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export const isScenarioName = (name: string): name is ScenarioName =>
  (SCENARIO_NAMES as readonly string[]).includes(name);
