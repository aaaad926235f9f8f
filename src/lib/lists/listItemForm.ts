import * as z from 'zod/mini';
import type { ListItem, ListType } from '@/lib/extension/contract';
import { LIST_TYPES } from '@/lib/extension/contract/shared/constants';

// Spec 001 section 5, "List item form": the one rule set of a saved-list item, wherever it is edited
// (Lists › Saved lists, the messenger's canned responses dialog). zod/mini: the messenger's first
// screen imports this module, and the full zod API stays off it.

export const ITEM_NAME_REQUIRED = 'Item name is required';
export const DESCRIPTION_REQUIRED = 'Description is required';
export const KEYWORDS_REQUIRED = 'Keywords is required';
/** Spec 8: the toast after a list item is saved. */
export const SAVE_DONE = 'Save - Done';

const ITEM_NAME_MAX = 100;
const SUBJECT_MAX = 200;
const ITEM_TEXT_MAX = 5000;
const atMost = (max: number) => `At most ${max} characters`;

/** The item form's fields as typed, without rules (what a draft keeps). */
export const ListItemFieldsSchema = z.object({
  listType: z.enum(LIST_TYPES),
  name: z.string(),
  subject: z.string(),
  message: z.string(),
  keywords: z.string(),
});

/**
 * The item form for every list type: a name, then the keywords (keyword lists) or the message
 * (canned responses: its description; messages: with an optional subject). What a type does not
 * use stays empty and is ignored.
 */
export const ListItemFormSchema = z
  .object({
    listType: z.enum(LIST_TYPES),
    name: z
      .string()
      .check(z.trim(), z.minLength(1, ITEM_NAME_REQUIRED), z.maxLength(ITEM_NAME_MAX, atMost(ITEM_NAME_MAX))),
    subject: z.string().check(z.trim(), z.maxLength(SUBJECT_MAX, atMost(SUBJECT_MAX))),
    message: z.string().check(z.maxLength(ITEM_TEXT_MAX, atMost(ITEM_TEXT_MAX))),
    keywords: z.string().check(z.maxLength(ITEM_TEXT_MAX, atMost(ITEM_TEXT_MAX))),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.listType === 'keywords') {
        if (!v.keywords.trim())
          ctx.addIssue({ code: 'custom', path: ['keywords'], message: KEYWORDS_REQUIRED });
      } else if (!v.message.trim()) {
        ctx.addIssue({ code: 'custom', path: ['message'], message: DESCRIPTION_REQUIRED });
      }
    }),
  );
export type ListItemFormInput = z.input<typeof ListItemFormSchema>;
export type ListItemForm = z.output<typeof ListItemFormSchema>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The form's starting values: the item's (when editing one) or empty ones. */
export const listItemFormValues = (listType: ListType, item?: ListItem): ListItemFormInput => ({
  listType,
  name: item?.name ?? '',
  subject: text(item?.data.subject),
  message: text(item?.data.message),
  keywords: text(item?.data.keywords),
});

export type ListItemPayload = Omit<ListItem, 'id'> & { id?: ListItem['id'] };

/** The item the extension stores (saveListItem) for a checked form; `id` when editing. */
export function toListItem(form: ListItemForm, id?: ListItem['id']): ListItemPayload {
  const data =
    form.listType === 'keywords'
      ? { keywords: form.keywords.trim() }
      : form.listType === 'messages' && form.subject
        ? { subject: form.subject, message: form.message }
        : { message: form.message };
  return { ...(id === undefined ? {} : { id }), name: form.name, data };
}
