import * as z from 'zod/mini';

// The tag and notes rules of a profile (updateProfile [id, {tags} or {notes}]), one set for every
// screen that edits them: Lists, the messenger's profile panel and conversation tags.
// Spec 001 section 5: a tag is trimmed and lower-cased; a repeated tag is 'Tag already exists'.
// The spec sets no length for notes: 5,000 characters, the larger of the two limits the app had,
// so no note saved on one screen is refused on another. zod/mini: the messenger's first screen
// checks tags and notes, and the full zod API stays off it.

export const TAG_MAX = 50;
export const NOTES_MAX = 5000;
export const TAG_EXISTS = 'Tag already exists';

export const TagSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Enter a tag'),
    z.maxLength(TAG_MAX, `A tag can have at most ${TAG_MAX} characters`),
  );

export const NotesSchema = z
  .string()
  .check(z.maxLength(NOTES_MAX, `Notes can have at most ${NOTES_MAX} characters`));

/** Drops empty tags and repeats, in order (tags are already trimmed and lower-cased by TagSchema). */
export function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags.filter((t) => t.length > 0))];
}

/** A list of tags as typed: each one normalised, repeats dropped. */
export const TagListSchema = z.pipe(
  z.array(TagSchema),
  z.transform((tags: string[]) => uniqueTags(tags)),
);
