import * as z from 'zod/mini';
import { LinkedinAccountSchema } from '@/lib/extension/contract/session';
import { LooseBoolean } from '@/lib/extension/contract/shared/define';
import { IdNumber } from '@/lib/extension/contract/shared/tolerant';

// The account replies' schemas; api.ts loads this module on the first call. zod/mini, like the
// contract, so the first screens carry no full zod API.

export const UserSchema = z.looseObject({
  id: IdNumber,
  email: z.string(),
  name: z.nullish(z.string()),
  details: z.looseObject({
    firstName: z._default(z.string(), ''),
    lastName: z._default(z.string(), ''),
    photo: z.nullish(z.string()),
  }),
  planId: z.nullish(IdNumber),
  linkedinAccount: z.nullish(LinkedinAccountSchema),
});
export type User = z.infer<typeof UserSchema>;

/**
 * One feature of a plan. An entry without `enabled` is not marked disabled (spec 000 section 5);
 * one that is not an object, or whose flag is neither a boolean nor "true"/"false", counts as
 * disabled: a gate never opens on a value it cannot read.
 */
const PlanFeatureSchema = z.catch(z.looseObject({ enabled: z.optional(LooseBoolean) }), () => ({
  enabled: false,
}));

export const PlanSettingsSchema = z.record(
  z.string(),
  z.looseObject({ features: z._default(z.record(z.string(), PlanFeatureSchema), {}) }),
);
export type PlanSettings = z.infer<typeof PlanSettingsSchema>;

export const PlanSettingsReplySchema = z.object({ planSettings: z.nullish(PlanSettingsSchema) });
