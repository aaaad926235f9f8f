import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isUnconfirmed } from '@/lib/extension/actions';
import { callRemote, callRemoteAction } from '@/lib/extension/client';
import type { Profile } from '@/lib/extension/contract';
import { connectionsLoadingQuery } from '@/lib/queries/connections';
import {
  checkProfiles,
  setProfilesHidden,
  type HiddenChange,
  profilesFound,
  profilesPageQuery,
  type ProfilePageParams,
} from '@/lib/queries/profiles';
import { crmPageParams, type CrmView } from './view';
import { BULK_UPDATE_COOLDOWN_MS } from '@/lib/constants';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { NotConfirmedError, useActionLock, withOutcomeCheck } from '@/lib/query/personAction';
import { pageForLoader, type LoaderCause } from '@/lib/query/pageForLoader';

const crmContract = () => import('@/lib/extension/contract/crm').then((m) => m.crmRemotes);

// Spec 001 "CRM": counters, the connections (paged in the extension), bulk refresh with its
// one-hour cooldown, per-row refresh with its daily limit, connect / disconnect, bulk remove.

export { DEFAULT_CRM_FILTERS, DEFAULT_SORT, SORT_CHOICES, type CrmSorting, type SortKey } from './view';

export type CrmPageParams = ProfilePageParams;

export const crmQueries = {
  all: [QUERY_ROOTS.crm] as const,
  contacts: () =>
    queryOptions({
      queryKey: [...crmQueries.all, 'contacts'] as const,
      queryFn: () => callRemote(crmContract(), 'getAllContacts'),
    }),
  /** First-time load of the connections, re-checked every 10 s while it lasts; shared with the messenger (src/lib/queries/connections.ts). */
  loading: connectionsLoadingQuery,
  bulkDelay: () =>
    queryOptions({
      queryKey: [...crmQueries.all, 'bulkDelay'] as const,
      queryFn: () => callRemote(crmContract(), 'delayForBulkUpdate'),
      // Ask again when the cooldown should be over.
      refetchInterval: (query) =>
        query.state.data ? Math.min(Math.max(query.state.data, 1000), 60_000) : false,
    }),
  manualExpired: () =>
    queryOptions({
      queryKey: [...crmQueries.all, 'manualExpired'] as const,
      queryFn: () => callRemote(crmContract(), 'isDailyManualUpdateExpired'),
    }),
  industries: () =>
    queryOptions({
      queryKey: [...crmQueries.all, 'industries'] as const,
      queryFn: () => callRemote(crmContract(), 'getUniqueIndustries'),
    }),
  /** The table's page: the shared profiles factory (Lists reads the same cache). */
  profiles: (params: CrmPageParams) => profilesPageQuery(params),
};

/**
 * The route loader: everything the screen shows at once, fetched before it renders; a new filter,
 * sort or page on the open screen does not wait for its page (pageForLoader).
 */
export const loadCrm = (client: QueryClient, view: CrmView, cause: LoaderCause = 'enter') =>
  Promise.all([
    client.ensureQueryData(crmQueries.contacts()),
    client.ensureQueryData(crmQueries.loading()),
    client.ensureQueryData(crmQueries.bulkDelay()),
    client.ensureQueryData(crmQueries.manualExpired()),
    client.ensureQueryData(crmQueries.industries()),
    pageForLoader(client.ensureQueryData(crmQueries.profiles(crmPageParams(view))), cause),
  ]);

export const CONNECTIONS_UPDATED = 'Your connections were updated';
export const SOMETHING_WENT_WRONG = 'Something went wrong…';
export const DAILY_LIMIT_EXPIRED = 'Daily limit was expired';
export const PROFILE_REFRESHED = 'The profile LinkedIn data has beed refreshed';
export const REQUEST_SENT = 'Connection request was sent';
export const REQUEST_NOT_SENT = 'Connection request was sent manually or a request to the user was withdrawn';
export const NEXT_REFRESH_TOOLTIP = 'The next refresh will be available after 1 hour';
export const LOADING_CONNECTIONS = 'Please, wait until load your connections';

function useRefreshCrm() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: crmQueries.all }),
      client.invalidateQueries({ queryKey: [QUERY_ROOTS.lists] }),
    ]);
}

const BULK_UPDATE_KEY = [QUERY_ROOTS.crm, 'bulkUpdateConnections'] as const;
export const useBulkUpdateRunning = () => useActionLock(BULK_UPDATE_KEY);

