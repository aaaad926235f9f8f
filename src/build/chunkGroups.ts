import type { Plugin, UserConfig } from 'vite';

/** What the plan reads of a first-pass output chunk. */
export interface PlannedChunk {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** The first pass's (unminified) code: its length weighs a merge. */
  code: string;
}

const norm = (id: string) => id.replaceAll('\\', '/');

/** The groups of what every visit loads: with the entry, and with main.tsx's later boot stages. */
const ENTRY_GROUP = 'common-entry';
const BOOT_GROUP = 'common-boot';

/** main.tsx's later boot stages: every visit loads them with the entry. */
const BOOT_STAGES = /src\/app\/(router\.tsx|boot\/mountApp\.tsx)$/;

/** The lazy modules a first visit loads, by the part of a first screen they belong to. */
const FIRST_SCREEN_PARTS: readonly (readonly [RegExp, string])[] = [
  [/src\/app\/layouts\/ShellLayout\.tsx$/, 'shell'],
  [/src\/app\/layouts\/PublicLayout\.tsx$/, 'public'],
  [/src\/features\/auth\/components\/LoginPage\.tsx$/, 'login'],
  [/src\/features\/campaigns\/components\/CampaignsPage\/CampaignsPage\.tsx$/, 'campaigns'],
  [/src\/features\/campaigns\/api(\/index)?\.tsx?$/, 'campaigns'],
  [/src\/app\/screens\/DashboardScreen\.tsx$/, 'dashboard'],
  [/src\/features\/dashboard\/api(\/index)?\.tsx?$/, 'dashboard'],
  [/src\/features\/messenger\/components\/MessengerPage\.tsx$/, 'messenger'],
  [/src\/features\/messenger\/loader\.tsx?$/, 'messenger'],
  [/src\/features\/crm\/components\/CrmPage\.tsx$/, 'crm'],
  [/src\/features\/crm\/api(\/index)?\.tsx?$/, 'crm'],
  [/src\/lib\/extension\/contract\/(session|campaigns|areaNames)\.ts$/, 'startup'],
  [/src\/lib\/session\/accountSchemas\.ts$/, 'startup'],
];
/** Screens inside the shell: what the shell needs loads with it, whichever screen it is. */
const SHELL_SCREENS = ['campaigns', 'dashboard', 'messenger', 'crm'];

/**
 * The group (output chunk name) of each module of a first pass's automatic chunks, or none to leave
 * it to automatic splitting. A chunk every visit loads goes into 'common-entry' or 'common-boot';
 * a common chunk that first screens load goes into a group named after the parts of a first
 * screen that load it, so a first screen downloads only what it runs, in few files.
 */
export function planChunkGroups(
  chunks: readonly PlannedChunk[],
  lazyModules: ReadonlySet<string>,
): Map<string, string> {
  // What loads a chunk: the entry ('main'), or the lazy modules of a chunk that a dynamic import
  // loads, with that chunk's static imports.
  const imported = new Set(chunks.flatMap((c) => c.dynamicImports));
  const roots = chunks.filter((c) => c.isEntry || imported.has(c.fileName));
  const ungrouped = filesLoaded(mergedGraph(chunks, new Map()), roots);
  const loadedWith = new Map<string, Set<string>>();
  for (const root of roots) {
    const names = root.isEntry ? ['main'] : root.moduleIds.filter((id) => lazyModules.has(id)).map(norm);
    for (const file of ungrouped.get(root.fileName)!) {
      let loaders = loadedWith.get(file);
      if (!loaders) loadedWith.set(file, (loaders = new Set()));
      for (const name of names) loaders.add(name);
    }
  }
  // Without strictExecutionOrder a cycle of chunk imports could run a module before one it
  // imports: a chunk whose grouping would close a cycle stays as automatic splitting made it.
  const groupOfFile = new Map<string, string>();
  // A chunk declined for a cycle is tried again once more chunks are grouped: the chunk that
  // closed the cycle (one its group imports, which imports it) may have joined the group since.
  let pending = chunks.filter((chunk) => !chunk.isEntry && loadedWith.has(chunk.fileName));
  for (let grouped = true; grouped;) {
    grouped = false;
    const declined: PlannedChunk[] = [];
    for (const chunk of pending) {
      const group = groupOf(loadedWith.get(chunk.fileName)!);
      // A lazy module keeps a chunk of its own (the build's plugins and the bundle check find it by
      // its name), and so does what shares a chunk with it: split apart, they would import each
      // other. Only the entry's group takes lazy modules (all but the boot stages) in.
      const movable = (id: string) =>
        !lazyModules.has(id) || (group === ENTRY_GROUP && !BOOT_STAGES.test(norm(id)));
      if (!group || !chunk.moduleIds.every(movable)) continue;
      groupOfFile.set(chunk.fileName, group);
      if (hasImportCycle(mergedGraph(chunks, groupOfFile))) {
        groupOfFile.delete(chunk.fileName);
        declined.push(chunk);
      } else grouped = true;
    }
    pending = declined;
  }
  absorbSmallGroups(chunks, roots, groupOfFile);
  const plan = new Map<string, string>();
  for (const chunk of chunks) {
    const group = groupOfFile.get(chunk.fileName);
    if (group) for (const id of chunk.moduleIds) plan.set(id, group);
  }
  return plan;
}

