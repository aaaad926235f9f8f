import type { AnyRoute } from '@tanstack/react-router';

// The first screen's layout and page chunks start downloading at boot, before React's first
// render (issue 13: at 4x CPU the router's own chunk loading starts about 300 ms later, after
// the first commit). The router loads them again when it matches: the same downloads, cached.

type Preloadable = { preload?: () => Promise<unknown> };

const segments = (path: string) => path.split('/').filter(Boolean);

/** A route path ('/campaign-manager/$id') matches a pathname when every segment does ($x: any). */
function pathMatches(routePath: string, pathname: string): boolean {
  const want = segments(routePath);
  const have = segments(pathname);
  return want.length === have.length && want.every((s, i) => s.startsWith('$') || s === have[i]);
}

const childrenOf = (route: AnyRoute): AnyRoute[] => {
  const children = route.children as AnyRoute[] | Record<string, AnyRoute> | undefined;
  return Array.isArray(children) ? children : Object.values(children ?? {});
};

/** Starts the lazy components of the route that matches `pathname` and of its layouts; false if none. */
export function preloadScreenChunks(tree: AnyRoute, pathname: string): boolean {
  const visit = (route: AnyRoute, layouts: AnyRoute[]): boolean => {
    const chain = [...layouts, route];
    const path = (route.options as { path?: string } | undefined)?.path;
    if (path !== undefined && pathMatches(path, pathname)) {
      for (const r of chain)
        void (r.options?.component as Preloadable | undefined)?.preload?.()?.catch(() => undefined);
      return true;
    }
    return childrenOf(route).some((child) => visit(child, chain));
  };
  return visit(tree, []);
}
