import * as z from 'zod/mini';

/**
 * A search-param field that is optional in links and always set on the page: a missing, wrong or
 * hostile value falls back to `value` instead of breaking the screen.
 */
export const withDefault = <T extends z.ZodMiniType>(schema: T, value: z.output<T> & {}) =>
  z.catch(z._default(schema, value as never), value as never);

/** A search box's text in the URL (numbers a person typed stay text). */
export const searchText = () => withDefault(z.coerce.string().check(z.maxLength(200)), '');

/** A 1-based page number. */
export const pageNumber = () =>
  withDefault(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1);

/** A page size among the screen's choices. */
export const pageSize = (choices: readonly number[], fallback: number) =>
  withDefault(z.coerce.number().check(z.refine((n) => choices.includes(n))), fallback);

/** A paged list's page and page size (the size among `choices`). */
export const pagingFields = (choices: readonly number[], fallbackSize: number) => ({
  page: pageNumber(),
  size: pageSize(choices, fallbackSize),
});

/** Whether hidden rows show: not, only them, or all (CRM and Lists). */
export const hiddenFilter = () => withDefault(z.enum(['no', 'yes', 'all']), 'no');