/** A first-screen group smaller than this (unminified characters) is worth a file less. */
const SMALL_GROUP = 6_000;

/**
 * Moves each small first-screen group into a larger one that the same first screens load (and
 * maybe others) when that brings no other chunk to any lazy module's load, only the small group's
 * own code, and closes no import cycle: one request less for a few hundred bytes.
 */
function absorbSmallGroups(
  chunks: readonly PlannedChunk[],
  roots: readonly PlannedChunk[],
  groupOfFile: Map<string, string>,
) {
  const size = (group: string) =>
    chunks.reduce((sum, c) => sum + (groupOfFile.get(c.fileName) === group ? c.code.length : 0), 0);
  const parts = (group: string) => new Set(group.replace(/^first-/, '').split('-'));
  const covers = (large: string, small: string) =>
    [...parts(small)].every(
      (part) => parts(large).has(part) || (parts(large).has('shell') && SHELL_SCREENS.includes(part)),
    );
  let loaded = filesLoaded(mergedGraph(chunks, groupOfFile), roots);
  const firstGroups = () =>
    [...new Set(groupOfFile.values())]
      .filter((g) => g.startsWith('first-'))
      .sort((a, b) => size(a) - size(b));
  for (const small of firstGroups()) {
    if (size(small) >= SMALL_GROUP) break;
    const members = new Set([...groupOfFile].filter(([, g]) => g === small).map(([file]) => file));
    for (const large of firstGroups()) {
      if (large === small || !covers(large, small)) continue;
      const merged = new Map(groupOfFile);
      for (const file of members) merged.set(file, large);
      const graph = mergedGraph(chunks, merged);
      if (hasImportCycle(graph)) continue;
      const after = filesLoaded(graph, roots);
      const bringsOnlyItself = roots.every((root) =>
        [...after.get(root.fileName)!].every(
          (file) => loaded.get(root.fileName)!.has(file) || members.has(file),
        ),
      );
      if (!bringsOnlyItself) continue;
      for (const file of members) groupOfFile.set(file, large);
      loaded = after;
      break;
    }
  }
}

/** The first pass's chunks with the grouped ones merged: a node per group or ungrouped chunk. */
interface MergedGraph {
  node: (file: string) => string;
  /** The first pass's chunks in each node. */
  members: Map<string, string[]>;
  /** Each node's static imports of other nodes. */
  edges: Map<string, Set<string>>;
}

function mergedGraph(chunks: readonly PlannedChunk[], groupOfFile: ReadonlyMap<string, string>): MergedGraph {
  const node = (file: string) => groupOfFile.get(file) ?? file;
  const members = new Map<string, string[]>();
  const edges = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    const from = node(chunk.fileName);
    members.set(from, [...(members.get(from) ?? []), chunk.fileName]);
    let targets = edges.get(from);
    if (!targets) edges.set(from, (targets = new Set()));
    for (const imported of chunk.imports) if (node(imported) !== from) targets.add(node(imported));
  }
  return { node, members, edges };
}

