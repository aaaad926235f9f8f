import { FOLLOW_UP_DEFAULTS, LAST_ACTIVE_LIMIT_DEFAULT } from './constants';
import type { Campaign, SourceType } from '@/lib/extension/contract';
import { now as clockNow } from '@/lib/time/clock';
import { isEditorModule, SOURCES_BY_MODULE, type EditorModule } from './constants';
import { defaultFormValues } from './defaults';
import { applyDelayGap, sliderConfig } from './limits';
import type { CampaignFormValues } from './schemas/campaignForm';
import type { SourceFormValues } from './schemas/source';

// To and from the extension's campaign shape (the `data` of addCampaign / updateCampaign).

/** The source as the extension stores it: only the fields of its type. */
function toSourceOptions(s: SourceFormValues): Record<string, unknown> {
  switch (s.type) {
    case 'PEOPLE_SEARCH':
      return { type: s.type, searchUrl: s.searchUrl.trim() };
    case 'POST_COMMENTS':
    case 'POST_REACTIONS':
      return { type: s.type, postUrl: s.postUrl.trim() };
    case 'PROFILE_URLS':
      return { type: s.type, profileUrls: s.profileUrls.trim() };
    case 'GROUP_MEMBERS':
      return { type: s.type, groupId: s.groupId, pendingOnly: s.pendingOnly };
    case 'CONNECTIONS':
      return { type: s.type, connectionSearch: s.connectionSearch.trim() };
    case 'NEW_CONNECTIONS':
      return {
        type: s.type,
        createdAfter: s.createdAfter,
        initialDelay: s.initialDelay,
        filterByCampaigns: s.filterByCampaigns,
        filterCampaigns: s.filterByCampaigns ? s.filterCampaigns : [],
      };
    case 'OTHER_CAMPAIGNS':
      return { type: s.type, inputCampaigns: s.inputCampaigns, inputStates: s.inputStates };
  }
}

/** The `data` of addCampaign / updateCampaign: name, module and the options of the type. */
export function toCampaignData(
  v: CampaignFormValues,
  previousOptions: Record<string, unknown> = {},
): { name: string; module: EditorModule; options: Record<string, unknown> } {
  const perDay = v.perDay === '' ? 1 : v.perDay;
  const previousSource = (previousOptions.source ?? {}) as Record<string, unknown>;
  const common: Record<string, unknown> = {
    source: {
      ...(previousSource.type === v.source.type ? previousSource : {}),
      ...toSourceOptions(v.source),
    },
    tasklist: v.tasklist,
    excludeKeywords: v.excludeKeywords,
    perDay,
    delay: v.delay[0],
    delay2: v.delay[1],
    fetchMethod: v.fetchMethod,
    pauseAfterFetch: v.pauseAfterFetch,
    postProfiles: v.postProfiles,
    webhookUrl: v.webhookUrl.trim(),
  };
  let typed: Record<string, unknown> = {};
  switch (v.module) {
    case 'li-auto-msg': {
      const m = v.msg.message;
      typed = {
        message: m
          ? {
              id: m.id,
              name: m.name,
              subject: m.subject.trim(),
              message: m.message,
              followUps: m.followUps.map((f) => ({
                message: f.message,
                afterDays: f.afterDays,
                onlyIfViewed: f.onlyIfViewed,
              })),
              chatDelay: m.chatDelay,
              splitMessage: m.splitMessage,
            }
          : null,
        excludeIfAlreadyTalked: v.msg.excludeIfAlreadyTalked,
        ignoreFirstMessage: v.msg.ignoreFirstMessage,
        excludeIfLastMessageType: v.msg.excludeIfLastMessageType || null,
        forceCreateNewConversations: v.msg.forceCreateNewConversations,
        reachabilityFilter: v.msg.reachabilityFilter,
        lastActiveLimit: v.msg.lastActiveLimit,
      };
      break;
    }
    case 'li-auto-conn':
      typed = { proposal: v.connect.proposal };
      break;
    case 'li-auto-view':
      typed = { ...v.view };
      break;
    case 'li-engage':
      typed = {
        like: v.engage.like,
        share: v.engage.share,
        comment: v.engage.comment,
        comments: v.engage.comments.map((c) => c.text.trim()).filter(Boolean),
        period: v.engage.period,
        excludeViewed: v.engage.excludeViewed,
        autoEndorse: v.engage.autoEndorse,
        endorseCount: v.engage.endorseCount,
      };
      break;
  }
  return { name: v.name.trim(), module: v.module, options: { ...previousOptions, ...common, ...typed } };
}

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
const nums = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);
const ids = (v: unknown) =>
  Array.isArray(v)
    ? v.filter((x): x is number | string => typeof x === 'number' || typeof x === 'string')
    : [];
