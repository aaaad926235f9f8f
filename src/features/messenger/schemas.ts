import { z } from 'zod';

// The messenger's form rules (spec 5): a conversation or profile tag is trimmed and lower-cased.
// TODO(issue 12): switch to the shared tag and notes schemas in src/lib when they land.
export const TagSchema = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.string().min(1, 'Enter a tag').max(50, 'A tag has at most 50 characters'));
export const TAG_EXISTS = 'Tag already exists';

export const NotesSchema = z.string().max(5000, 'Notes have at most 5000 characters');

export const MessageSchema = z.string().refine((s) => s.trim().length > 0, 'Enter a message');
