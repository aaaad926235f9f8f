import {
  queryOptions,
  useMutation,
  useMutationState,
  useQueryClient,
  type Mutation,
  type QueryClient,
} from '@tanstack/react-query';
import { callRemote, callRemoteAction } from '@/lib/extension/client';
import type { Campaign, CampaignAction } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { CAMPAIGN_LIST_POLL_MS } from '@/lib/constants';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { applyOptimistic, rollbackOptimistic } from '@/lib/query/optimistic';
import { isNotConfirmed, withOutcomeCheck } from '@/lib/query/personAction';

const campaignsContract = () => import('@/lib/extension/contract/campaigns').then((m) => m.campaignsRemotes);

// Spec 001 "Campaign manager list" and section 4: the list, its live refresh and the actions.

const MANAGE_KEY = [QUERY_ROOTS.campaigns, 'manage'] as const;

export const campaignQueries = {
  all: [QUERY_ROOTS.campaigns] as const,
  /** Every campaign (data.members emptied by the extension). */
  list: () =>
    queryOptions({
      queryKey: [...campaignQueries.all, 'list'] as const,
      queryFn: async () => (await callRemote(campaignsContract(), 'getCampaigns')).result,
      // The live poll below writes fresh campaigns into it every 3 s: a pushed campaign event need not refetch it.
      meta: { pushRefetch: false },
    }),
  /**
   * The live refresh: every 3000 ms the active campaigns are fetched and written into the list;
   * running campaigns missing from that reply (stopped or finished meanwhile) are reloaded one by one.
   */
  live: () =>
    queryOptions({
      queryKey: [...campaignQueries.all, 'live'] as const,
      queryFn: async ({ client }) => {
        const active = await callRemote(campaignsContract(), 'getActiveCampaigns');
        const listed = client.getQueryData(campaignQueries.list().queryKey) ?? [];
        const activeIds = new Set(active.map((c) => c.id));
        const missing = listed.filter((c) => c.status === 'Running' && !activeIds.has(c.id));
        const reloaded: Campaign[] = [];
        for (const c of missing) {
          const fresh = await callRemote(campaignsContract(), 'db.campaigns.get', c.id);
          if (fresh) reloaded.push({ ...fresh, data: { ...fresh.data, members: [] } });
        }
        const removed = new Set(missing.filter((c) => !reloaded.some((r) => r.id === c.id)).map((c) => c.id));
        // An action in flight owns the rows it changed; its own reply and refetch settle them.
        if (client.isMutating({ mutationKey: MANAGE_KEY }) === 0) {
          client.setQueryData(campaignQueries.list().queryKey, (old) =>
            old ? mergeCampaigns(old, [...active, ...reloaded], removed) : old,
          );
        }
        return active.map((c) => c.id);
      },
      refetchInterval: CAMPAIGN_LIST_POLL_MS,
      staleTime: 0,
    }),
};

/** /campaigns: the whole list (tab, search, sort and page are applied in the browser). */
export const loadCampaigns = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(campaignQueries.list());

/** Replaces listed campaigns by their fresh copies (new running ones join the list) and drops removed ones. */
export function mergeCampaigns(
  list: Campaign[],
  fresh: Campaign[],
  removed: ReadonlySet<number> = new Set(),
): Campaign[] {
  const byId = new Map(fresh.map((c) => [c.id, c]));
  const merged = list.filter((c) => !removed.has(c.id)).map((c) => byId.get(c.id) ?? c);
  const known = new Set(list.map((c) => c.id));
  for (const c of fresh) if (!known.has(c.id)) merged.push(c);
  return merged;
}

/** What an action does to the list at once, before the extension answers. */
export function applyAction(list: Campaign[], action: CampaignAction, campaignId: number): Campaign[] {
  switch (action) {
    case 'remove':
      return list.filter((c) => c.id !== campaignId);
    case 'duplicate':
      return list; // the copy's id comes from the extension
    default:
      return list.map((c) => {
        if (c.id !== campaignId) return c;
        if (action === 'run') return { ...c, status: 'Running' };
        if (action === 'stop') return { ...c, status: 'Stopped' };
        if (action === 'markAsComplete') return { ...c, status: 'Completed' };
        return { ...c, progress: 0, data: { ...c.data, doneToday: 0, doneTotal: 0 } }; // reset
      });
  }
}

