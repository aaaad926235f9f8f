import type { Plugin, UserConfig } from 'vite';
import { filesLoadedAtOnce } from './startupPreload.ts';

/**
 * Vite's preload list for a lazy import names every chunk that import loads, also those the page
 * loaded at once: the entry and the start-up chunks index.html preloads appeared in almost every
 * list (48 lists in the router's chunk alone), and the lists ship with the chunks a first screen
 * downloads. This plugin leaves those files out of every list in a JS chunk; the page's HTML asks
 * for them before any lazy import can run, so nothing loads later for it. The HTML's own preloads
 * are kept as they are. test/bundle/preloadLists.mjs checks the built lists.
 */
export function preloadListsPlugin(startupModules: readonly string[]): Plugin {
  let loadedAtOnce = new Set<string>();
  return {
    name: 'reachly:preload-lists',
    apply: 'build',
    config: (): UserConfig => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'js' ? deps.filter((dep) => !loadedAtOnce.has(dep)) : deps,
        },
      },
    }),
    // Before vite's import analysis fills in the lists (in its own generateBundle).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const { entry, preloaded } = filesLoadedAtOnce(bundle, startupModules);
        loadedAtOnce = new Set([...entry, ...preloaded]);
      },
    },
  };
}
