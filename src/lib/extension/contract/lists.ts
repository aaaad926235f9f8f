import * as z from 'zod/mini';
import { Ack, noArgs, orAck, remote } from './shared/define';
import { LooseNumber, tolerantList } from './shared/tolerant';
import { ListItemSchema, ProfileSchema } from './shared/entities';
import { LIST_TYPES } from './shared/constants';

// Spec 001 section 7 "Lists".

const strings = () => z.array(z.string());

export const ProfileFiltersSchema = z.object({
  search: z.optional(z.string()),
  campaigns: z.optional(z.array(z.number())),
  tags: z.optional(strings()),
  industries: z.optional(strings()),
  companies: z.optional(strings()),
  hasNote: z._default(z.enum(['all', 'yes', 'no']), 'all'),
  contacted: z._default(z.enum(['all', '1st', '2nd', '3rd']), 'all'),
  isHidden: z._default(z.enum(['all', 'no', 'yes']), 'no'),
});
export type ProfileFilters = z.infer<typeof ProfileFiltersSchema>;

export const PageSchema = z.object({
  current: z.int().check(z.minimum(1)),
  size: z.int().check(z.minimum(1)),
  total: z.optional(z.number()),
});
export const SortingSchema = z.object({
  field: z.enum(['createdAt', 'firstName']),
  order: z.enum(['ASC', 'DESC']),
});

export { LIST_TYPES };
export const ListTypeSchema = z.enum(LIST_TYPES);
export type ListType = z.infer<typeof ListTypeSchema>;

const profileTags = z.tuple([z.object({ profiles: z.array(z.number()), tags: strings() })]);

export const listsRemotes = {
  saveListItem: remote(
    z.tuple([z.object({ listType: ListTypeSchema, item: z.partial(ListItemSchema, { id: true }) })]),
    orAck(ListItemSchema),
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
  getAllProfileTags: remote(noArgs, strings()),
  addTagsToProfiles: remote(profileTags, Ack),
  removeTagsFromProfiles: remote(profileTags, Ack),
  getProfiles: remote(
    z.tuple([z.object({ filters: ProfileFiltersSchema, page: PageSchema, sorting: SortingSchema })]),
    z.object({ profiles: tolerantList(ProfileSchema, 'profile'), total: LooseNumber }),
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
