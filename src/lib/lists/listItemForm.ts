import { z } from 'zod';

// Spec 001 section 5, "List item form": the rules every saved-list item follows, wherever it is edited
// (the messenger's canned responses dialog; Lists › Saved lists has the same rules in features/lists).

export const ITEM_NAME_REQUIRED = 'Item name is required';
export const DESCRIPTION_REQUIRED = 'Description is required';
/** Spec 8: the toast after a list item is saved. */
export const SAVE_DONE = 'Save - Done';

const ITEM_NAME_MAX = 100;
const ITEM_TEXT_MAX = 5000;

const required = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, `At most ${max} characters`);

/** A canned response: a name and its message (data.message). */
export const CannedResponseFormSchema = z.object({
  name: required(ITEM_NAME_REQUIRED, ITEM_NAME_MAX),
  message: required(DESCRIPTION_REQUIRED, ITEM_TEXT_MAX),
});
export type CannedResponseFormInput = z.input<typeof CannedResponseFormSchema>;
export type CannedResponseForm = z.output<typeof CannedResponseFormSchema>;
