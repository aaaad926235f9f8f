import * as z from 'zod/mini';

/**
 * A schema built on its first parse instead of when its module loads. A first screen evaluates
 * every route's search schema and every entity of the contract, but parses only a few of them, and
 * zod's constructors are a measurable part of start-up (docs/performance.md).
 * Not for a schema that z.partial, z.extend or z.pick take apart: those need the object itself.
 */
export const builtOnFirstUse = <T extends z.ZodMiniType>(build: () => T) => z.lazy(build);
