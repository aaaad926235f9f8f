import type { AnyRoute } from '@tanstack/react-router';

/**
 * How long a screen's loader may keep its spinner up. A call the extension never answers waits
 * out the bridge's 15 s timeout and a retry; past this deadline the screen shows its error with
 * 'Try again' instead (the query keeps going, so trying again picks up its answer).
 */
export const LOADER_DEADLINE_MS = 8_000;

export class LoaderDeadlineError extends Error {
  constructor() {
    super('The extension is taking too long to answer. Try again in a moment.');
    this.name = 'LoaderDeadlineError';
  }
}

export function withinDeadline<T>(work: Promise<T>, ms = LOADER_DEADLINE_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LoaderDeadlineError()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Puts every loader of the tree under the deadline, in one place rather than in each route
 * (a generic wrapper would lose the loaders' inferred types). Idempotent; returns the tree.
 */
const underDeadline = new WeakSet<AnyRoute>();

export function withLoaderDeadlines<T extends AnyRoute>(tree: T): T {
  const visit = (route: AnyRoute) => {
    if (underDeadline.has(route)) return;
    underDeadline.add(route);
    const options = route.options as { loader?: unknown };
    const load = options.loader;
    if (typeof load === 'function') {
      options.loader = (args: unknown) => withinDeadline(Promise.resolve(load(args)));
    }
    const children: unknown = route.children;
    const list = Array.isArray(children) ? children : Object.values(children ?? {});
    (list as AnyRoute[]).forEach(visit);
  };
  visit(tree);
  return tree;
}
