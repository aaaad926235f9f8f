import { useQuery } from '@tanstack/react-query';
import { activePlanQuery, personalDataQuery } from '@/lib/queries/account';
import { sessionQueries } from '@/lib/session/api';
import { safetyQueries, usePendingCeiling } from '../api';
import { accountCaps, capUsage, pendingInvitesStatus, safetyWarnings } from '../safety';

/** Every figure of the safety card and page, derived from the running campaigns, limits, plan and invites. */
export function useAccountSafety() {
  const campaigns = useQuery(safetyQueries.runningCampaigns());
  const extensionData = useQuery(sessionQueries.extensionData());
  const activePlan = useQuery(activePlanQuery());
  const invites = useQuery({ ...personalDataQuery(), select: (data) => data.pendingInvites });
  const ceiling = usePendingCeiling();

  const caps = accountCaps(extensionData.data?.baseData.config.limits, activePlan.data?.plan);
  const usage = campaigns.data ? capUsage(campaigns.data, caps) : null;
  const pending = invites.data === undefined ? null : pendingInvitesStatus(invites.data, ceiling);
  return {
    usage,
    pending,
    ceiling,
    warnings: usage ? safetyWarnings(usage, pending) : [],
    // The plan only lowers caps: without it (still loading or failed) the configured limits apply.
    isPending: campaigns.isPending || extensionData.isPending || activePlan.isPending,
    error: campaigns.error ?? invites.error,
    refetch: () => Promise.all([campaigns.refetch(), invites.refetch()]),
  };
}
