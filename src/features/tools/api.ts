import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { typedWholeNumber } from '@/lib/schemas/typedWholeNumber';
import { callRemote } from '@/lib/extension/client';
import { unlessUnsupported } from '@/lib/extension/capabilities';
import { personalDataQuery } from '@/lib/queries/account';
import type { RemoteReply, WithdrawalState } from '@/lib/extension/contract';
import { formatPattern } from '@/lib/format/datePattern';
import { WITHDRAWAL_POLL_MS, WITHDRAWAL_RATE } from '@/lib/constants';
import { QUERY_ROOTS } from '@/lib/query/keys';

const toolsContract = () => import('@/lib/extension/contract/tools').then((m) => m.toolsRemotes);

// Spec 001 "Tools" and the Withdrawals tab of "Settings": the invitation withdrawal tool
// (Uninviter) and the connections sync options. Settings imports this file for its Withdrawals tab.

export const toolsQueries = {
  all: [QUERY_ROOTS.tools] as const,
  /** The Uninviter's state; polled every 1000 ms while it runs (spec section 4 "Withdrawal task"). */
  withdrawal: () =>
    queryOptions({
      queryKey: [...toolsQueries.all, 'withdrawal'] as const,
      queryFn: () => callRemote(toolsContract(), 'Uninviter.getState'),
      refetchInterval: (query) => (query.state.data?.running ? WITHDRAWAL_POLL_MS : false),
    }),
  /** Sent invitations still pending (getUserPersonalData); refreshed with the state while it runs. */
  pendingInvites: (running: boolean) =>
    queryOptions({
      ...personalDataQuery(),
      select: (data) => data.pendingInvites,
      refetchInterval: running ? WITHDRAWAL_POLL_MS : false,
    }),
};

/**
 * /tools and the Withdrawals tab of /settings: the withdrawal tool's state (its panel is open at
 * first). The pending-invitations count it shows when known starts alongside.
 */
export function loadTools(queryClient: QueryClient) {
  void queryClient.prefetchQuery(toolsQueries.pendingInvites(false));
  return queryClient.ensureQueryData(toolsQueries.withdrawal());
}

/** Withdrawal days: a whole number of days, at least 1. Rate: withdrawals a minute, 1 to 30. */
export const WithdrawalFormSchema = z.object({
  days: typedWholeNumber(
    {
      empty: 'Enter the number of days',
      notANumber: 'Days must be a number',
      tooSmall: 'Days must be at least 1',
      tooLarge: 'Days must be at most 3650',
    },
    { min: 1, max: 3650 },
  ),
  delay: z
    .tuple([
      z.number().check(z.int(), z.gte(WITHDRAWAL_RATE.min)),
      z.number().check(z.int(), z.lte(WITHDRAWAL_RATE.max)),
    ])
    .check(z.refine(([a, b]) => a <= b, 'The rate range is reversed')),
});
export type WithdrawalFormInput = z.input<typeof WithdrawalFormSchema>;
export type WithdrawalForm = z.output<typeof WithdrawalFormSchema>;

export const DEFAULT_WITHDRAWAL_DAYS = 30;
export const DEFAULT_WITHDRAWAL_RATE: [number, number] = [
  WITHDRAWAL_RATE.defaults[0],
  WITHDRAWAL_RATE.defaults[1],
];

/**
 * Start and Stop; the reply is the new state, written straight into the polled query (a bare
 * acknowledgement instead: the state is asked for again).
 */
export function useWithdrawalActions() {
  const client = useQueryClient();
  const key = toolsQueries.withdrawal().queryKey;
  const settle = (state: WithdrawalState | null) => {
    if (state) client.setQueryData(key, state);
    else void client.invalidateQueries({ queryKey: key });
    void client.invalidateQueries({ queryKey: toolsQueries.pendingInvites(false).queryKey });
    // The pending-invites count on the dashboard changes as invitations are withdrawn.
    void client.invalidateQueries({ queryKey: [QUERY_ROOTS.dashboard] });
  };
  const start = useMutation({
    mutationFn: (form: WithdrawalForm) =>
      callRemote(toolsContract(), 'Uninviter.start', { days: form.days, delay: form.delay }),
    onSuccess: settle,
  });
  const stop = useMutation({
    mutationFn: () => callRemote(toolsContract(), 'Uninviter.stop'),
    onSuccess: settle,
  });
  return { start, stop };
}

