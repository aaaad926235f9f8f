import type { Commands, RemoteFunctions, RemoteName } from './contract';
import { importOnce } from '../importOnce';
import type { campaignRemotes } from './contract/campaigns';
import type { crmRemotes, settingsRemotes } from './contract/crmSettings';
import type { listRemotes } from './contract/lists';
import type { messengerRemotes } from './contract/messenger';
import type { sessionRemotes, subscriptionRemotes } from './contract/session';

// The contract's schemas load per area, on the first call into that area (issue 13): a first
// screen loads the session's and its own area's schemas, not the messenger's or the CRM's.
// ./contract stays the one typed source of names, arguments and replies.

export type AreaRemotes = {
  session: typeof sessionRemotes & typeof subscriptionRemotes;
  campaigns: typeof campaignRemotes;
  messenger: typeof messengerRemotes;
  lists: typeof listRemotes;
  crmSettings: typeof crmRemotes & typeof settingsRemotes;
};
export type ContractArea = keyof AreaRemotes;

/** The session's schemas and the commands' (one module), downloaded once. */
const loadSessionModule = importOnce(() => import('./contract/session'));

const AREAS = {
  session: loadSessionModule,
  campaigns: () => import('./contract/campaigns'),
  messenger: () => import('./contract/messenger'),
  lists: () => import('./contract/lists'),
  crmSettings: () => import('./contract/crmSettings'),
};
const areaRemotes: { [A in ContractArea]: (m: Awaited<ReturnType<(typeof AREAS)[A]>>) => AreaRemotes[A] } = {
  session: (m) => ({ ...m.sessionRemotes, ...m.subscriptionRemotes }),
  campaigns: (m) => m.campaignRemotes,
  messenger: (m) => m.messengerRemotes,
  lists: (m) => m.listRemotes,
  crmSettings: (m) => ({ ...m.crmRemotes, ...m.settingsRemotes }),
};

/** The name-to-area list, downloaded once (a failed download is tried again on the next call). */
const loadAreaNames = importOnce(() => import('./contract/areaNames'));

const loading = new Map<ContractArea, Promise<unknown>>();

/** An area's schemas, downloaded once; a failed download is tried again on the next call. */
function loadArea<A extends ContractArea>(area: A): Promise<AreaRemotes[A]> {
  let pending = loading.get(area) as Promise<AreaRemotes[A]> | undefined;
  if (!pending) {
    pending = (AREAS[area]() as Promise<never>).then(areaRemotes[area]).catch((e: unknown) => {
      loading.delete(area);
      throw e;
    });
    loading.set(area, pending);
  }
  return pending;
}

/**
 * The areas a first screen's route loader calls into besides the session's, by its path's first
 * segment (test/integration/contractPreload.test.ts checks them against the loaders' calls).
 */
const SCREEN_AREAS: Record<string, ContractArea[]> = {
  '': [], // the dashboard asks for counts and events, session calls
  login: [], // and after the login, the dashboard
  campaigns: ['campaigns'],
  messenger: ['messenger'],
  crm: ['crmSettings', 'lists', 'messenger'],
  settings: ['crmSettings'],
  tools: ['crmSettings'],
  lists: ['lists'],
};

/** The areas the screen at `pathname` calls into first (campaigns for a screen not listed). */
export const screenAreas = (pathname: string): ContractArea[] =>
  SCREEN_AREAS[pathname.split('/')[1] ?? ''] ?? ['campaigns'];

/**
 * Start-up: downloads the session's schemas (the commands need them), the area list and the areas
 * the screen at `pathname` calls into, so its first calls do not wait on one more download.
 */
export function preloadContract(pathname: string): void {
  for (const wanted of ['session', ...screenAreas(pathname)] as const)
    loadArea(wanted).catch(() => undefined);
  loadAreaNames().catch(() => undefined);
}

/** The argument and reply schemas of one remote function. */
export async function loadRemoteSpec<N extends RemoteName>(name: N): Promise<RemoteFunctions[N]> {
  const area = (await loadAreaNames()).areaOf(name);
  const spec = ((await loadArea(area)) as Partial<RemoteFunctions>)[name];
  if (!spec) throw new Error(`No schemas for ${name} in the ${area} area`);
  return spec;
}

/** The fields and reply schemas of the commands (they live with the session's schemas). */
export async function loadCommands(): Promise<Commands> {
  return (await loadSessionModule()).commands;
}

/** Every area (tests, which must not wait on an import while their clock is fake). */
export function loadContract(): Promise<unknown> {
  return Promise.all([
    loadAreaNames(),
    ...(Object.keys(AREAS) as ContractArea[]).map((area) => loadArea(area)),
  ]);
}
