import type { CampaignModule } from '@/lib/extension/contract/shared/entities';
import { capMessage } from '@/features/campaign-editor/copy';
import { isEditorModule } from '@/features/campaign-editor/constants';
import type { Random } from '../../world/random';
import { makeQueue } from '../../world/seed/campaigns';
import { updateWorld, world } from '../../world/store';
import type { World } from '../../world/types';
import { requireUser, type Handlers, type Remotes } from '../support';
import { now as clockNow } from '@/lib/time/clock';

// Saving campaigns: the editor's part of the simulated extension. It checks what the real
// extension checks: the plan's campaign limit, the type, and the daily caps (the lower of the
// plan's per-day figure and the configured limit), with the extension's own texts.

type SaveReply = ReturnType<Remotes['addCampaign']>;
type SaveError = { code: string | number; message: string; allowed?: number };

const EDITABLE: readonly CampaignModule[] = ['li-auto-conn', 'li-auto-msg', 'li-auto-view', 'li-engage'];

/**
 * The campaign's schema and the random source (faker) load with the first save, not with the
 * simulation's boot: statically, they tied the boot to the app's largest chunk (or to faker).
 */
const loadCampaignSchema = () =>
  import('@/lib/extension/contract/shared/entities').then(({ CampaignSchema }) => CampaignSchema);

const activePlan = (w: World) => w.plans.find((p) => p.id === w.activePlan.planId);

function planLimit(w: World): number {
  return activePlan(w)?.campaignsAllowed ?? Infinity;
}

/** The daily cap of a type: the configured limit, lowered by the plan's per-day figure. */
export function dailyCap(w: World, module: CampaignModule): number {
  const limits = w.extension.baseData.config.limits;
  const plan = activePlan(w);
  const pick = (config: number, fromPlan: number | undefined) => Math.min(config, fromPlan ?? config);
  switch (module) {
    case 'li-auto-msg':
      return pick(limits.messages, plan?.sendMessagesPerDay);
    case 'li-auto-conn':
      return pick(limits.connectionRequests, plan?.connectionRequestsPerDay);
    case 'li-auto-view':
      return pick(limits.profileViews, plan?.profileViewsPerDay);
    default:
      return pick(limits.engagements, plan?.autoLikeShareCommentPerDay);
  }
}

const failure = (error: SaveError): SaveReply => ({ error, campaign: null });

/** The checks both add and update make on the options. */
function checkOptions(w: World, module: CampaignModule, options: Record<string, unknown>): SaveError | null {
  const perDay = options.perDay;
  if (perDay !== undefined) {
    if (typeof perDay !== 'number' || !Number.isInteger(perDay) || perDay < 1)
      return { code: 'invalid_per_day', message: 'perDay must be a whole number of at least 1' };
    const cap = dailyCap(w, module);
    if (perDay > cap)
      return {
        code: 'daily_limit_exceeded',
        message: capMessage(isEditorModule(module) ? module : 'li-engage', cap),
      };
  }
  const delay = options.delay;
  const delay2 = options.delay2;
  if (typeof delay === 'number' && typeof delay2 === 'number' && delay2 < delay)
    return { code: 'invalid_delay', message: 'delay2 must not be below delay' };
  const source = options.source as { type?: unknown } | undefined;
  if (
    source !== undefined &&
    (typeof source !== 'object' || source === null || typeof source.type !== 'string')
  )
    return { code: 'invalid_source', message: 'The campaign source is missing its type' };
  if (module === 'li-auto-msg' && options.message !== undefined) {
    const message = options.message as { message?: unknown } | null;
    if (!message || typeof message.message !== 'string' || !message.message.trim())
      return { code: 'invalid_message', message: 'The campaign has no message' };
  }
  return null;
}

/** A new campaign's members, all In Queue, as if the extension had fetched them from the source. */
function fetchMembers(r: Random, w: World, options: Record<string, unknown>, now: number) {
  const source = (options.source ?? {}) as { type?: string; profileUrls?: string };
  const lines =
    source.type === 'PROFILE_URLS'
      ? (source.profileUrls ?? '').split('\n').filter((l) => l.trim()).length
      : 0;
  const size = Math.min(w.profiles.length, lines || r.int(20, 60));
  let startId = 1;
  for (const queue of Object.values(w.queues))
    for (const item of queue) if (item.id >= startId) startId = item.id + 1;
  return makeQueue(r, w.profiles, size, startId, now, true);
}

