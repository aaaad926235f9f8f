import * as z from 'zod/mini';
import { noArgs, remote } from './shared/define';
import { bareOrField, LooseNumber, tolerantList } from './shared/tolerant';
import { ActivityEventSchema } from './shared/entities';

// Spec 000 section 7: the dashboard's counts and activity.

export const EventFiltersSchema = z.object({
  from: z.optional(z.number()),
  to: z.optional(z.number()),
  names: z.optional(z.array(z.string())),
  /** Only this campaign's events (added; an extension that ignores it returns all, the app filters again). */
  campaignId: z.optional(z.number()),
});

export const dashboardRemotes = {
  getEvents: remote(z.tuple([EventFiltersSchema]), tolerantList(ActivityEventSchema, 'event'), 30_000),
  getCountOfActiveCampaigns: remote(noArgs, LooseNumber),
  getCountOfConnections: remote(noArgs, LooseNumber),
  /** Spec: "pending invites count": `{ pendingInvites }` or the bare count. */
  getUserPersonalData: remote(noArgs, bareOrField('pendingInvites')),
};
