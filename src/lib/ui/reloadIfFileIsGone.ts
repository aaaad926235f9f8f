import { isModuleNotFoundError } from '@tanstack/router-core';

// After a deploy the old build's files are gone, and only a reload brings the new build's. A
// download that failed for want of a network must not reload (the browser would show its offline
// page): the file is asked for again, and only an answer that it does not exist reloads, once per
// file (the address stays; drafts are in local storage).
const KEY = 'reachly.reloadedForMissingFile:';
const FILE_IN_MESSAGE = /(https?:\/\/\S+?\.m?js)\b/;

/** Whether the file a failed import names is gone from the server (404 or 410), not merely unreachable. */
async function isFileGone(error: Error): Promise<string | null> {
  const file = FILE_IN_MESSAGE.exec(error.message)?.[1];
  if (!file || new URL(file).origin !== window.location.origin) return null;
  try {
    const answer = await fetch(file, { method: 'HEAD', cache: 'no-store' });
    return answer.status === 404 || answer.status === 410 ? file : null;
  } catch {
    return null; // offline
  }
}

export async function reloadIfFileIsGone(error: Error): Promise<boolean> {
  const file = await isFileGone(error);
  if (!file) return false;
  try {
    if (sessionStorage.getItem(KEY + file)) return false;
    sessionStorage.setItem(KEY + file, '1');
  } catch {
    return false; // storage blocked: Try again stays the way out
  }
  window.location.reload();
  return true;
}

/** A screen's download that failed while its file is still there: Try again, not a reload. */
export class DownloadFailedError extends Error {
  constructor(cause: Error) {
    super('This screen could not be downloaded. Check the connection and try again.', { cause });
    this.name = 'DownloadFailedError';
  }
}

/**
 * For TanStack's lazyRouteComponent, which reloads the page on any failed download, offline too:
 * only a file that is gone stays a "module not found" error (and reloads once); any other failed
 * download becomes a DownloadFailedError, which the route's error view offers to try again.
 */
export const reloadOnlyForGoneFiles =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    load().catch(async (e: unknown) => {
      if (e instanceof Error && isModuleNotFoundError(e) && !(await isFileGone(e)))
        throw new DownloadFailedError(e);
      throw e;
    });