export const campaignEditorRemotes: Handlers<
  typeof import('@/lib/extension/contract/campaignEditor').campaignEditorRemotes
> = {
  addCampaign: ({ data }) => {
    requireUser(world());
    return Promise.all([loadCampaignSchema(), import('../../world/random')]).then(
      ([CampaignSchema, { createRandom }]) =>
        updateWorld((w) => {
          const allowed = planLimit(w);
          if (w.campaigns.length >= allowed)
            return failure({ code: 'plan_limit_reached', message: 'Plan limit reached', allowed });
          const module = data.module as CampaignModule;
          if (!EDITABLE.includes(module))
            return failure({
              code: 'invalid_module',
              message: `Unknown campaign type ${String(data.module)}`,
            });
          if (typeof data.name !== 'string' || !data.name.trim())
            return failure({ code: 'invalid_name', message: 'Campaign name is required' });
          const options = (data.options ?? {}) as Record<string, unknown>;
          const problem = checkOptions(w, module, options);
          if (problem) return failure(problem);
          const now = clockNow();
          const id = w.nextCampaignId;
          const queue = fetchMembers(createRandom(w.seed + id), w, options, now);
          const parsed = CampaignSchema.safeParse({
            ...data,
            status: 'Added',
            id,
            created: now,
            updated: now,
            lastRunDate: null,
            progress: 0,
            message: null,
            data: {
              doneToday: 0,
              doneTotal: 0,
              resultCount: queue.length,
              lastMemberId: null,
              lastQueueItemId: null,
            },
          });
          if (!parsed.success)
            return failure({
              code: 'invalid_campaign',
              message: parsed.error.issues[0]?.message ?? 'Invalid campaign',
            });
          w.nextCampaignId += 1;
          w.campaigns.push(parsed.data);
          w.queues[String(id)] = queue;
          return { error: null, campaign: parsed.data };
        }),
    );
  },
  updateCampaign: ({ data, campaignId }) => {
    requireUser(world());
    return loadCampaignSchema().then((CampaignSchema) =>
      updateWorld((w) => {
        const campaign = w.campaigns.find((c) => c.id === campaignId);
        if (!campaign) return failure({ code: 404, message: 'Campaign not found' });
        if (data.module !== undefined && data.module !== campaign.module)
          return failure({ code: 'invalid_module', message: 'The type of a campaign cannot change' });
        if (data.name !== undefined && (typeof data.name !== 'string' || !data.name.trim()))
          return failure({ code: 'invalid_name', message: 'Campaign name is required' });
        const options = (data.options ?? {}) as Record<string, unknown>;
        const problem = checkOptions(w, campaign.module, options);
        if (problem) return failure(problem);
        const parsed = CampaignSchema.safeParse({
          ...campaign,
          ...(typeof data.name === 'string' ? { name: data.name.trim() } : {}),
          options: { ...campaign.options, ...options },
          id: campaignId,
          updated: clockNow(),
        });
        if (!parsed.success)
          return failure({
            code: 'invalid_campaign',
            message: parsed.error.issues[0]?.message ?? 'Invalid campaign',
          });
        Object.assign(campaign, parsed.data);
        return { error: null, campaign };
      }),
    );
  },
  updateData: ({ campaignId, options }) =>
    updateWorld((w) => {
      const campaign = w.campaigns.find((c) => c.id === campaignId);
      if (!campaign) return false;
      campaign.options = { ...campaign.options, ...options };
      return true;
    }),
  getMyGroups: () => ({ response: { elements: world().groups } }),
  // The connections (1st degree) whose name, headline or company holds every word of the query,
  // as a bare list of profiles: the spec shows no reply shape, so nothing more (no total, no paging).
  searchMyConnections: (query) => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return world().profiles.filter((p) => {
      if (p.distance !== 1) return false;
      const text = [p.firstName, p.lastName, p.occupation, p.companyName].join(' ').toLowerCase();
      return words.every((w) => text.includes(w));
    });
  },
};