/** The status banner's lines, from the state; null when there is nothing to say yet. */
export function withdrawalSummary(state: WithdrawalState | undefined): string | null {
  if (!state) return null;
  const parts: string[] = [];
  if (state.running || state.counter > 0 || state.skipCounter > 0) {
    parts.push(`Withdrawn: ${state.counter}`, `Skipped: ${state.skipCounter}`);
    if (state.invitations)
      parts.push(`Checked: ${state.counter + state.skipCounter} of ${state.invitations}`);
  }
  return parts.length ? parts.join(' · ') : null;
}

// Connections sync (taskManager.updateTaskOptions ['syncConnections', options]).

export const SYNC_TASK = 'syncConnections';
export const SYNC_SCHEDULES = [
  { value: 'daily', label: 'Every day' },
  { value: 'weekly', label: 'Every week' },
  { value: 'monthly', label: 'Every month' },
] as const;

export const SyncFormSchema = z
  .object({
    enabled: z.boolean(),
    enableThreshold: z.boolean(),
    /** yyyy-mm-dd from the date input; only needed with the threshold on. */
    dateThreshold: z.string(),
    schedule: z.enum(['daily', 'weekly', 'monthly']),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.enableThreshold && !/^\d{4}-\d{2}-\d{2}$/.test(v.dateThreshold)) {
        ctx.addIssue({
          code: 'custom',
          path: ['dateThreshold'],
          message: 'Choose the date to sync connections from',
        });
      }
    }),
  );
export type SyncForm = z.infer<typeof SyncFormSchema>;

/** The form's values from the stored options; the defaults when none were saved (or none can be read). */
export function syncFormFrom(stored: RemoteReply<'taskManager.getTaskOptions'> | undefined): SyncForm {
  if (!stored) return { ...DEFAULT_SYNC_FORM };
  const schedule =
    SYNC_SCHEDULES.find((s) => s.value === stored.schedule)?.value ?? DEFAULT_SYNC_FORM.schedule;
  return {
    enabled: stored.enabled,
    enableThreshold: stored.enableThreshold,
    dateThreshold: stored.dateThreshold ? formatPattern(stored.dateThreshold, 'yyyy-MM-dd') : '',
    schedule,
  };
}

export const DEFAULT_SYNC_FORM: SyncForm = {
  enabled: true,
  enableThreshold: false,
  dateThreshold: '',
  schedule: 'daily',
};

/**
 * The sync options last saved (taskManager.getTaskOptions, added). `readable: false`: the
 * extension does not offer the call, so the form starts from the defaults and says so.
 */
export const syncOptionsQuery = () =>
  queryOptions({
    queryKey: [...toolsQueries.all, 'syncOptions'] as const,
    queryFn: async () => {
      const stored = await unlessUnsupported(
        callRemote(toolsContract(), 'taskManager.getTaskOptions', SYNC_TASK),
        undefined,
      );
      return { stored: stored ?? null, readable: stored !== undefined };
    },
  });

export function useSaveSyncOptions() {
  const client = useQueryClient();
  return useMutation({
    onSettled: () => client.invalidateQueries({ queryKey: syncOptionsQuery().queryKey }),
    mutationFn: (form: SyncForm) =>
      callRemote(toolsContract(), 'taskManager.updateTaskOptions', SYNC_TASK, {
        enabled: form.enabled,
        enableThreshold: form.enableThreshold,
        dateThreshold: form.enableThreshold ? new Date(`${form.dateThreshold}T00:00:00`).getTime() : null,
        schedule: form.schedule,
      }),
  });
}
