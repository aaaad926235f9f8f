import * as z from 'zod/mini';

// /settings?type=withdrawals opens a tab (spec); an unknown value is dropped and General shows.

export const SettingsSearchSchema = z.object({
  type: z.catch(z.optional(z.enum(['general', 'withdrawals', 'advanced'])), undefined),
});
