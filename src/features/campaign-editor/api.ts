import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isUnconfirmed } from '@/lib/extension/actions';
import { callRemote, callRemoteAction } from '@/lib/extension/client';
import type { Profile } from '@/lib/extension/contract';
import { miniCampaignsQuery } from '@/lib/queries/campaigns';
import { isExtensionError } from '@/lib/extension/errors';
import { savedListsQuery } from '@/lib/queries/lists';
import { profilesPageQuery, type ProfilePageParams } from '@/lib/queries/profiles';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { sessionQueries } from '@/lib/session/api';
import { isNotConfirmed, NotConfirmedError, useActionLock, withOutcomeCheck } from '@/lib/query/personAction';
import { now as clockNow } from '@/lib/time/clock';
import {
  ACTIVATING,
  SAVING,
  campaignStatusFound,
  notSavedFound,
  planLimitMessage,
  saveErrorMessage,
  startRefusedText,
} from './copy';

const campaignEditorContract = () =>
  import('@/lib/extension/contract/campaignEditor').then((m) => m.campaignEditorRemotes);
const campaignsContract = () => import('@/lib/extension/contract/campaigns').then((m) => m.campaignsRemotes);
const messengerContract = () => import('@/lib/extension/contract/messenger').then((m) => m.messengerRemotes);

// The editor's reads (campaign, groups, campaigns, a sample profile, template previews; the saved
// lists and profile pages are the shared entries of src/lib/queries) and its one write (save,
// optionally followed by a run).

const root = [QUERY_ROOTS.campaignEditor] as const;

/** The shortest 'Filter connections' text worth a search. */
export const CONNECTION_QUERY_MIN = 2;

/** A fixed sample for the preview when the extension holds no profile yet. */
export const SAMPLE_PROFILE = {
  firstName: 'Jamie',
  lastName: 'Rivera',
  headline: 'Head of Growth at Northwind',
  occupation: 'Head of Growth at Northwind',
  companyName: 'Northwind',
  location: 'Berlin, Germany',
  industry: 'Computer Software',
  distance: 2,
};
export type SampleProfile = typeof SAMPLE_PROFILE;

/** The newest saved profile: page 1 of 1, unfiltered (the extension's own default filters). */
const NEWEST_PROFILE: ProfilePageParams = {
  filters: { hasNote: 'all', contacted: 'all', isHidden: 'no' },
  page: 0,
  size: 1,
  sorting: { field: 'createdAt', order: 'DESC' },
};

/** A profile page's first profile as the preview's sample (the fixed sample when there is none). */
export function sampleProfileFrom(page: { profiles: Profile[] } | undefined): SampleProfile {
  const p = page?.profiles[0];
  if (!p) return SAMPLE_PROFILE;
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    headline: p.occupation ?? '',
    occupation: p.occupation ?? '',
    companyName: p.companyName ?? '',
    location: p.location ?? '',
    industry: p.industry ?? '',
    distance: p.distance ?? 2,
  };
}

export const campaignEditorQueries = {
  all: root,
  campaign: (id: number) =>
    queryOptions({
      queryKey: [...root, 'campaign', id],
      queryFn: () => callRemote(campaignsContract(), 'db.campaigns.get', id),
      staleTime: 0,
    }),
  groups: () =>
    queryOptions({
      queryKey: [...root, 'groups'],
      queryFn: async () => (await callRemote(campaignEditorContract(), 'getMyGroups')).response.elements,
      staleTime: 60_000,
    }),
  /** Shared with the messenger: one cache entry (src/lib/queries/campaigns.ts). */
  miniCampaigns: miniCampaignsQuery,
  /** The newest saved profile, for the template preview (the shared profile-page entry). */
  sampleProfile: () =>
    queryOptions({ ...profilesPageQuery(NEWEST_PROFILE), select: sampleProfileFrom, staleTime: Infinity }),
  /** The connections a 'Filter connections' text matches (searchMyConnections), for its preview. */
  connectionMatches: (query: string) =>
    queryOptions({
      queryKey: [...root, 'connectionMatches', query],
      queryFn: () => callRemote(campaignEditorContract(), 'searchMyConnections', query),
      enabled: query.length >= CONNECTION_QUERY_MIN,
      staleTime: 60_000,
      // Only a hint under the field: a failure is said once, quietly, and never asked again at once.
      retry: false,
    }),
  preview: (template: string, profile: SampleProfile | undefined) =>
    queryOptions({
      queryKey: [...root, 'preview', template, profile],
      queryFn: () => callRemote(messengerContract(), 'processTemplate', template, profile ?? SAMPLE_PROFILE),
      enabled: template.trim().length > 0,
      staleTime: Infinity,
    }),
};

/**
 * What the editor needs when it opens (the routes' loaders): the session facts its rules use
 * (daily caps, plan features), the lists and campaigns its pickers offer and, in edit mode,
 * the campaign. Groups, the sample profile and previews load later, where they are shown.
 */
export function loadEditor(queryClient: QueryClient, campaignId: number | null) {
  return Promise.all([
    queryClient.ensureQueryData(sessionQueries.extensionData()),
    queryClient.ensureQueryData(sessionQueries.planSettings()),
    queryClient.ensureQueryData(sessionQueries.me()),
    queryClient.ensureQueryData(savedListsQuery()),
    queryClient.ensureQueryData(campaignEditorQueries.miniCampaigns()),
    campaignId === null ? null : queryClient.ensureQueryData(campaignEditorQueries.campaign(campaignId)),
  ]);
}

