import type { Plugin, Rollup } from 'vite';
// The simulation's boot and msw's worker; test/bundle/previewBootLean.mjs reads the same list.
import SIMULATION_START_MODULES from './simulationStartModules.json';

/**
 * The modules every visit imports at once: main.tsx's later boot stages, and what start-up
 * imports before its first call to the extension (the session's and commands' schemas, the
 * call-name-to-area list, the account schemas, ky for `/me`). They are lazy chunks, but
 * index.html preloads them beside the entry instead of main.tsx asking for them only once the
 * entry has run.
 */
export const STARTUP_MODULES = [
  // main.tsx's later boot stages
  'src/app/router.tsx',
  'src/app/boot/mountApp.tsx',
  'src/lib/extension/contract/session.ts',
  'src/lib/session/accountSchemas.ts',
  'node_modules/ky/distribution/index.js',
];

/** Dev and preview: the simulation boots first (src/main.tsx), its code and msw's beside the entry. */
export const SIMULATED_STARTUP_MODULES = [...STARTUP_MODULES, ...SIMULATION_START_MODULES];

const endsWith = (id: string, module: string) => id.replaceAll('\\', '/').endsWith(module);

/**
 * The JS files a page loads at once: the entry with its static imports (`entry`), and the chunks
 * of `modules` with theirs, beyond those (`preloaded`: what index.html preloads).
 */
export function filesLoadedAtOnce(bundle: Rollup.OutputBundle, modules: readonly string[]) {
  const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (into: Set<string>, skip: ReadonlySet<string>) => {
    const add = (file: string) => {
      if (into.has(file) || skip.has(file)) return;
      into.add(file);
      byFile.get(file)?.imports.forEach(add);
    };
    return add;
  };
  const entry = new Set<string>();
  chunks.filter((c) => c.isEntry).forEach((c) => closure(entry, new Set())(c.fileName));
  const preloaded = new Set<string>();
  const addPreloaded = closure(preloaded, entry);
  for (const module of modules) {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => endsWith(id, module)));
    if (!chunk) throw new Error(`startup preload: no chunk holds ${module}`);
    addPreloaded(chunk.fileName);
  }
  return { entry, preloaded };
}

export function startupPreloadPlugin(modules: readonly string[] = STARTUP_MODULES): Plugin {
  let base = '/';
  return {
    name: 'reachly:startup-preload',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return [...filesLoadedAtOnce(bundle, modules).preloaded].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
