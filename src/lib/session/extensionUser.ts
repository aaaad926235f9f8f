import { useQuery } from '@tanstack/react-query';
import type { User } from './accountSchemas';
import { sessionQueries } from './api';

/** What the app reads from getUser: the extension's view of the LinkedIn account. */
export interface ExtensionUser {
  linkedinAccount?: { id: string; photo?: string | null } | null;
}

/**
 * Spec 000 section 3: the user is the server's "plus data merged from the extension" (getUser).
 * The server stays the one source of identity, plan and linked account; the extension only fills
 * what the server leaves empty and a screen shows, and only for the same LinkedIn account: its photo.
 */
export function accountPhoto(user: User | null, fromExtension?: ExtensionUser | null): string | undefined {
  const own = user?.details.photo ?? user?.linkedinAccount?.photo;
  if (own) return own;
  const theirs = fromExtension?.linkedinAccount;
  if (!user?.linkedinAccount || theirs?.id !== user.linkedinAccount.id) return undefined;
  return theirs.photo ?? undefined;
}

/** The user's photo for the top bar and the dashboard; asks the extension only when the server has none. */
export function useAccountPhoto(user: User | null): string | undefined {
  const own = accountPhoto(user);
  const { data } = useQuery({ ...sessionQueries.extensionUser(), enabled: !!user?.linkedinAccount && !own });
  return own ?? accountPhoto(user, data);
}
