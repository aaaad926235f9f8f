import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { formatPattern } from '@/lib/format/datePattern';
import * as z from 'zod/mini';
import { downloadFile } from '@/lib/download';
import { callRemote, callRemoteAction } from '@/lib/extension/client';
import type { ListItem, ListType, ProfileFilters, RemoteReply } from '@/lib/extension/contract';
import { pageForLoader, type LoaderCause } from '@/lib/query/pageForLoader';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { applyOptimistic, rollbackOptimistic } from '@/lib/query/optimistic';
import { savedListsQuery } from '@/lib/queries/lists';
import {
  checkProfiles,
  setProfilesHidden,
  type HiddenChange,
  profilesFound,
  profilesPageQuery,
  type ProfilePageParams,
  type ProfileSorting,
  updateProfileChecked,
} from '@/lib/queries/profiles';
import { useActionLock, withOutcomeCheck } from '@/lib/query/personAction';
import { NotesSchema, TagListSchema } from '@/lib/schemas/profileFields';
import { today } from '@/lib/time/clock';
import { profilesToCsv } from './csv';
import { listsPageParams, type ListsPageView } from './view';

const listsContract = () => import('@/lib/extension/contract/lists').then((m) => m.listsRemotes);

type Lists = RemoteReply<'getData'>;

// Spec 001 "Lists": saved profiles (paged in the extension), their tags, notes and hidden flag,
// and the saved lists (canned responses, keywords, messages); their item form's rules are in
// src/lib/lists/listItemForm.ts (the messenger edits canned responses with them too).

export type ListsSorting = ProfileSorting;
export type { ProfilePageParams };

export const listsQueries = {
  all: [QUERY_ROOTS.lists] as const,
  /** The shared profiles factory (the CRM reads the same cache). */
  profiles: (params: ProfilePageParams) => profilesPageQuery(params),
  tags: () =>
    queryOptions({
      queryKey: [...listsQueries.all, 'tags'] as const,
      queryFn: () => callRemote(listsContract(), 'getAllProfileTags'),
    }),
  /** The shared saved-lists factory (the messenger and the campaign editor read the same cache). */
  saved: () => savedListsQuery(),
};

/**
 * The route loader: the profiles page, the tags and the saved lists, fetched before the screen
 * renders; a new filter or page on the open screen does not wait for its page (pageForLoader).
 */
export const loadLists = (client: QueryClient, view: ListsPageView, cause: LoaderCause = 'enter') =>
  Promise.all([
    pageForLoader(client.ensureQueryData(listsQueries.profiles(listsPageParams(view))), cause),
    client.ensureQueryData(listsQueries.tags()),
    client.ensureQueryData(listsQueries.saved()),
  ]);

/** Profiles show in the CRM too: a change here makes both stale. */
function useRefreshProfiles() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: listsQueries.all }),
      client.invalidateQueries({ queryKey: [QUERY_ROOTS.crm] }),
    ]);
}

// ---- profile edit dialog ------------------------------------------------------------------

export { NOTES_MAX, TAG_MAX, TagSchema } from '@/lib/schemas/profileFields';

export const ProfileFormSchema = z.object({
  notes: NotesSchema,
  tags: TagListSchema,
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileForm = z.output<typeof ProfileFormSchema>;

export const PROFILE_UPDATED = 'Profile updated';
export const DONE = 'Done!';

/** Saves the notes and the tags of one profile (two updateProfile calls, only for what changed). */
export function useUpdateProfile() {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: async ({ id, before, after }: { id: number; before: ProfileForm; after: ProfileForm }) => {
      if (after.notes !== before.notes) await updateProfileChecked(id, { notes: after.notes });
      if (after.tags.join('\n') !== before.tags.join('\n'))
        await updateProfileChecked(id, { tags: after.tags });
    },
    onSettled: refresh,
  });
}

// ---- tags dialog and bulk actions -------------------------------------------------------------

export const TagsFormSchema = z.object({
  tags: z.pipe(TagListSchema, z.array(z.string()).check(z.minLength(1, 'Choose at least one tag'))),
});

export interface TagChange {
  mode: 'add' | 'remove';
  profiles: number[];
  tags: string[];
  /** One per change the person asked for; the same on Try again of it. */
  actionKey: string;
}

export function useTagProfiles() {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationKey: [QUERY_ROOTS.lists, 'tags'],
    mutationFn: ({ mode, profiles, tags, actionKey }: TagChange) =>
      withOutcomeCheck(
        mode === 'add' ? 'Applying the tags' : 'Removing the tags',
        () =>
          mode === 'add'
            ? callRemoteAction(listsContract(), 'addTagsToProfiles', actionKey, { profiles, tags })
            : callRemoteAction(listsContract(), 'removeTagsFromProfiles', actionKey, { profiles, tags }),
        async () => {
          const has = (p: { tags: string[] } | null) => tags.every((t) => p?.tags.includes(t));
          const check = await checkProfiles(profiles, (p) => (mode === 'add' ? has(p) : !has(p)));
          return profilesFound(check, mode === 'add' ? 'have the tags' : 'no longer have them');
        },
      ),
    onSettled: refresh,
  });
}

const HIDE_KEY = [QUERY_ROOTS.lists, 'bulkUpdateProfiles'] as const;
export const useSetHiddenRunning = () => useActionLock(HIDE_KEY);

export function useSetHidden() {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationKey: HIDE_KEY,
    mutationFn: (change: HiddenChange) => setProfilesHidden(change, 'profiles'),
    onSettled: refresh,
  });
}

/** The Download button: every profile the filters match, as a CSV file. */
export function useDownloadProfiles() {
  return useMutation({
    mutationFn: async (filters: ProfileFilters) => {
      const rows = await callRemote(listsContract(), 'downloadProfiles', { filters });
      downloadFile(`profiles-${formatPattern(today(), 'yyyyMMdd-HHmm')}.csv`, profilesToCsv(rows));
    },
  });
}

// ---- saved lists -----------------------------------------------------------------------------------

export const LIST_LABELS: Record<ListType, string> = {
  cannedResponses: 'Canned responses',
  keywords: 'Keywords',
  messages: 'Messages',
};

export function useRemoveListItem() {
  const client = useQueryClient();
  const key = listsQueries.saved().queryKey;
  return useMutation({
    mutationFn: ({ listType, id }: { listType: ListType; id: ListItem['id'] }) =>
      callRemote(listsContract(), 'removeListItem', { listType, id }),
    // The item goes at once; a refusal puts it back.
    onMutate: ({ listType, id }) =>
      applyOptimistic<Lists>(client, key, (lists) => ({
        ...lists,
        [listType]: (lists[listType] ?? []).filter((x) => x.id !== id),
      })),
    onError: (_e, _v, snapshot) => rollbackOptimistic(client, snapshot),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
