import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { isUnconfirmed } from '@/lib/extension/actions';
import { callRemote, callRemoteAction } from '@/lib/extension/client';
import type { RemoteReply } from '@/lib/extension/contract';
import { errorMessage, isExtensionError } from '@/lib/extension/errors';
import { CAMPAIGN_DETAIL_POLL_MS } from '@/lib/constants';
import { shouldRetry } from '@/lib/query/client';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { applyOptimistic, rollbackOptimistic } from '@/lib/query/optimistic';
import { NotConfirmedError, useActionLock } from '@/lib/query/personAction';
import { now } from '@/lib/time/clock';
import type { CsvRow } from './csv';
import { exportQueueCsv } from './export';
import { CHART_DAYS } from './funnel';
import { queuePageOf, type CampaignDetailSearch } from './search';
import { isOnePage, queuePageFrom } from './wholeQueue';
import type { LoaderCause } from '@/lib/query/pageForLoader';

const campaignDetailContract = () =>
  import('@/lib/extension/contract/campaignDetail').then((m) => m.campaignDetailRemotes);
const campaignsContract = () => import('@/lib/extension/contract/campaigns').then((m) => m.campaignsRemotes);
const dashboardContract = () => import('@/lib/extension/contract/dashboard').then((m) => m.dashboardRemotes);

// Spec 001 "Campaign detail": one page of the queue, polled every 2 s. Paged in the extension when
// it can; an extension that follows the spec sends the whole queue, which is paged here (wholeQueue.ts).

export type QueuePage = RemoteReply<'getCampaignData'>;
export interface QueuePageParams {
  id: number;
  page: number;
  size: number;
  search: string;
}

/** The campaign id does not exist (the page says so instead of retrying). */
export class CampaignNotFoundError extends Error {
  constructor(readonly id: number) {
    super(`Campaign ${id} was not found`);
  }
}

async function fetchQueuePage(params: QueuePageParams): Promise<QueuePage> {
  const { id, page, size, search } = params;
  try {
    const reply = await callRemote(campaignDetailContract(), 'getCampaignData', {
      id,
      page,
      size,
      search: search || undefined,
    });
    return queuePageFrom(reply, params);
  } catch (e) {
    // The extension refused: find out whether the campaign is simply not there.
    if (isExtensionError(e) && e.kind === 'remote') {
      const campaign = await callRemote(campaignsContract(), 'db.campaigns.get', id).catch(() => undefined);
      if (campaign === null) throw new CampaignNotFoundError(id);
    }
    throw e;
  }
}

export const campaignDetailQueries = {
  all: [QUERY_ROOTS.campaignDetail] as const,
  campaign: (id: number) => [...campaignDetailQueries.all, id] as const,
  page: (params: QueuePageParams) =>
    queryOptions({
      queryKey: [...campaignDetailQueries.campaign(params.id), 'page', params] as const,
      queryFn: () => fetchQueuePage(params),
      refetchInterval: (query) =>
        query.state.error instanceof CampaignNotFoundError ? false : CAMPAIGN_DETAIL_POLL_MS,
      // A missing campaign or a malformed reply does not get better by asking again.
      retry: (count, error) => !(error instanceof CampaignNotFoundError) && shouldRetry(count, error),
      staleTime: 0,
    }),
  /**
   * The campaign's activity events of the chart's days (pushed campaign events refresh them). Not
   * under `campaign(id)`: that prefix holds queue pages only (the optimistic removal edits them all).
   */
  events: (id: number) =>
    queryOptions({
      queryKey: [...campaignDetailQueries.all, 'events', id] as const,
      queryFn: () =>
        callRemote(dashboardContract(), 'getEvents', {
          from: now() - CHART_DAYS * 24 * 3600_000,
          campaignId: id,
        }),
    }),
};

/** /campaign-manager/$id: the queue page the URL names; a missing campaign is the route's not-found page. */
export function loadCampaignDetail(
  queryClient: QueryClient,
  id: number,
  search: CampaignDetailSearch,
  cause: LoaderCause,
) {
  const loading = queryClient
    .ensureQueryData(campaignDetailQueries.page(queuePageOf(id, search)))
    .catch((e: unknown) => {
      throw e instanceof CampaignNotFoundError ? notFound() : e;
    });
  // The campaign is on screen already: its rows stay while the next page or search loads.
  const onScreen =
    cause === 'stay' &&
    queryClient
      .getQueriesData({ queryKey: campaignDetailQueries.campaign(id) })
      .some(([, data]) => data !== undefined);
  if (!onScreen) return loading;
  loading.catch(() => undefined);
}

/** 'Export CSV': every page of the queue, with progress; `signal` stops it. */
export function useExportQueue(campaignId: number) {
  return useMutation({
    mutationFn: ({
      onProgress,
      signal,
    }: {
      onProgress: (done: number, total: number) => void;
      signal: AbortSignal;
    }) => {
      // An extension that sends the whole queue is asked once; its pages are cut here.
      let whole: QueuePage | undefined;
      return exportQueueCsv(
        async (page, size) => {
          const reply =
            whole ??
            (await callRemote(campaignDetailContract(), 'getCampaignData', { id: campaignId, page, size }));
          if (isOnePage(reply, size)) return reply;
          whole = reply;
          return queuePageFrom(reply, { page, size, search: '' });
        },
        onProgress,
        signal,
      );
    },
  });
}

