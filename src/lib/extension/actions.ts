import { isExtensionError } from './errors';

/** One person's action (a click, a key press): every try of it carries this key, so it is done once. */
export const newActionKey = (): string => crypto.randomUUID();

/**
 * The write may have happened: the extension was asked and did not answer in time. Never say
 * "failed" for it; check what happened (re-read the data) before offering to try again.
 */
export const isUnconfirmed = (e: unknown): boolean => isExtensionError(e) && e.kind === 'timeout';
