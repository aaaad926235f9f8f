import * as z from 'zod/mini';
import { Ack, LooseBoolean, noArgs, remote } from './shared/define';
import { ProfileSchema } from './shared/entities';
import { LooseNumber, noneIfFalsy, VerdictSchema } from './shared/tolerant';

// Spec 001 section 7 "CRM".

/** The names a count may come under: ours first, then the cards' own words. */
const COUNT_FIELDS = {
  all: ['all', 'allContacts', 'total'],
  firstConnections: ['firstConnections', 'connections', 'firstDegreeConnections'],
  leads: ['leads', 'leadsOfCampaigns', 'campaignLeads'],
} as const;

type ContactCounts = Record<keyof typeof COUNT_FIELDS, number | null>;

/** A count under one of its names (a number, its digits or the list counted); null when none says it. */
function countOf(reply: Record<string, unknown>, names: readonly string[]): number | null {
  for (const name of names) {
    const value = reply[name];
    const count = Array.isArray(value) ? value.length : LooseNumber.safeParse(value).data;
    if (count !== undefined) return count;
  }
  return null;
}

/**
 * getAllContacts: the spec shows the three cards (All Contacts, 1st Connections, Leads of
 * Campaigns), not the reply. The counts under our names or the cards' words, or all the contacts
 * themselves (a list: All Contacts is its length). A count not found is null (shown as none).
 */
const ContactCountsSchema = z.union([
  z.pipe(
    z.looseObject({}),
    z.transform((reply): ContactCounts => ({
      all: countOf(reply, COUNT_FIELDS.all),
      firstConnections: countOf(reply, COUNT_FIELDS.firstConnections),
      leads: countOf(reply, COUNT_FIELDS.leads),
    })),
  ),
  z.pipe(
    z.array(z.unknown()),
    z.transform((contacts): ContactCounts => ({ all: contacts.length, firstConnections: null, leads: null })),
  ),
]);

export const crmRemotes = {
  removeConnections: remote(z.tuple([z.object({ ids: z.array(z.number()) })]), Ack, 60_000),
  getAllContacts: remote(noArgs, ContactCountsSchema),
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
