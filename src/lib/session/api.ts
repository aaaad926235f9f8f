import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { callRemote, sendCommand } from '@/lib/extension/client';
import { LinkedinAccountSchema } from '@/lib/extension/contract';
import { envelope, getJson, ApiError } from '@/lib/http/client';
import { ACCOUNT_POLL_MS, TASK_POLL_MS } from '@/lib/constants';

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

export async function fetchMe(): Promise<User> {
  const reply = await getJson('user/me', envelope(UserSchema));
  if (!reply.success || !reply.result) throw new ApiError(reply.message ?? 'Could not load your account');
  return reply.result;
}

export async function fetchPlanSettings(): Promise<PlanSettings | null> {
  const reply = await getJson(
    'app/option?keys=planSettings',
    envelope(z.object({ planSettings: PlanSettingsSchema.nullish() })),
  );
  return reply.result?.planSettings ?? null;
}

export const sessionQueries = {
  all: ['session'] as const,
  me: () => queryOptions({ queryKey: [...sessionQueries.all, 'me'], queryFn: fetchMe, staleTime: Infinity }),
  planSettings: () =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'planSettings'],
      queryFn: fetchPlanSettings,
      staleTime: Infinity,
    }),
  extensionData: () =>
    queryOptions({
      queryKey: ['extension', 'data'],
      queryFn: () => sendCommand('getData', {}),
      staleTime: Infinity,
    }),
  currentLinkedinUser: () =>
    queryOptions({
      queryKey: ['extension', 'currentLinkedinUser'],
      queryFn: () => callRemote('fetchCurrentLinkedinUser'),
      refetchInterval: ACCOUNT_POLL_MS,
    }),
  tasks: () =>
    queryOptions({
      queryKey: ['extension', 'tasks'],
      queryFn: () => callRemote('getTasks'),
      refetchInterval: TASK_POLL_MS,
    }),
};
