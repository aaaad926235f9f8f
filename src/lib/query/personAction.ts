import { useIsMutating, useQueryClient, type MutationKey } from '@tanstack/react-query';
import { isUnconfirmed } from '@/lib/extension/actions';
import { errorMessage } from '@/lib/extension/errors';

// One person's write (a bulk change, a restore, an import, a campaign save or start): it carries
// one action key, runs once at a time, and a timeout is checked before anyone is told to try again.

/** "The restore is not confirmed yet: …" followed by what the app found when it looked again. */
export const notConfirmedText = (what: string, found: string) =>
  `${what} is not confirmed yet: the extension did not answer in time. ${found}`;

/** A write that timed out: the app looked again at what it changes and says what it found. */
export class NotConfirmedError extends Error {
  constructor(
    readonly what: string,
    readonly found: string,
    readonly cause?: unknown,
  ) {
    super(notConfirmedText(what, found));
    this.name = 'NotConfirmedError';
  }
}

export const isNotConfirmed = (e: unknown): e is NotConfirmedError => e instanceof NotConfirmedError;

/**
 * Runs a write; when it times out, runs `check` (a re-read of what the write changes, saying in
 * words what it found) and throws a NotConfirmedError with that, never a plain failure. The check
 * runs inside the action, so its lock holds until the outcome has been looked at.
 */
export async function withOutcomeCheck<T>(
  what: string,
  write: () => Promise<T>,
  check: () => Promise<string>,
): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (!isUnconfirmed(e)) throw e;
    const found = await check().catch(
      (again: unknown) => `Looking again did not work either (${errorMessage(again)}).`,
    );
    throw new NotConfirmedError(what, found, e);
  }
}

/**
 * The lock of an action kept in the query client, so it holds across remounts: `running` for
 * what the screen shows, `isRunning()` for the handler itself (two clicks before a re-render).
 */
export function useActionLock(mutationKey: MutationKey) {
  const client = useQueryClient();
  const running = useIsMutating({ mutationKey }) > 0;
  return { running, isRunning: () => client.isMutating({ mutationKey }) > 0 };
}