const ACTION_VERBS: Record<CampaignAction, string> = {
  run: 'start',
  stop: 'stop',
  remove: 'delete',
  reset: 'reset',
  duplicate: 'duplicate',
  markAsComplete: 'mark as complete',
};

export class CampaignActionError extends Error {}

export interface ManageVariables {
  action: CampaignAction;
  campaign: Pick<Campaign, 'id' | 'name'>;
  /** Made when the person clicks; the same on a repeat of that click's action. */
  actionKey: string;
}

/** A timed-out action: the campaign is read again and its status said. */
async function campaignNow(id: number): Promise<string> {
  const campaign = await callRemote(campaignsContract(), 'db.campaigns.get', id);
  return campaign
    ? `The campaign was read again: it shows as ${campaign.status === 'Added' ? 'Inactive' : campaign.status}.`
    : 'The campaign was read again: it is no longer in your list.';
}

async function manage({ action, campaign, actionKey }: ManageVariables) {
  let reply;
  try {
    reply = await withOutcomeCheck(
      `${ACTION_VERBS[action][0]!.toUpperCase()}${ACTION_VERBS[action].slice(1)} "${campaign.name}"`,
      () =>
        callRemoteAction(campaignsContract(), 'manageCampaign', actionKey, {
          action,
          campaignId: campaign.id,
        }),
      () => campaignNow(campaign.id),
    );
  } catch (e) {
    if (isNotConfirmed(e)) throw e;
    throw new CampaignActionError(`Could not ${ACTION_VERBS[action]} "${campaign.name}": ${errorMessage(e)}`);
  }
  // Spec: a reply with error true does nothing.
  if (reply.error) {
    throw new CampaignActionError(
      `Could not ${ACTION_VERBS[action]} "${campaign.name}"${reply.message ? `: ${reply.message}` : ''}`,
    );
  }
  return reply;
}

/** Writes the extension's copy of a campaign into the list (the duplicate joins it). */
function settleReply(client: QueryClient, action: CampaignAction, campaign: Campaign | null | undefined) {
  if (!campaign || action === 'remove') return;
  client.setQueryData(campaignQueries.list().queryKey, (old) =>
    old ? mergeCampaigns(old, [{ ...campaign, data: { ...campaign.data, members: [] } }]) : old,
  );
}

/** The campaign a manage mutation acts on. */
const managedId = (m: Mutation<unknown, Error, unknown, unknown>) =>
  (m.state.variables as ManageVariables | undefined)?.campaign.id;

/** An action on this campaign is in flight in this tab: another click on it waits for its outcome. */
export const isManaging = (client: QueryClient, campaignId: number) =>
  client.isMutating({ mutationKey: MANAGE_KEY, predicate: (m) => managedId(m) === campaignId }) > 0;

/** The ids of the campaigns with an action in flight in this tab (their rows are `aria-busy`). */
export const useCampaignsInFlight = (): number[] =>
  useMutationState({
    filters: { mutationKey: MANAGE_KEY, status: 'pending' },
    select: (m) => managedId(m) ?? -1,
  });

/** manageCampaign with an optimistic update that rolls back on `{error: true}` or a failure. */
export function useManageCampaign() {
  const client = useQueryClient();
  const listKey = campaignQueries.list().queryKey;
  return useMutation({
    mutationKey: MANAGE_KEY,
    mutationFn: manage,
    // Polls of the whole campaigns root stop; the list changes at once and rolls back on refusal.
    onMutate: async ({ action, campaign }) => {
      await client.cancelQueries({ queryKey: campaignQueries.all });
      return applyOptimistic<Campaign[]>(client, listKey, (list) => applyAction(list, action, campaign.id));
    },
    onError: (_error, _variables, snapshot) => rollbackOptimistic(client, snapshot),
    onSuccess: (reply, { action }) => settleReply(client, action, reply.campaign),
    onSettled: () => client.invalidateQueries({ queryKey: listKey }),
  });
}
