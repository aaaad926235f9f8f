import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PlanSettings, User } from './accountSchemas';
import { callRemote, sendCommand } from '@/lib/extension/client';
import { envelope, getJson, ApiError } from '@/lib/http/client';
import { ACCOUNT_POLL_MS, TASK_POLL_MS } from '@/lib/constants';

const sessionContract = () => import('@/lib/extension/contract/session').then((m) => m.sessionRemotes);

export type { PlanSettings, User } from './accountSchemas';

/** The account replies' schemas; boot starts the import (main.tsx) and /me waits on the same one. */
export const loadAccountSchemas = () => import('./accountSchemas');

export async function fetchMe(): Promise<User> {
  const { UserSchema } = await loadAccountSchemas();
  const reply = await getJson('user/me', envelope(UserSchema));
  if (!reply.success || !reply.result) throw new ApiError(reply.message ?? 'Could not load your account');
  return reply.result;
}

export async function fetchPlanSettings(): Promise<PlanSettings | null> {
  const { PlanSettingsReplySchema } = await loadAccountSchemas();
  const reply = await getJson('app/option?keys=planSettings', envelope(PlanSettingsReplySchema));
  return reply.result?.planSettings ?? null;
}

/**
 * The user, plan settings and extension data: start-up and login write them (SessionStore), logout
 * and a 401 clear them. They are the session's one home, so they never go stale or get collected.
 */
const SESSION_ENTRY = { staleTime: Infinity, gcTime: Infinity } as const;

export const sessionQueries = {
  all: ['session'] as const,
  me: () => queryOptions({ queryKey: [...sessionQueries.all, 'me'], queryFn: fetchMe, ...SESSION_ENTRY }),
  planSettings: () =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'planSettings'],
      queryFn: fetchPlanSettings,
      ...SESSION_ENTRY,
    }),
  extensionData: () =>
    queryOptions({
      queryKey: ['extension', 'data'],
      queryFn: () => sendCommand('getData', {}),
      ...SESSION_ENTRY,
    }),
  /** getUser: the extension's side of the user (the account's photo when the server has none). */
  extensionUser: () =>
    queryOptions({
      queryKey: ['extension', 'user'],
      queryFn: () => sendCommand('getUser', {}),
      staleTime: Infinity,
      retry: false,
    }),
  currentLinkedinUser: () =>
    queryOptions({
      queryKey: ['extension', 'currentLinkedinUser'],
      queryFn: () => callRemote(sessionContract(), 'fetchCurrentLinkedinUser'),
      refetchInterval: ACCOUNT_POLL_MS,
    }),
  /** The installed extension's version, asked now (Settings › Advanced, diagnostics). */
  extensionVersion: () =>
    queryOptions({
      queryKey: ['extension', 'version'],
      queryFn: () => callRemote(sessionContract(), 'getExtensionManifestVersion'),
    }),
  tasks: () =>
    queryOptions({
      queryKey: ['extension', 'tasks'],
      queryFn: () => callRemote(sessionContract(), 'getTasks'),
      refetchInterval: TASK_POLL_MS,
    }),
};

/**
 * Entries written with setQueryData (or hydrated from a snapshot) take the client's defaults, not
 * the factory's: without these, an unobserved user would be garbage-collected after 5 minutes.
 * Call before anything writes them.
 */
export function keepSessionInCache(queryClient: QueryClient): void {
  queryClient.setQueryDefaults(sessionQueries.all, SESSION_ENTRY);
  queryClient.setQueryDefaults(sessionQueries.extensionData().queryKey, SESSION_ENTRY);
}
