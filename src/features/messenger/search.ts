import * as z from 'zod/mini';
import type { ConversationFilter } from '@/lib/extension/contract';

// /messenger's search params: the applied filter, the search text and the open conversation.
// Every field falls back to "not set" when the URL holds something else, so a bad link still opens.

const FOLDERS = ['all', 'archived', 'connections', 'unread', 'inmail', 'spam'] as const;

export const MessengerSearchSchema = z.object({
  /** LinkedIn folder (linkedin filter); 'all' when missing. */
  folder: z.catch(z.optional(z.enum(FOLDERS)), undefined),
  /** The app's own filter: conversations with tags, or sent from messaging campaigns. */
  builtin: z.catch(z.optional(z.enum(['tags', 'campaigns'])), undefined),
  tags: z.catch(z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50))), undefined),
  campaigns: z.catch(z.optional(z.array(z.number().check(z.int())).check(z.maxLength(50))), undefined),
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  /** The open conversation's id. */
  c: z.catch(z.optional(z.string().check(z.maxLength(300))), undefined),
});
export type MessengerSearch = z.infer<typeof MessengerSearchSchema>;

export const DEFAULT_FILTER: ConversationFilter = { type: 'linkedin', linkedin: 'all' };

export function filterFromSearch(s: MessengerSearch): ConversationFilter {
  if (s.builtin === 'tags') return { type: 'builtin', linkedin: 'all', builtin: 'tags', tags: s.tags ?? [] };
  if (s.builtin === 'campaigns')
    return { type: 'builtin', linkedin: 'all', builtin: 'campaigns', campaigns: s.campaigns ?? [] };
  return { type: 'linkedin', linkedin: s.folder ?? 'all' };
}

/** The filter's part of the search params (every filter field is written, so the old ones go). */
export function searchFromFilter(
  f: ConversationFilter,
): Pick<MessengerSearch, 'folder' | 'builtin' | 'tags' | 'campaigns'> {
  if (f.type === 'builtin' && f.builtin === 'tags')
    return { folder: undefined, builtin: 'tags', tags: f.tags ?? [], campaigns: undefined };
  if (f.type === 'builtin' && f.builtin === 'campaigns')
    return { folder: undefined, builtin: 'campaigns', tags: undefined, campaigns: f.campaigns ?? [] };
  return {
    folder: f.linkedin === 'all' ? undefined : f.linkedin,
    builtin: undefined,
    tags: undefined,
    campaigns: undefined,
  };
}
