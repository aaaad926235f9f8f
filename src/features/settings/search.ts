import * as z from 'zod/mini';
import { builtOnFirstUse } from '@/lib/builtOnFirstUse';

// /settings?type=withdrawals opens a tab (spec); an unknown value is dropped and General shows.

export const SettingsSearchSchema = builtOnFirstUse(() =>
  z.object({
    type: z.catch(z.optional(z.enum(['general', 'withdrawals', 'advanced'])), undefined),
  }),
);
