import type { ExtensionImplementation } from '@/lib/extension/contract';
import { CampaignDataReplySchema } from '@/lib/extension/contract/campaignDetail';
import { LinkedinAccountSchema } from '@/lib/extension/contract/session';
import { VerdictSchema } from '@/lib/extension/contract/shared/tolerant';
import { ActivePlanSchema } from '@/lib/extension/contract/subscriptions';
import { SPEC_COMMANDS, SPEC_REMOTES } from '@/lib/extension/contract/specCalls';
import type { World } from '../../world/types';
import { SimulatedFailure, type SimulatedImplementation } from '../support';

// The spec profile (?extension=spec): the simulated extension as an extension built only to the
// spec files would be. It answers exactly the calls their section 7 names; any other call gets no
// answer (Chrome then tells the app "The message port closed before a response was received.").
// Where the spec shows no shape it answers the plainest reading; the handful of replies that
// differ from the full profile's are reshaped here, over the full profile's handlers.

/** The plan features the spec names a key for (spec 001 section 1: "feature key dripCampaign"). */
export const SPEC_PLAN_FEATURES = ['dripCampaign'] as const;

const pick = <T extends object, K extends keyof T>(from: T, names: readonly K[]): Pick<T, K> =>
  Object.fromEntries(names.map((name) => [name, from[name]])) as Pick<T, K>;

/** A stable number for a LinkedIn account id: the spec does not say ids are text, so they are numbers. */
export function numericAccountId(id: string): number {
  if (/^\d+$/.test(id)) return Number(id);
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The account as the spec lists it: id (a number), firstName, lastName, email. */
export const specAccount = (wire: unknown) => {
  const account = wire ? LinkedinAccountSchema.parse(wire) : null;
  return account
    ? {
        id: numericAccountId(account.id),
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
      }
    : null;
};

/** The world's id of an account the app sends back with its numeric id (the assign call). */
export function accountIdFromWire(w: World, id: unknown): string {
  if (typeof id !== 'number') return typeof id === 'string' ? id.trim() : '';
  const known = [w.extension.currentLinkedinUser, ...w.server.users.map((u) => u.linkedinAccount)];
  return known.find((a) => a && numericAccountId(a.id) === id)?.id ?? String(id);
}

/** Plan settings with only the feature keys the spec names. */
export function specPlanSettings(settings: World['server']['planSettings']): World['server']['planSettings'] {
  if (!settings) return settings;
  return Object.fromEntries(
    Object.entries(settings).map(([planId, plan]) => [
      planId,
      {
        ...plan,
        features: Object.fromEntries(
          Object.entries(plan.features).filter(([name]) =>
            (SPEC_PLAN_FEATURES as readonly string[]).includes(name),
          ),
        ),
      },
    ]),
  );
}

/** getCampaignData's two forms in the spec: `{id}`, and `[{campaignId, queueItems}]` (those items only). */
interface CampaignDataQuery {
  id?: number;
  campaignId?: number;
  queueItems?: unknown[];
}
const itemId = (item: unknown) =>
  typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item;

/** The full profile's handlers, narrowed to the spec's calls and shapes. */
export function specProfile(full: ExtensionImplementation): SimulatedImplementation {
  const { commands, remotes } = full;
  return {
    unhandled: 'no-answer',
    commands: {
      ...pick(commands, SPEC_COMMANDS),
      getUser: async (fields) => {
        const user = await commands.getUser(fields);
        return { ...user, linkedinAccount: specAccount(user.linkedinAccount) };
      },
    },
    remotes: {
      ...pick(remotes, SPEC_REMOTES),
      // An acknowledgement: true when the account checks out, false when not.
      checkAccount: async () => VerdictSchema.parse(await remotes.checkAccount()).ok,
      fetchCurrentLinkedinUser: async () => specAccount(await remotes.fetchCurrentLinkedinUser()),
      // Filters of time and names only; campaignId is the full profile's addition.
      getEvents: (filters) => remotes.getEvents({ from: filters.from, to: filters.to, names: filters.names }),
      // The spec filters by id only ("also called with a filter of id").
      getCampaigns: (filter) =>
        remotes.getCampaigns(filter?.id === undefined ? undefined : { id: filter.id }),
      // The campaign data whole: no paging, no search, no counts.
      getCampaignData: async (query) => {
        const { id, campaignId, queueItems } = query as CampaignDataQuery;
        const campaign = id ?? campaignId;
        if (typeof campaign !== 'number') throw new SimulatedFailure('getCampaignData needs a campaign id');
        const whole = CampaignDataReplySchema.parse(
          await remotes.getCampaignData({ id: campaign, page: 0, size: Number.MAX_SAFE_INTEGER }),
        );
        const wanted = queueItems && new Set(queueItems.map(itemId));
        const items = wanted ? whole.items.filter((i) => wanted.has(i.id)) : whole.items;
        return { campaign: whole.campaign, items, total: items.length };
      },
      // Dates as the server writes them in JSON: ISO text.
      'subscriptions.fetchActivePlanOfCurrentUser': async () => {
        const active = ActivePlanSchema.parse(await remotes['subscriptions.fetchActivePlanOfCurrentUser']());
        const end = active.me.airwallexPlanEndDate;
        return {
          ...active,
          me: { ...active.me, airwallexPlanEndDate: end == null ? null : new Date(end).toISOString() },
        };
      },
    },
  };
}