/** Invalidate every page of one campaign (and the manager list, whose counters move too). */
function useRefreshCampaign(campaignId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: campaignDetailQueries.campaign(campaignId) }),
      client.invalidateQueries({ queryKey: [QUERY_ROOTS.campaigns] }),
    ]);
}

/** Removes a queue item at once from the pages shown; rolls back if the extension refuses. */
export function useRemoveQueueItem(campaignId: number) {
  const client = useQueryClient();
  const refresh = useRefreshCampaign(campaignId);
  const pagesKey = campaignDetailQueries.campaign(campaignId);
  return useMutation({
    mutationFn: (itemId: number) =>
      callRemote(campaignDetailContract(), 'removeCampaignQueueItem', { id: itemId, campaignId }),
    onMutate: (itemId) =>
      applyOptimistic<QueuePage>(client, pagesKey, (old) =>
        old.items.some((i) => i.id === itemId)
          ? { ...old, items: old.items.filter((i) => i.id !== itemId), total: old.total - 1 }
          : old,
      ),
    onError: (_e, _id, snapshot) => rollbackOptimistic(client, snapshot),
    onSettled: refresh,
  });
}

export function useResetFailed(campaignId: number) {
  const refresh = useRefreshCampaign(campaignId);
  return useMutation({
    mutationFn: async () =>
      (await callRemote(campaignDetailContract(), 'resetFailed', { id: campaignId })).counter,
    onSettled: refresh,
  });
}

/** Rows sent per importCampaignMembers call: a big file goes in parts so the page can count them. */
export const IMPORT_CHUNK_ROWS = 500;

export interface ImportProgress {
  sent: number;
  total: number;
}

/** Some parts were imported before a call failed; `imported` says how many rows went in. */
export class PartialImportError extends Error {
  constructor(
    readonly imported: number,
    readonly cause: unknown,
  ) {
    super('The import stopped part-way');
  }
}

/** A part timed out: the queue was read again; Try again goes on from that part with the same keys. */
export class ImportNotConfirmedError extends NotConfirmedError {
  constructor(
    found: string,
    cause: unknown,
    readonly resumeFrom: number,
    readonly imported: number,
  ) {
    super(IMPORTING, found, cause);
  }
}

export const IMPORTING = 'The import';
export const queueFound = (items: number) =>
  `The queue was read again: it holds ${items.toLocaleString('en-US')} items. Try again sends the rest of the file; rows already in are not added twice.`;

export interface ImportRun {
  /** Made when the person chose the file (or Import in the review); each part's key derives from it. */
  actionKey: string;
  /** The first row to send: 0, or where an unconfirmed part left off. */
  from?: number;
  /** Rows counted in by earlier tries of this import. */
  imported?: number;
}

export async function importInParts(
  campaignId: number,
  rows: CsvRow[],
  onProgress: (progress: ImportProgress) => void,
  { actionKey, from = 0, imported: before = 0 }: ImportRun,
): Promise<{ imported: number; skipped: number }> {
  let imported = before;
  let skipped = 0;
  onProgress({ sent: from, total: rows.length });
  for (let start = from; start < rows.length; start += IMPORT_CHUNK_ROWS) {
    const part = rows.slice(start, start + IMPORT_CHUNK_ROWS);
    try {
      const reply = await callRemoteAction(
        campaignDetailContract(),
        'importCampaignMembers',
        `${actionKey}:${start}`,
        campaignId,
        part,
      );
      // A bare acknowledgement (an extension written from the spec) took every row of the part.
      imported += reply ? reply.imported : part.length;
      skipped += reply ? reply.skipped : 0;
    } catch (e) {
      if (isUnconfirmed(e)) {
        const found = await fetchQueuePage({ id: campaignId, page: 0, size: 1, search: '' }).then(
          (page) => queueFound(page.total),
          (again: unknown) => `Reading the queue again did not work either (${errorMessage(again)}).`,
        );
        throw new ImportNotConfirmedError(found, e, start, imported);
      }
      if (start === 0) throw e;
      throw new PartialImportError(imported, e);
    }
    onProgress({ sent: start + part.length, total: rows.length });
  }
  return { imported, skipped };
}

const IMPORT_KEY = [QUERY_ROOTS.campaignDetail, 'import'] as const;

/** True while an import into any campaign runs in this tab (a remount included). */
export const useImportRunning = () => useActionLock(IMPORT_KEY);

export function useImportMembers(campaignId: number) {
  const refresh = useRefreshCampaign(campaignId);
  return useMutation({
    mutationKey: IMPORT_KEY,
    mutationFn: ({
      rows,
      onProgress,
      run,
    }: {
      rows: CsvRow[];
      onProgress: (p: ImportProgress) => void;
      run: ImportRun;
    }) => importInParts(campaignId, rows, onProgress, run),
    onSettled: refresh,
  });
}

export const MemberFormSchema = z.object({
  firstName: z
    .string()
    .check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100, 'First name is too long')),
  lastName: z.string().check(z.trim(), z.maxLength(100, 'Last name is too long')),
  occupation: z.string().check(z.trim(), z.maxLength(300, 'Headline is too long')),
});
export type MemberForm = z.infer<typeof MemberFormSchema>;

export function useUpdateMember(campaignId: number) {
  const refresh = useRefreshCampaign(campaignId);
  return useMutation({
    mutationFn: ({ id, ...fields }: MemberForm & { id: number }) =>
      callRemote(campaignDetailContract(), 'updateMember', { id, ...fields }),
    onSettled: refresh,
  });
}