/** A timed-out refresh is checked by its cooldown: one that started shows a wait before the next. */
async function bulkUpdateFound(): Promise<string> {
  const delay = await callRemote(crmContract(), 'delayForBulkUpdate');
  return delay > 0
    ? 'The extension was asked again: the refresh has started (the next one waits for its hour).'
    : 'The extension was asked again: no refresh has started yet.';
}

export function useBulkUpdate() {
  const client = useQueryClient();
  const refresh = useRefreshCrm();
  return useMutation({
    mutationKey: BULK_UPDATE_KEY,
    mutationFn: (actionKey: string) =>
      withOutcomeCheck(
        'Refreshing your connections',
        () => callRemoteAction(crmContract(), 'bulkUpdateConnections', actionKey),
        bulkUpdateFound,
      ),
    // The cooldown starts now: show it at once rather than after the refetch below answers.
    onSuccess: () => client.setQueryData(crmQueries.bulkDelay().queryKey, BULK_UPDATE_COOLDOWN_MS),
    onSettled: refresh,
  });
}

/** getAdvancedUserInfo: null means the daily limit of manual refreshes is spent. */
export function useRefreshProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: Profile) => callRemote(crmContract(), 'getAdvancedUserInfo', profile),
    // The reply is the extension saying the limit is spent: every row's refresh goes off now,
    // not after isDailyManualUpdateExpired is asked again.
    onSuccess: (info) => {
      if (!info) client.setQueryData(crmQueries.manualExpired().queryKey, true);
    },
    // Asking again right away could bring back an answer older than this reply.
    onSettled: (info, error) => {
      const limitSpent = !error && !info;
      const expiredKey = crmQueries.manualExpired().queryKey;
      return client.invalidateQueries({
        queryKey: crmQueries.all,
        predicate: (q) => !(limitSpent && q.queryKey[1] === expiredKey[1]),
      });
    },
  });
}

export const profilesHiddenText = (count: number, hidden: boolean) =>
  `${count === 1 ? '1 contact' : `${count} contacts`} ${hidden ? 'hidden' : 'unhidden'}`;

/** Hide and Unhide (spec 001 section 4 "Profile hidden flag"), single or bulk, as in Lists. */
export function useSetHidden() {
  const refresh = useRefreshCrm();
  return useMutation({
    mutationKey: [QUERY_ROOTS.crm, 'bulkUpdateProfiles'],
    mutationFn: (change: HiddenChange) => setProfilesHidden(change, 'contacts'),
    onSettled: refresh,
  });
}

export function useConnect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (profile: Profile) =>
      (await callRemote(crmContract(), 'sendUserConnection', profile)).success,
    onSettled: () => client.invalidateQueries({ queryKey: crmQueries.all }),
  });
}

/** A removal that timed out, checked: `gone` are the ids no longer among the connections. */
export class RemovalNotConfirmedError extends NotConfirmedError {
  constructor(
    found: string,
    cause: unknown,
    readonly gone: readonly number[],
  ) {
    super(REMOVING, found, cause);
  }
}

export const REMOVING = 'Removing connections';
/** No longer a 1st-degree connection: gone from the extension, or its distance changed. */
const notConnected = (p: Profile | null) => p?.distance !== 1;

const REMOVE_KEY = [QUERY_ROOTS.crm, 'removeConnections'] as const;

/** True while a removal runs in this tab, across remounts: Remove stays off. */
export const useRemovalRunning = () => useActionLock(REMOVE_KEY);

export function useRemoveConnections() {
  const refresh = useRefreshCrm();
  return useMutation({
    // Under the CRM root: while it runs, each connectionRemoved push only marks the CRM stale.
    mutationKey: REMOVE_KEY,
    mutationFn: async ({ ids, actionKey }: { ids: number[]; actionKey: string }) => {
      try {
        return await callRemoteAction(crmContract(), 'removeConnections', actionKey, { ids });
      } catch (e) {
        if (!isUnconfirmed(e)) throw e;
        const check = await checkProfiles(ids, notConnected).catch(() => null);
        throw new RemovalNotConfirmedError(
          check
            ? profilesFound(check, 'are no longer connections')
            : 'Your connections could not be read again either.',
          e,
          check?.matched ?? [],
        );
      }
    },
    onSettled: refresh,
  });
}

/** What the row's connection button shows (spec 001 section 4 "Connection row button"). */
export type ConnectionButton = 'disconnect' | 'sent' | 'connect';
export function connectionButton(
  p: Pick<Profile, 'distance' | 'trackingId' | 'isConnected'>,
): ConnectionButton {
  if (p.distance === 1) return 'disconnect';
  if (!p.trackingId || p.isConnected) return 'sent';
  return 'connect';
}
