import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRemote } from '@/lib/extension/client';
import type { ListItem, ListType, ProfileFilters } from '@/lib/extension/contract';
import { QUERY_ROOTS } from '@/lib/query/keys';

// Spec 001 "Lists": saved profiles (paged in the extension), their tags, notes and hidden flag,
// and the saved lists (canned responses, keywords, messages) with their item form.

export type ListsSorting = { field: 'createdAt' | 'firstName'; order: 'ASC' | 'DESC' };

export interface ProfilePageParams {
  filters: ProfileFilters;
  /** 0-based page index as the table shows it; the extension counts from 1. */
  page: number;
  size: number;
  sorting: ListsSorting;
}

export const listsQueries = {
  all: [QUERY_ROOTS.lists] as const,
  profiles: (params: ProfilePageParams) =>
    queryOptions({
      queryKey: [...listsQueries.all, 'profiles', params] as const,
      queryFn: () =>
        callRemote('getProfiles', {
          filters: params.filters,
          page: { current: params.page + 1, size: params.size },
          sorting: params.sorting,
        }),
      placeholderData: keepPreviousData,
    }),
  tags: () =>
    queryOptions({
      queryKey: [...listsQueries.all, 'tags'] as const,
      queryFn: () => callRemote('getAllProfileTags'),
    }),
  saved: () =>
    queryOptions({
      queryKey: [...listsQueries.all, 'saved'] as const,
      queryFn: () => callRemote('getData', 'lists'),
    }),
};

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

export const TAG_MAX = 50;
export const NOTES_MAX = 2000;

export const TagSchema = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty')
  .max(TAG_MAX, `A tag can have at most ${TAG_MAX} characters`);

/** Trims tags and drops empty ones and repeats (case-insensitive), keeping the first spelling. */
export function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const t = raw.trim();
    if (!t || seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    out.push(t);
  }
  return out;
}

export const ProfileFormSchema = z.object({
  notes: z.string().max(NOTES_MAX, `Notes can have at most ${NOTES_MAX} characters`),
  tags: z.array(TagSchema).transform(cleanTags),
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileForm = z.output<typeof ProfileFormSchema>;

export const PROFILE_UPDATED = 'Profile updated';
export const DONE = 'Done!';
export const SAVE_DONE = 'Save - Done';

/** Saves the notes and the tags of one profile (two updateProfile calls, only for what changed). */
export function useUpdateProfile() {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: async ({ id, before, after }: { id: number; before: ProfileForm; after: ProfileForm }) => {
      if (after.notes !== before.notes) await callRemote('updateProfile', id, { notes: after.notes });
      if (after.tags.join('\n') !== before.tags.join('\n'))
        await callRemote('updateProfile', id, { tags: after.tags });
    },
    onSettled: refresh,
  });
}

// ---- tags dialog and bulk actions -------------------------------------------------------------

export const TagsFormSchema = z.object({
  tags: z.array(TagSchema).transform(cleanTags).pipe(z.array(z.string()).min(1, 'Choose at least one tag')),
});

export function useTagProfiles() {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: ({ mode, profiles, tags }: { mode: 'add' | 'remove'; profiles: number[]; tags: string[] }) =>
      mode === 'add'
        ? callRemote('addTagsToProfiles', { profiles, tags })
        : callRemote('removeTagsFromProfiles', { profiles, tags }),
    onSettled: refresh,
  });
}

export function useSetHidden() {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: ({ ids, hidden }: { ids: number[]; hidden: boolean }) =>
      callRemote('bulkUpdateProfiles', { ids, updates: { hidden } }),
    onSettled: refresh,
  });
}

export const downloadProfiles = (filters: ProfileFilters) => callRemote('downloadProfiles', { filters });

// ---- saved lists -----------------------------------------------------------------------------------

export const LIST_LABELS: Record<ListType, string> = {
  cannedResponses: 'Canned responses',
  keywords: 'Keywords',
  messages: 'Messages',
};

export const ITEM_NAME_REQUIRED = 'Item name is required';
export const DESCRIPTION_REQUIRED = 'Description is required';
export const KEYWORDS_REQUIRED = 'Keywords is required';

const required = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, `At most ${max} characters`);

/** The item form for every list type; what the type does not use stays empty and is ignored. */
export const ListItemFormSchema = z
  .object({
    listType: z.enum(['cannedResponses', 'keywords', 'messages']),
    name: required(ITEM_NAME_REQUIRED, 100),
    subject: z.string().trim().max(200, 'At most 200 characters'),
    message: z.string().max(5000, 'At most 5000 characters'),
    keywords: z.string().max(5000, 'At most 5000 characters'),
  })
  .superRefine((v, ctx) => {
    if (v.listType === 'keywords') {
      if (!v.keywords.trim())
        ctx.addIssue({ code: 'custom', path: ['keywords'], message: KEYWORDS_REQUIRED });
    } else if (!v.message.trim()) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: DESCRIPTION_REQUIRED });
    }
  });
export type ListItemFormInput = z.input<typeof ListItemFormSchema>;
export type ListItemForm = z.output<typeof ListItemFormSchema>;

export function toListItem(
  form: ListItemForm,
  id?: ListItem['id'],
): Omit<ListItem, 'id'> & { id?: ListItem['id'] } {
  const data =
    form.listType === 'keywords'
      ? { keywords: form.keywords.trim() }
      : form.listType === 'messages' && form.subject
        ? { subject: form.subject, message: form.message }
        : { message: form.message };
  return { ...(id === undefined ? {} : { id }), name: form.name, data };
}

export function useSaveListItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ listType, item }: { listType: ListType; item: ReturnType<typeof toListItem> }) =>
      callRemote('saveListItem', { listType, item }),
    onSettled: () => client.invalidateQueries({ queryKey: listsQueries.saved().queryKey }),
  });
}

export function useRemoveListItem() {
  const client = useQueryClient();
  const key = listsQueries.saved().queryKey;
  return useMutation({
    mutationFn: ({ listType, id }: { listType: ListType; id: ListItem['id'] }) =>
      callRemote('removeListItem', { listType, id }),
    onMutate: async ({ listType, id }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData(key);
      if (previous)
        client.setQueryData(key, {
          ...previous,
          [listType]: (previous[listType] ?? []).filter((x) => x.id !== id),
        });
      return { previous };
    },
    onError: (_e, _v, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
