import * as z from 'zod/mini';

/**
 * A search-param field that may be missing (then it is `fallback`) and falls back to `fallback`
 * when the URL holds a wrong or hostile value, so a screen never fails on its URL.
 */
export const orDefault = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) =>
  z._default(z.catch(schema, fallback), fallback as z.core.util.NoUndefined<z.output<T>>);
