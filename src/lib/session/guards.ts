import type { QueryClient } from '@tanstack/react-query';
import { sessionQueries, type User } from './api';
import type { SessionState } from './startup';

export type RouteAccess =
  'public' | 'public-only' | 'account-link' | 'authenticated' | 'activation' | 'get-started';

/** What the guards decide on: the store's state and the signed-in user. */
export type GuardInput = SessionState & { user: User | null };

/** The guards' input now, read synchronously: the store's state and the user in the query cache. */
export function guardInput(context: {
  session: { getState(): SessionState };
  queryClient: QueryClient;
}): GuardInput {
  const user = context.queryClient.getQueryData(sessionQueries.me().queryKey) ?? null;
  return { ...context.session.getState(), user };
}

/** Where a person may go; null means stay. Pure, so the whole table is unit-tested. */
export function guardRedirect(state: GuardInput, access: RouteAccess, hasToken: boolean): string | null {
  if (state.phase !== 'ready') return null;
  // Without a stored token nobody counts as signed in, whatever the session still holds
  // (a 401 or another tab may have removed it); otherwise /login and / would send to each other.
  const linked = hasToken && !!state.user && state.accountCheck === 'ok';

  if (access === 'public' || access === 'get-started') return null;
  // Signing in, signing up and asking for a reset work without the extension (a phone, another computer).
  if (access === 'public-only' && state.connection !== 'ok') return null;
  if (state.connection !== 'ok') return '/getStarted';
  if (access === 'activation') return state.needsActivation ? null : '/';
  if (state.needsActivation) return '/activation';

  switch (access) {
    case 'public-only':
      // Signed in (spec 000: "logged-in users are sent to /"), and / would send an unlinked one on.
      if (linked) return '/';
      return hasToken && state.user ? '/assignLinkedinAccount' : null;
    case 'account-link':
      if (!hasToken || !state.user) return '/login';
      return linked ? '/' : null;
    case 'authenticated':
      return linked ? null : '/assignLinkedinAccount';
  }
}
