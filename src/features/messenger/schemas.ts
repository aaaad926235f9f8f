import * as z from 'zod/mini';

// The composer's rule; tags and notes follow the shared profile-field rules (src/lib/schemas/profileFields.ts).
export const MessageSchema = z.string().check(z.refine((s) => s.trim().length > 0, 'Enter a message'));
