import { queryOptions } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { QUERY_ROOTS } from '@/lib/query/keys';

const campaignsContract = () => import('@/lib/extension/contract/campaigns').then((m) => m.campaignsRemotes);

/**
 * The campaigns' names and modules (getMiniCampaigns), one cache entry for every screen that reads
 * them (the editor's source campaigns, the messenger's campaign filter). Under the campaigns root,
 * so the pushed campaign events that refresh the list refresh it too. Take a part with `select`.
 */
export const miniCampaignsQuery = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.campaigns, 'miniCampaigns'] as const,
    queryFn: () => callRemote(campaignsContract(), 'getMiniCampaigns'),
    staleTime: 30_000,
  });