const rec = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Edit mode: a stored campaign as form values (missing options take the defaults). */
export function fromCampaign(
  campaign: Pick<Campaign, 'name' | 'module' | 'options'>,
  now = clockNow(),
): CampaignFormValues {
  const module = isEditorModule(campaign.module) ? campaign.module : 'li-auto-msg';
  const d = defaultFormValues(module, now);
  const o = rec(campaign.options);
  const s = rec(o.source);
  const type =
    typeof s.type === 'string' && (SOURCES_BY_MODULE[module] as readonly string[]).includes(s.type)
      ? (s.type as SourceType)
      : d.source.type;
  const m =
    o.message && typeof o.message === 'object' && Object.keys(o.message).length ? rec(o.message) : null;
  const e = d.engage;
  return {
    ...d,
    name: campaign.name,
    source: {
      type,
      searchUrl: str(s.searchUrl),
      postUrl: str(s.postUrl),
      profileUrls: str(s.profileUrls),
      groupId: str(s.groupId),
      pendingOnly: bool(s.pendingOnly, false),
      connectionSearch: str(s.connectionSearch),
      inputCampaigns: nums(s.inputCampaigns),
      inputStates: nums(s.inputStates),
      createdAfter: num(s.createdAfter, now),
      initialDelay: num(s.initialDelay, 0),
      filterByCampaigns: bool(s.filterByCampaigns, false),
      filterCampaigns: nums(s.filterCampaigns),
    },
    tasklist: nums(o.tasklist),
    excludeKeywords: ids(o.excludeKeywords),
    perDay: Math.max(1, Math.floor(num(o.perDay, 1))),
    delay: applyDelayGap([num(o.delay, d.delay[0]), num(o.delay2, d.delay[1])], sliderConfig(module)),
    fetchMethod: o.fetchMethod === 'full' ? 'full' : 'partial',
    pauseAfterFetch: bool(o.pauseAfterFetch, false),
    postProfiles: bool(o.postProfiles, false),
    webhookUrl: str(o.webhookUrl),
    msg: {
      message: m
        ? {
            id: typeof m.id === 'number' || typeof m.id === 'string' ? m.id : null,
            name: str(m.name),
            subject: str(m.subject),
            message: str(m.message),
            followUps: (Array.isArray(m.followUps) ? m.followUps : []).map((f) => {
              const r = rec(f);
              return {
                message: str(r.message),
                afterDays: num(r.afterDays, FOLLOW_UP_DEFAULTS.afterDays),
                onlyIfViewed: bool(r.onlyIfViewed, false),
              };
            }),
            chatDelay: num(m.chatDelay, FOLLOW_UP_DEFAULTS.chatDelay),
            splitMessage: bool(m.splitMessage, FOLLOW_UP_DEFAULTS.splitMessage),
          }
        : null,
      excludeIfAlreadyTalked: bool(o.excludeIfAlreadyTalked, d.msg.excludeIfAlreadyTalked),
      ignoreFirstMessage: bool(o.ignoreFirstMessage, false),
      excludeIfLastMessageType:
        o.excludeIfLastMessageType === 'incoming' || o.excludeIfLastMessageType === 'outgoing'
          ? o.excludeIfLastMessageType
          : '',
      forceCreateNewConversations: bool(o.forceCreateNewConversations, false),
      reachabilityFilter: bool(o.reachabilityFilter, false),
      lastActiveLimit: num(o.lastActiveLimit, LAST_ACTIVE_LIMIT_DEFAULT),
    },
    connect: { proposal: str(o.proposal) },
    view: {
      excludeViewed: bool(o.excludeViewed, d.view.excludeViewed),
      autoEndorse: bool(o.autoEndorse, false),
      endorseCount: num(o.endorseCount, 0),
    },
    engage: {
      like: bool(o.like, e.like),
      share: bool(o.share, e.share),
      comment: bool(o.comment, e.comment),
      comments: (Array.isArray(o.comments) ? o.comments : [])
        .filter((c): c is string => typeof c === 'string')
        .map((text) => ({ text })),
      period: num(o.period, e.period),
      excludeViewed: bool(o.excludeViewed, e.excludeViewed),
      autoEndorse: bool(o.autoEndorse, e.autoEndorse),
      endorseCount: num(o.endorseCount, e.endorseCount),
    },
  };
}
