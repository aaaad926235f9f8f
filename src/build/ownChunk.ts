/** What the build plugins read of an output chunk. */
interface NamedChunk {
  name: string;
  moduleIds: readonly string[];
}

const endsWith = (id: string | null, module: string) => !!id && id.replaceAll('\\', '/').endsWith(module);

/**
 * The chunk of `module` (a path from the project root): the one chunk that holds it or, where the
 * module is copied into several (inlined common chunks), the one named after it.
 */
export function ownChunk<C extends NamedChunk>(chunks: readonly C[], module: string): C | undefined {
  const holding = chunks.filter((c) => c.moduleIds.some((id) => endsWith(id, module)));
  return holding.length === 1 ? holding[0] : holding.find((c) => module.includes(`/${c.name}.`));
}
