import * as z from 'zod/mini';

/**
 * zod's English messages ("Too big: expected int to be <=9007199254740991"), for a schema or a
 * parse whose own words a person reads (a form's number, a backup or snapshot file). zod/mini
 * sets no locale, so its own messages are only "Invalid input"; a global one would put every
 * message on every first screen.
 */
export const zodEnglish = z.locales.en().localeError;