/** For each root chunk, the first pass's chunks it loads (with their static imports). */
function filesLoaded({ node, members, edges }: MergedGraph, roots: readonly PlannedChunk[]) {
  const loaded = new Map<string, Set<string>>();
  for (const root of roots) {
    const files = new Set<string>();
    const seen = new Set([node(root.fileName)]);
    const stack = [node(root.fileName)];
    while (stack.length) {
      const current = stack.pop()!;
      for (const file of members.get(current) ?? []) files.add(file);
      for (const next of edges.get(current) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
    loaded.set(root.fileName, files);
  }
  return loaded;
}

/** Whether the merged nodes' static imports form a cycle. */
function hasImportCycle({ edges }: MergedGraph) {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (n: string): boolean => {
    if (state.get(n) === 'done') return false;
    if (state.get(n) === 'open') return true;
    state.set(n, 'open');
    for (const next of edges.get(n) ?? []) if (visit(next)) return true;
    state.set(n, 'done');
    return false;
  };
  return [...edges.keys()].some(visit);
}

function groupOf(roots: ReadonlySet<string>): string | null {
  if (roots.has('main')) return ENTRY_GROUP;
  if ([...roots].some((root) => BOOT_STAGES.test(root))) return BOOT_GROUP;
  const parts = new Set<string>();
  for (const root of roots) {
    const part = FIRST_SCREEN_PARTS.find(([test]) => test.test(root));
    if (part) parts.add(part[1]);
  }
  // Start-up loads these on every visit (the session's contract area, the account's schemas).
  if (parts.has('startup')) return BOOT_GROUP;
  if (parts.has('shell')) for (const screen of SHELL_SCREENS) parts.delete(screen);
  if (parts.has('public')) parts.delete('login');
  return parts.size ? `first-${[...parts].sort().join('-')}` : null;
}

const FIRST_PASS = Symbol.for('reachly:chunk-groups-first-pass');
type Flagged = typeof globalThis & { [FIRST_PASS]?: boolean };

/**
 * Groups the production and preview builds' chunks (planChunkGroups) from a first pass with
 * automatic splitting, which knows after tree-shaking which module each lazy module needs.
 */
export function chunkGroupsPlugin(): Plugin {
  return {
    name: 'reachly:chunk-groups',
    apply: 'build',
    async config(config, { mode }): Promise<UserConfig | undefined> {
      const flagged = globalThis as Flagged;
      if (flagged[FIRST_PASS] || config.build?.ssr) return undefined;
      flagged[FIRST_PASS] = true;
      let plan: Map<string, string>;
      const lazyModules = new Set<string>();
      try {
        const { build } = await import('vite');
        const result = await build({
          root: config.root,
          mode,
          logLevel: 'silent',
          plugins: [
            {
              name: 'reachly:chunk-groups-lazy-modules',
              buildEnd() {
                for (const id of this.getModuleIds())
                  if (this.getModuleInfo(id)?.dynamicImporters.length) lazyModules.add(id);
              },
            },
          ],
          build: {
            outDir: config.build?.outDir,
            emptyOutDir: false,
            write: false,
            minify: false,
            sourcemap: false,
            manifest: false,
          },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as {
          output: readonly (({ type: 'chunk' } & PlannedChunk) | { type: 'asset' })[];
        }[];
        plan = planChunkGroups(
          outputs.flatMap((o) => o.output.flatMap((c) => (c.type === 'chunk' ? [c] : []))),
          lazyModules,
        );
      } finally {
        flagged[FIRST_PASS] = false;
      }
      return {
        build: {
          rollupOptions: {
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [{ debugName: 'reachly:first-screens', name: (id: string) => plan.get(id) ?? null }],
              },
            },
          },
        },
      };
    },
  };
}
