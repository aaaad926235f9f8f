import { world } from '../../world/store';
import { signedInUser, type Handlers } from '../support';

export const dashboardRemotes: Handlers<
  typeof import('@/lib/extension/contract/dashboard').dashboardRemotes
> = {
  getEvents: (filters) => {
    const from = filters.from ?? 0;
    const to = filters.to ?? Number.MAX_SAFE_INTEGER;
    const names = filters.names ? new Set(filters.names) : null;
    return world().events.filter(
      (e) =>
        e.createdAt >= from &&
        e.createdAt <= to &&
        (!names || names.has(e.name)) &&
        (filters.campaignId === undefined || e.campaignId?.id === filters.campaignId),
    );
  },
  getCountOfActiveCampaigns: () => world().campaigns.filter((c) => c.status === 'Running').length,
  getCountOfConnections: () => world().profiles.filter((p) => p.distance === 1).length,
  getUserPersonalData: () => {
    const w = world();
    return { pendingInvites: signedInUser(w) ? w.pendingInvites : 0 };
  },
};
