/**
 * A loader that imports once and shares the promise; a failed import is tried again on the next call.
 * Boot's preload and the first caller then wait on the same import: during start-up a second
 * `import()`, even of a module already evaluated, resolves only in tasks of its own, behind the
 * main thread's module evaluation and rendering.
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((e: unknown) => {
      pending = undefined;
      throw e;
    }));
}
