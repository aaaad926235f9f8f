import * as z from 'zod/mini';
import { Ack, LooseBoolean, noArgs, remote } from './shared/define';
import { ProfileSchema } from './shared/entities';
import { LooseNumber, noneIfFalsy, VerdictSchema } from './shared/tolerant';

// Spec 001 section 7 "CRM".

export const crmRemotes = {
  removeConnections: remote(z.tuple([z.object({ ids: z.array(z.number()) })]), Ack, 60_000),
  getAllContacts: remote(
    noArgs,
    z.object({ all: LooseNumber, firstConnections: LooseNumber, leads: LooseNumber }),
  ),
  isDailyManualUpdateExpired: remote(noArgs, LooseBoolean),
  /** Milliseconds until the next bulk update is allowed (0 when allowed now). */
  delayForBulkUpdate: remote(noArgs, LooseNumber),
  getUniqueIndustries: remote(noArgs, z.array(z.string())),
  bulkUpdateConnections: remote(noArgs, Ack, 60_000),
  /** Spec: "falsy on daily limit": any falsy answer is null. */
  getAdvancedUserInfo: remote(z.tuple([ProfileSchema]), noneIfFalsy(ProfileSchema)),
  /** Spec: "returns success flag": a bare flag or `{ success }`. */
  sendUserConnection: remote(
    z.tuple([ProfileSchema]),
    z.pipe(
      VerdictSchema,
      z.transform(({ ok }) => ({ success: ok })),
    ),
  ),
};
