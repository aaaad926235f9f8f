import { queryOptions } from '@tanstack/react-query';
import type { PlanSettings, User } from './accountSchemas';
import { callRemote, sendCommand } from '@/lib/extension/client';
import { envelope, getJson, ApiError } from '@/lib/http/client';
import { ACCOUNT_POLL_MS, TASK_POLL_MS } from '@/lib/constants';

export type { PlanSettings, User } from './accountSchemas';

const accountSchemas = () => import('./accountSchemas');

export async function fetchMe(): Promise<User> {
  const { UserSchema } = await accountSchemas();
  const reply = await getJson('user/me', envelope(UserSchema));
  if (!reply.success || !reply.result) throw new ApiError(reply.message ?? 'Could not load your account');
  return reply.result;
}

export async function fetchPlanSettings(): Promise<PlanSettings | null> {
  const { PlanSettingsReplySchema } = await accountSchemas();
  const reply = await getJson('app/option?keys=planSettings', envelope(PlanSettingsReplySchema));
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
