import * as z from 'zod/mini';
import { Ack, LooseBoolean, noArgs, remote } from './shared/define';
import { ProfileSchema } from './shared/entities';

// Spec 001 section 7 "CRM".

export const crmRemotes = {
  removeConnections: remote(z.tuple([z.object({ ids: z.array(z.number()) })]), Ack, 60_000),
  getAllContacts: remote(
    noArgs,
    z.object({ all: z.number(), firstConnections: z.number(), leads: z.number() }),
  ),
  isDailyManualUpdateExpired: remote(noArgs, LooseBoolean),
  /** Milliseconds until the next bulk update is allowed (0 when allowed now). */
  delayForBulkUpdate: remote(noArgs, z.number()),
  getUniqueIndustries: remote(noArgs, z.array(z.string())),
  bulkUpdateConnections: remote(noArgs, Ack, 60_000),
  getAdvancedUserInfo: remote(z.tuple([ProfileSchema]), z.nullable(ProfileSchema)),
  sendUserConnection: remote(z.tuple([ProfileSchema]), z.object({ success: z.boolean() })),
};
