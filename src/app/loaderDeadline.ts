import type { AnyRoute } from '@tanstack/react-router';
import { LOADER_DEADLINE_MS, SLOW_EXTENSION_MESSAGE } from '@/lib/constants';

/**
 * A screen's loader keeps its spinner up at most LOADER_DEADLINE_MS; past it the screen shows its
 * error with 'Try again' instead (the query keeps going, so trying again picks up its answer).
 */
export class LoaderDeadlineError extends Error {
  constructor() {
    super(SLOW_EXTENSION_MESSAGE);
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
