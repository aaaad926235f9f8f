import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { callRemote } from '@/lib/extension/client';
import { CAMPAIGN_LIST_POLL_MS } from '@/lib/constants';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { activePlanQuery, personalDataQuery } from '@/lib/queries/account';
import { sessionQueries } from '@/lib/session/api';
import { DEFAULT_PENDING_CEILING } from './safety';

const campaignsContract = () => import('@/lib/extension/contract/campaigns').then((m) => m.campaignsRemotes);

/**
 * The running campaigns, polled like the campaign list and kept under the campaigns root, so the
 * pushed campaign events that refresh the list refresh the safety figures too.
 */
export const safetyQueries = {
  all: [QUERY_ROOTS.campaigns, 'safety'] as const,
  runningCampaigns: () =>
    queryOptions({
      queryKey: [...safetyQueries.all, 'running'] as const,
      queryFn: () => callRemote(campaignsContract(), 'getActiveCampaigns'),
      refetchInterval: CAMPAIGN_LIST_POLL_MS,
    }),
};

/**
 * /safety: the running campaigns and the limits are needed; without the plan or the invitations
 * the page still shows (the configured caps, 'could not be counted').
 */
export const loadSafety = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(safetyQueries.runningCampaigns()),
    queryClient.ensureQueryData(sessionQueries.extensionData()),
    queryClient.ensureQueryData(activePlanQuery()).catch(() => undefined),
    queryClient.ensureQueryData(personalDataQuery()).catch(() => undefined),
  ]);

// The pending-invitation ceiling is the person's own choice, kept in this browser.
const CEILING_KEY = 'reachly.safety.pendingCeiling';
export const CeilingSchema = z.coerce
  .number({ error: 'Enter a number' })
  .check(
    z.int('Enter a whole number'),
    z.minimum(50, 'The ceiling is at least 50'),
    z.maximum(5000, 'The ceiling is at most 5,000'),
  );

/** The ceiling form: the typed text, where an empty box reads as 'Enter a number'. */
export const CeilingFormSchema = z.object({
  ceiling: z.pipe(
    z.string(),
    z.transform((text, ctx) => {
      const parsed = CeilingSchema.safeParse(text.trim() === '' ? undefined : text);
      if (parsed.success) return parsed.data;
      ctx.issues.push({
        code: 'custom',
        message: parsed.error.issues[0]?.message ?? 'Enter a number',
        input: text,
      });
      return z.NEVER;
    }),
  ),
});
export type CeilingFormInput = z.input<typeof CeilingFormSchema>;
export type CeilingForm = z.output<typeof CeilingFormSchema>;

const listeners = new Set<() => void>();

function readCeiling(): number {
  try {
    const raw = localStorage.getItem(CEILING_KEY);
    const parsed = CeilingSchema.safeParse(raw ?? undefined);
    return raw !== null && parsed.success ? parsed.data : DEFAULT_PENDING_CEILING;
  } catch {
    return DEFAULT_PENDING_CEILING;
  }
}

export const ceilingStore = {
  get: readCeiling,
  set(value: number): void {
    try {
      localStorage.setItem(CEILING_KEY, String(value));
    } catch (e) {
      console.warn('Could not save the pending-invitation ceiling', e);
    }
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => e.key === CEILING_KEY && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** The ceiling, live: another tab or the settings field changing it re-renders the card. */
export const usePendingCeiling = (): number =>
  useSyncExternalStore(ceilingStore.subscribe, ceilingStore.get, () => DEFAULT_PENDING_CEILING);
