// The JS a first visit downloads before its first screen, read from a production build's manifest:
// the entry chunk with its static imports, plus, per screen, the lazy chunks its routes load (each
// layout's and the page's component, each loader's module) with their static imports. gzip level 9,
// as a CDN would serve them. Start-up's own lazy chunks (the contract, ky, the account schemas) are
// not counted. The screens come from the app's route tree (src/app/routes.tsx), which vite loads
// here in node with every `import()` of that file recorded instead of run.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './floor.mjs';
import { readManifest, staticClosure } from './manifest.mjs';

/** The budgets (docs/performance.md): the entry at most the floor's + 40 KB, a first screen + 90 KB. */
export const ENTRY_HEADROOM_BYTES = 40 * 1024;
export const SCREEN_HEADROOM_BYTES = 90 * 1024;

const ROUTES = join(ROOT, 'src/app/routes.tsx');
const RECORD = '__reachlyRouteImport';

/** Anything a loader reads or calls on its arguments (context, params, deps…): never throws, never resolves. */
const anything = new Proxy(function () {}, {
  get: (_target, key) => (key === 'then' ? undefined : anything),
  apply: () => anything,
});

/**
 * Each leaf route of the route tree: its path ('/campaign-manager/$id') and the modules its
 * routes load lazily, from the page up to the root (root-relative, as the manifest names them).
 */
export async function routeScreens() {
  const { createSourceLoader } = await import('../sourceLoader.mjs');
  let recorded = [];
  globalThis[RECORD] = (specifier) => {
    recorded.push(specifier);
    return new Promise(() => undefined);
  };
  const server = await createSourceLoader(ROOT, {
    define: { __SIMULATED__: 'false', __APP_VERSION__: '"0"' },
    plugins: [
      {
        name: 'record-route-imports',
        enforce: 'pre',
        transform: (code, id) =>
          id === ROUTES ? code.replaceAll(/\bimport\(/g, `globalThis.${RECORD}(`) : undefined,
      },
    ],
  });
  try {
    const { routeTree } = await server.ssrLoadModule(ROUTES);
    const { createMemoryHistory, createRouter } = await import('@tanstack/react-router');
    const router = createRouter({ routeTree, history: createMemoryHistory() });
    const lazyModules = new Map(); // route id -> specifiers
    const modulesOf = (route) => {
      if (!lazyModules.has(route.id)) {
        recorded = [];
        const { component, loader } = route.options ?? {};
        void component?.preload?.();
        try {
          void loader?.(anything);
        } catch {
          // what it imported before it threw is recorded
        }
        lazyModules.set(route.id, recorded);
      }
      return lazyModules.get(route.id);
    };
    const resolve = async (specifier) => {
      const resolved = await server.environments.ssr.pluginContainer.resolveId(specifier, ROUTES);
      return resolved && relative(ROOT, resolved.id.split('?')[0]);
    };
    const screens = [];
    for (const route of Object.values(router.routesById)) {
      if (route.isRoot || route.children?.length || !route.options?.path) continue;
      const specifiers = [];
      for (let r = route; r; r = r.parentRoute) specifiers.push(...modulesOf(r));
      const modules = await Promise.all(specifiers.map(resolve));
      screens.push({ path: route.fullPath, modules: modules.filter(Boolean) });
    }
    return screens.sort((a, b) => a.path.localeCompare(b.path));
  } finally {
    delete globalThis[RECORD];
    await server.close();
  }
}

/** { entry: {files, gzip}, visits: { '/login': {files, gzip, list} } } for a production build directory. */
export async function firstScreenSizes(distDir) {
  const manifest = readManifest(distDir);
  const sizes = new Map();
  const gzip = (key) => {
    const file = manifest[key].file;
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const total = (keys) => [...keys].reduce((sum, key) => sum + gzip(key), 0);
  const entry = staticClosure(
    manifest,
    Object.keys(manifest).find((k) => manifest[k].isEntry),
  );
  const visit = (modules) => {
    const keys = new Set(entry);
    for (const module of modules) staticClosure(manifest, module, keys); // a module of the entry chunk has no key
    return { files: keys.size, gzip: total(keys), list: [...keys].map((k) => manifest[k].file) };
  };
  const screens = await routeScreens();
  const visits = Object.fromEntries(screens.map(({ path, modules }) => [path, visit(modules)]));
  return { entry: { files: entry.size, gzip: total(entry) }, visits };
}
