import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { miniCampaignsQuery } from '@/lib/queries/campaigns';
import { isExtensionError } from '@/lib/extension/errors';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { planLimitMessage, saveErrorMessage } from './schemas';

// The editor's reads (campaign, saved lists, groups, campaigns, a sample profile, template
// previews) and its one write (save, optionally followed by a run).

const root = [QUERY_ROOTS.campaignEditor] as const;

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

export const campaignEditorQueries = {
  all: root,
  campaign: (id: number) =>
    queryOptions({
      queryKey: [...root, 'campaign', id],
      queryFn: () => callRemote('db.campaigns.get', id),
      staleTime: 0,
    }),
  lists: () =>
    queryOptions({
      queryKey: [...root, 'lists'],
      queryFn: () => callRemote('getData', 'lists'),
      staleTime: 30_000,
    }),
  groups: () =>
    queryOptions({
      queryKey: [...root, 'groups'],
      queryFn: async () => (await callRemote('getMyGroups')).response.elements,
      staleTime: 60_000,
    }),
  /** Shared with the messenger: one cache entry (src/lib/queries/campaigns.ts). */
  miniCampaigns: miniCampaignsQuery,
  sampleProfile: () =>
    queryOptions({
      queryKey: [...root, 'sampleProfile'],
      queryFn: async (): Promise<SampleProfile> => {
        const { profiles } = await callRemote('getProfiles', {
          filters: {},
          page: { current: 1, size: 1 },
          sorting: { field: 'createdAt', order: 'DESC' },
        });
        const p = profiles[0];
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
      },
      staleTime: Infinity,
    }),
  preview: (template: string, profile: SampleProfile | undefined) =>
    queryOptions({
      queryKey: [...root, 'preview', template, profile],
      queryFn: () => callRemote('processTemplate', template, profile ?? SAMPLE_PROFILE),
      enabled: template.trim().length > 0,
      staleTime: Infinity,
    }),
};

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

export async function saveCampaign({ campaignId, data, activate }: SaveCampaignInput) {
  let reply;
  try {
    reply =
      campaignId === null
        ? await callRemote('addCampaign', { data })
        : await callRemote('updateCampaign', { data, campaignId });
  } catch (e) {
    const code = isExtensionError(e) ? (e.code ?? e.kind) : undefined;
    throw new SaveCampaignError(
      saveErrorText({ code, message: e instanceof Error ? e.message : String(e) }),
      code,
    );
  }
  if (reply.error) throw new SaveCampaignError(saveErrorText(reply.error), reply.error.code);
  const campaign = reply.campaign;
  if (!campaign)
    throw new SaveCampaignError(
      saveErrorText({ code: 'no_campaign', message: 'The extension did not return the saved campaign' }),
    );
  if (activate) {
    // A run reply with error true does nothing (spec 001 section 7); the save itself stands.
    await callRemote('manageCampaign', { action: 'run', campaignId: campaign.id }).catch(() => undefined);
  }
  return campaign;
}

export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCampaign,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.campaigns] }),
        queryClient.invalidateQueries({ queryKey: root }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.dashboard] }),
      ]);
    },
  });
}
