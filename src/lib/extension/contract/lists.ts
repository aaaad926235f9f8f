import { z } from 'zod';
import { Ack, noArgs, remote } from './define';
import { tolerantList } from './tolerant';
import { ListItemSchema, ProfileSchema } from './entities';
import { LIST_TYPES } from './listTypes';

// Spec 001 section 7 "Lists".

export const ProfileFiltersSchema = z.object({
  search: z.string().optional(),
  campaigns: z.array(z.number()).optional(),
  tags: z.array(z.string()).optional(),
  industries: z.array(z.string()).optional(),
  companies: z.array(z.string()).optional(),
  hasNote: z.enum(['all', 'yes', 'no']).default('all'),
  contacted: z.enum(['all', '1st', '2nd', '3rd']).default('all'),
  isHidden: z.enum(['all', 'no', 'yes']).default('no'),
});
export type ProfileFilters = z.infer<typeof ProfileFiltersSchema>;

export const PageSchema = z.object({
  current: z.number().int().min(1),
  size: z.number().int().min(1),
  total: z.number().optional(),
});
export const SortingSchema = z.object({
  field: z.enum(['createdAt', 'firstName']),
  order: z.enum(['ASC', 'DESC']),
});

export { LIST_TYPES };
export const ListTypeSchema = z.enum(LIST_TYPES);
export type ListType = z.infer<typeof ListTypeSchema>;

export const listRemotes = {
  saveListItem: remote(
    z.tuple([z.object({ listType: ListTypeSchema, item: ListItemSchema.partial({ id: true }) })]),
    ListItemSchema,
  ),
  removeListItem: remote(
    z.tuple([z.object({ listType: ListTypeSchema, id: z.union([z.number(), z.string()]) })]),
    Ack,
  ),
  /** getData ['lists'] as a remote function: every saved list by type. */
  getData: remote(
    z.tuple([z.literal('lists')]),
    z.record(z.string(), tolerantList(ListItemSchema, 'list item')),
  ),
  getAllProfileTags: remote(noArgs, z.array(z.string())),
  addTagsToProfiles: remote(
    z.tuple([z.object({ profiles: z.array(z.number()), tags: z.array(z.string()) })]),
    Ack,
  ),
  removeTagsFromProfiles: remote(
    z.tuple([z.object({ profiles: z.array(z.number()), tags: z.array(z.string()) })]),
    Ack,
  ),
  getProfiles: remote(
    z.tuple([z.object({ filters: ProfileFiltersSchema, page: PageSchema, sorting: SortingSchema })]),
    z.object({ profiles: tolerantList(ProfileSchema, 'profile'), total: z.number() }),
  ),
  bulkUpdateProfiles: remote(
    z.tuple([z.object({ ids: z.array(z.number()), updates: z.object({ hidden: z.boolean() }) })]),
    Ack,
  ),
  downloadProfiles: remote(
    z.tuple([z.object({ filters: ProfileFiltersSchema })]),
    tolerantList(ProfileSchema, 'profile'),
    60_000,
  ),
};
