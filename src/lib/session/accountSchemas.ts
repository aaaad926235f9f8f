import { z } from 'zod';
import { LinkedinAccountSchema } from '@/lib/extension/contract';

// The account replies' schemas; api.ts loads this module on the first call (full zod stays out of the entry).

export const UserSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    name: z.string().nullish(),
    details: z
      .object({
        firstName: z.string().default(''),
        lastName: z.string().default(''),
        photo: z.string().nullish(),
      })
      .loose(),
    planId: z.number().nullish(),
    linkedinAccount: LinkedinAccountSchema.nullish(),
  })
  .loose();
export type User = z.infer<typeof UserSchema>;

export const PlanSettingsSchema = z.record(
  z.string(),
  z.object({ features: z.record(z.string(), z.object({ enabled: z.boolean() }).loose()) }).loose(),
);
export type PlanSettings = z.infer<typeof PlanSettingsSchema>;

export const PlanSettingsReplySchema = z.object({ planSettings: PlanSettingsSchema.nullish() });
