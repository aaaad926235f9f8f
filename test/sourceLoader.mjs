// vite as the loader of the app's TypeScript in Node: no HTTP, no dependency scan, the app's `@/`
// alias. Scripts that run app code (the route tree for check:bundle, the conformance kit) load
// modules with `server.ssrLoadModule(file)` and close the server when done.
import { join } from 'node:path';
import { createServer } from 'vite';

export const createSourceLoader = (root, { define, plugins } = {}) =>
  createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, entries: [] },
    resolve: { alias: { '@': join(root, 'src') } },
    define,
    plugins,
  });