export class SaveCampaignError extends Error {
  readonly code: string | number | undefined;
  constructor(message: string, code?: string | number) {
    super(message);
    this.name = 'SaveCampaignError';
    this.code = code;
  }
}

export interface SaveCampaignInput {
  campaignId: number | null;
  data: Record<string, unknown>;
  activate: boolean;
  /** Made when the person clicks Save; the same on Try again of that save. */
  actionKey: string;
}

/** The text a failed save shows (section 8). */
export function saveErrorText(error: {
  code?: string | number | null;
  message?: string | null;
  allowed?: number | null;
}): string {
  if (error.code === 'plan_limit_reached') return planLimitMessage(error.allowed ?? '?');
  return saveErrorMessage(error.code ?? undefined, error.message ?? 'Something went wrong');
}

/** The save stands, but the run was refused ("a reply with error true does nothing", spec 001 §7). */
export class StartRefusedError extends Error {
  constructor(message: string | null | undefined) {
    super(startRefusedText(message));
    this.name = 'StartRefusedError';
  }
}

/** Runs a saved campaign (Save and Activate); a timeout re-reads the campaign and says its status. */
async function activateCampaign(id: number, actionKey: string) {
  const reply = await withOutcomeCheck(
    ACTIVATING,
    () =>
      callRemoteAction(campaignsContract(), 'manageCampaign', `${actionKey}:run`, {
        action: 'run',
        campaignId: id,
      }),
    async () => {
      const now = await callRemote(campaignsContract(), 'db.campaigns.get', id);
      return now ? campaignStatusFound(now.status) : 'The campaign is no longer in your list.';
    },
  ).catch((e: unknown) => {
    if (isNotConfirmed(e) && e.found === campaignStatusFound('Running')) return null; // it did start
    throw e;
  });
  if (reply?.error) throw new StartRefusedError(reply.message);
}

/**
 * A save that timed out, looked for: the campaign (by id) changed since the save began, or a new
 * one of that name created since then. Null when the campaigns show no such save.
 */
async function savedSince(idOrName: unknown, since: number) {
  const { result } = await callRemote(campaignsContract(), 'getCampaigns');
  const after = since - 1000; // the extension's clock is the browser's; a second of slack
  const found = result.filter((c) =>
    typeof idOrName === 'number'
      ? c.id === idOrName && (c.updated ?? 0) >= after
      : c.name === idOrName && c.created >= after,
  );
  return found.length ? found.reduce((a, b) => (a.id > b.id ? a : b)) : null;
}

async function addOrUpdate({ campaignId, data, actionKey }: SaveCampaignInput) {
  const startedAt = clockNow();
  let reply;
  try {
    reply =
      campaignId === null
        ? await callRemoteAction(campaignEditorContract(), 'addCampaign', actionKey, { data })
        : await callRemoteAction(campaignEditorContract(), 'updateCampaign', actionKey, { data, campaignId });
  } catch (e) {
    if (isUnconfirmed(e)) {
      // Not known whether it was saved: look at the campaigns before saying anything.
      const found = await savedSince(campaignId ?? data.name, startedAt).catch(() => undefined);
      if (found) return { campaign: found, error: null };
      throw new NotConfirmedError(SAVING, notSavedFound(campaignId !== null, found === undefined), e);
    }
    const code = isExtensionError(e) ? (e.code ?? e.kind) : undefined;
    throw new SaveCampaignError(
      saveErrorText({ code, message: e instanceof Error ? e.message : String(e) }),
      code,
    );
  }
  if (reply.error) throw new SaveCampaignError(saveErrorText(reply.error), reply.error.code);
  return reply;
}

export async function saveCampaign(input: SaveCampaignInput) {
  const reply = await addOrUpdate(input);
  if (input.activate) {
    const id = reply.campaign?.id ?? input.campaignId ?? (await newestCampaignNamed(input.data.name));
    if (id !== null) await activateCampaign(id, input.actionKey);
  }
  return reply.campaign;
}

/**
 * The campaign a save just added, when the extension only acknowledged it (the spec does not show
 * the reply): the newest one of that name (getMiniCampaigns); null when there is none.
 */
async function newestCampaignNamed(name: unknown): Promise<number | null> {
  const campaigns = await callRemote(campaignsContract(), 'getMiniCampaigns').catch(() => []);
  const ids = campaigns.filter((c) => c.name === name).map((c) => c.id);
  return ids.length ? Math.max(...ids) : null;
}

const SAVE_KEY = [...root, 'save'] as const;

/** True while a save of the editor runs anywhere in this tab (a remount included). */
export const useSaveRunning = () => useActionLock(SAVE_KEY);

function useInvalidateCampaigns() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.campaigns] }),
      queryClient.invalidateQueries({ queryKey: root }),
      queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.dashboard] }),
    ]);
}

export function useSaveCampaignMutation() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: saveCampaign,
    // A refused start or an unconfirmed save may still have changed the campaigns.
    onSettled: invalidate,
  });
}

/** 'Pause Campaign to Edit': stops a running campaign opened in the editor. */
export function usePauseToEdit() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: async ({ campaignId, actionKey }: { campaignId: number; actionKey: string }) => {
      const reply = await callRemoteAction(campaignsContract(), 'manageCampaign', actionKey, {
        action: 'stop',
        campaignId,
      });
      if (reply.error)
        throw new Error(`The campaign was not paused: ${reply.message ?? 'the extension refused'}`);
    },
    onSettled: invalidate,
  });
}
