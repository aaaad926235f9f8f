import { queryOptions } from '@tanstack/react-query';
import { callRemote, callRemoteAction } from '@/lib/extension/client';
import type { Profile, ProfileFilters } from '@/lib/extension/contract';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { withOutcomeCheck } from '@/lib/query/personAction';

const listsContract = () => import('@/lib/extension/contract/lists').then((m) => m.listsRemotes);

export type ProfileSorting = { field: 'createdAt' | 'firstName'; order: 'ASC' | 'DESC' };

export interface ProfilePageParams {
  filters: ProfileFilters;
  /** 0-based page index as the tables show it; the extension counts from 1. */
  page: number;
  size: number;
  sorting: ProfileSorting;
}

/**
 * One page of saved profiles (getProfiles), one factory for every screen that reads them (CRM,
 * Lists, the campaign editor's sample profile). Under the CRM root: a new or removed connection
 * (pushed) makes every profile page stale.
 */
export const profilesPageQuery = (params: ProfilePageParams) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.crm, 'profiles', params] as const,
    queryFn: () =>
      callRemote(listsContract(), 'getProfiles', {
        filters: params.filters,
        page: { current: params.page + 1, size: params.size },
        sorting: params.sorting,
      }),
  });

const messengerContract = () => import('@/lib/extension/contract/messenger').then((m) => m.messengerRemotes);

/** A bulk profile write that timed out is checked on at most this many of its profiles. */
export const PROFILE_CHECK_LIMIT = 200;

export interface ProfilesCheck {
  /** The checked ids whose stored profile (null when gone) passes the test. */
  matched: number[];
  checked: number;
  total: number;
}

/** Reads the first PROFILE_CHECK_LIMIT profiles of `ids` again (db.profiles.get) and tests each. */
export async function checkProfiles(
  ids: readonly number[],
  test: (profile: Profile | null) => boolean,
): Promise<ProfilesCheck> {
  const checked = ids.slice(0, PROFILE_CHECK_LIMIT);
  const profiles = await Promise.all(
    checked.map((id) => callRemote(messengerContract(), 'db.profiles.get', id)),
  );
  return {
    matched: checked.filter((_, i) => test(profiles[i] ?? null)),
    checked: checked.length,
    total: ids.length,
  };
}

/** "The contacts were read again: 3 of 5 are hidden." (`state` completes the sentence). */
export const profilesFound = ({ matched, checked, total }: ProfilesCheck, state: string) =>
  checked < total
    ? `The contacts were read again: of the first ${checked.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}, ${matched.length.toLocaleString('en-US')} ${state}.`
    : `The contacts were read again: ${matched.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${state}.`;

export interface HiddenChange {
  ids: number[];
  hidden: boolean;
  /** Made when the person clicked Hide or Unhide. */
  actionKey: string;
}

/** bulkUpdateProfiles {hidden} (CRM and Lists); a timeout reads the profiles again and says what they show. */
export const setProfilesHidden = ({ ids, hidden, actionKey }: HiddenChange, what: string) =>
  withOutcomeCheck(
    `${hidden ? 'Hiding' : 'Unhiding'} the ${what}`,
    () => callRemoteAction(listsContract(), 'bulkUpdateProfiles', actionKey, { ids, updates: { hidden } }),
    async () =>
      profilesFound(
        await checkProfiles(ids, (p) => p?.hidden === hidden),
        hidden ? 'are hidden' : 'are shown',
      ),
  );

/** What a person changes of a stored profile by hand. */
export type ProfileChanges = { tags?: string[]; notes?: string };

/** The stored profile holds the changes a save asked for. */
const isStored = (stored: Profile, { tags, notes }: ProfileChanges) =>
  (notes === undefined || (stored.notes ?? '') === notes) &&
  (tags === undefined || [...stored.tags].sort().join('\n') === [...tags].sort().join('\n'));

/**
 * updateProfile [id, changes]. A timeout is not a failure: the profile is read again
 * (db.profiles.get), handed to `onStored`, and the NotConfirmedError says whether the change is there.
 */
export function updateProfileChecked(
  id: number,
  changes: ProfileChanges,
  onStored: (stored: Profile) => void = () => undefined,
) {
  return withOutcomeCheck(
    'Saving the profile',
    () => callRemote(messengerContract(), 'updateProfile', id, changes),
    async () => {
      const stored = await callRemote(messengerContract(), 'db.profiles.get', id);
      if (stored) onStored(stored);
      return stored && isStored(stored, changes)
        ? 'The profile was read again: the change is saved.'
        : 'The profile was read again: the change is not there. Save tries again.';
    },
  );
}
