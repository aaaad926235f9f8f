import * as z from 'zod/mini';
import { LinkedinAccountSchema } from '@/lib/extension/contract/session';

// The account replies' schemas; api.ts loads this module on the first call. zod/mini, like the
// contract, so the first screens carry no full zod API.

export const UserSchema = z.looseObject({
  id: z.number(),
  email: z.string(),
  name: z.nullish(z.string()),
  details: z.looseObject({
    firstName: z._default(z.string(), ''),
    lastName: z._default(z.string(), ''),
    photo: z.nullish(z.string()),
  }),
  planId: z.nullish(z.number()),
  linkedinAccount: z.nullish(LinkedinAccountSchema),
});
export type User = z.infer<typeof UserSchema>;

export const PlanSettingsSchema = z.record(
  z.string(),
  z.looseObject({ features: z.record(z.string(), z.looseObject({ enabled: z.boolean() })) }),
);
export type PlanSettings = z.infer<typeof PlanSettingsSchema>;

export const PlanSettingsReplySchema = z.object({ planSettings: z.nullish(PlanSettingsSchema) });
