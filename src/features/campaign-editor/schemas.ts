import { z } from 'zod';
import {
  DEFAULT_DAILY_CAPS,
  DELAY_SLIDERS,
  ENGAGE_PERIOD_RANGE,
  FOLLOW_UP_DEFAULTS,
  LAST_ACTIVE_LIMIT_DEFAULT,
  PERSONAL_NOTE_MAX,
} from '@/lib/constants';
import type { Campaign, Limits, SourceType } from '@/lib/extension/contract';
import { now as clockNow } from '@/lib/time/clock';

// The campaign editor's rules (spec 001 sections 3, 5, 8 and 9): form values, their zod
// schemas per campaign type, and the pure helpers the form uses (delay gap, per-day cap,
// URL checks, profile-URL cleaning, conversion to and from the extension's campaign shape).

// ---------------------------------------------------------------------------------------------
// Types of campaign and their sources

export const EDITOR_MODULES = ['li-auto-view', 'li-auto-conn', 'li-auto-msg', 'li-engage'] as const;
export const EditorModuleSchema = z.enum(EDITOR_MODULES);
export type EditorModule = z.infer<typeof EditorModuleSchema>;
export const isEditorModule = (m: unknown): m is EditorModule => EditorModuleSchema.safeParse(m).success;

/** The objective cards, in the spec's order: view profile, connect, message, engage. */
export const OBJECTIVES: { module: EditorModule; title: string; description: string }[] = [
  {
    module: 'li-auto-view',
    title: 'View Profiles',
    description: 'View targeted profiles and optionally endorse their skills.',
  },
  {
    module: 'li-auto-conn',
    title: 'Grow your Network',
    description: 'Send bulk connection requests with a personal note.',
  },
  {
    module: 'li-auto-msg',
    title: 'Send Messages',
    description: 'Send bulk personalised messages built from profile data.',
  },
  {
    module: 'li-engage',
    title: 'Auto like, share, and comment',
    description: 'Like, share or comment on the latest posts of targeted people.',
  },
];
export const objectiveTitle = (m: EditorModule) => OBJECTIVES.find((o) => o.module === m)?.title ?? m;

export const SOURCE_LABELS: Record<SourceType, string> = {
  PEOPLE_SEARCH: 'LinkedIn people search',
  POST_COMMENTS: 'People who commented on a post',
  POST_REACTIONS: 'People who reacted to a post',
  PROFILE_URLS: 'List of profile URLs',
  GROUP_MEMBERS: 'Members of a group',
  CONNECTIONS: 'My connections',
  NEW_CONNECTIONS: 'New connections',
  OTHER_CAMPAIGNS: 'People from other campaigns',
};

/** Which sources each type offers (spec 001 section 9). */
export const SOURCES_BY_MODULE: Record<EditorModule, readonly SourceType[]> = {
  'li-auto-msg': [
    'PEOPLE_SEARCH',
    'POST_COMMENTS',
    'POST_REACTIONS',
    'PROFILE_URLS',
    'GROUP_MEMBERS',
    'CONNECTIONS',
    'NEW_CONNECTIONS',
    'OTHER_CAMPAIGNS',
  ],
  'li-auto-view': [
    'PEOPLE_SEARCH',
    'POST_COMMENTS',
    'POST_REACTIONS',
    'PROFILE_URLS',
    'GROUP_MEMBERS',
    'CONNECTIONS',
    'NEW_CONNECTIONS',
    'OTHER_CAMPAIGNS',
  ],
  // Connect omits CONNECTIONS and NEW_CONNECTIONS: they are already connected.
  'li-auto-conn': [
    'PEOPLE_SEARCH',
    'POST_COMMENTS',
    'POST_REACTIONS',
    'PROFILE_URLS',
    'GROUP_MEMBERS',
    'OTHER_CAMPAIGNS',
  ],
  'li-engage': [
    'PEOPLE_SEARCH',
    'PROFILE_URLS',
    'GROUP_MEMBERS',
    'CONNECTIONS',
    'OTHER_CAMPAIGNS',
    'POST_COMMENTS',
    'POST_REACTIONS',
  ],
};
export const DEFAULT_SOURCE_TYPE: SourceType = 'PEOPLE_SEARCH';

/** Queue states a source campaign's members can be taken from (other-campaign state filter 0-3). */
export const INPUT_STATES = [
  { value: 0, label: 'In Queue' },
  { value: 1, label: 'Success' },
  { value: 2, label: 'Skipped' },
  { value: 3, label: 'Failed' },
] as const;

// ---------------------------------------------------------------------------------------------
// Texts (spec 001 sections 5 and 8, verbatim where the spec gives them)

export const MESSAGES = {
  nameRequired: 'Campaign name is required',
  objectiveRequired: 'Please select a campaign objective',
  messageChoiceRequired: 'Message choice is required',
  messageTextRequired: 'Message text is required',
  subjectRequired: 'A subject is required for sales navigator messages',
  reviewErrors: 'Please review and correct errors',
  searchUrlRequired: 'Linkedin people search URL is required',
  postUrlRequired: 'Linkedin post URL is required',
  profileUrlsRequired: 'Linkedin profile URLs is required',
  invalidUrl: 'Invalid URL. Please review the URL',
  salesNavigatorNotInPlan: 'Your current plan does not support sales navigator URLs',
  groupRequired: 'Source group is required',
  sourceCampaignsRequired: 'Source campaigns is required',
  filterCampaignsRequired: 'filterCampaigns is required',
  sourceTypeInvalid: 'Please choose a source this campaign type offers',
  followUpsNotInPlan: 'Your plan does not support sending follow up messages',
  followUpDelay: 'Follow-up delay must be at least 1 day',
  followUpMessageRequired: 'Follow-up message is required',
  chatDelay: 'Chat delay must be a whole number of seconds, 0 or more',
  perDayMin: 'The daily limit must be at least 1',
  personalNoteMax: `The personal note can have at most ${PERSONAL_NOTE_MAX} characters`,
  engagePeriod: `The period must be a whole number of days from ${ENGAGE_PERIOD_RANGE.min} to ${ENGAGE_PERIOD_RANGE.max}`,
  engageOneAction: 'Choose exactly one action: like, share or comment',
  commentsRequired: 'Add at least one comment',
  commentRequired: 'Comment text is required',
  endorseCount: 'Endorse count must be a whole number, 0 or more (0 endorses all visible skills)',
  lastActiveLimit: 'Last active limit must be a whole number of days, at least 1',
  initialDelay: 'Initial delay must be a whole number, 0 or more',
  webhookUrl: 'Webhook URL must be a valid http(s) URL',
  webhookRequired: 'A webhook URL is required to post profiles',
  delayRange: 'The delay range is not valid',
  sourceLocked: 'Activated campaigns cannot change their source',
} as const;

export const planLimitMessage = (allowed: number | string) =>
  `You’ve reached your plan limit of ${allowed} campaigns. Please delete an existing campaign or upgrade your plan to create more.`;
export const saveErrorMessage = (code: string | number | undefined, message: string) =>
  `Error Code ${code ?? 'unknown'}, ${message}`;

/** The spec's daily-cap text of each type (section 8; engage from section 5). */
export function capMessage(module: EditorModule, n: number): string {
  switch (module) {
    case 'li-auto-msg':
      return `You can't send more than ${n} messages per day`;
    case 'li-auto-conn':
      return `You can't send more than ${n} connection requests per day`;
    case 'li-auto-view':
      return `You can't view more than ${n} profiles per day`;
    case 'li-engage':
      return `You can't do more than ${n} engagements per day`;
  }
}

/** The configured daily cap of a type (baseData.config.limits, defaults from section 9). */
export function dailyCapFor(module: EditorModule, limits: Partial<Limits> | null | undefined): number {
  const l = { ...DEFAULT_DAILY_CAPS, ...(limits ?? {}) };
  switch (module) {
    case 'li-auto-msg':
      return l.messages;
    case 'li-auto-conn':
      return l.connectionRequests;
    case 'li-auto-view':
      return l.profileViews;
    case 'li-engage':
      return l.engagements;
  }
}

// ---------------------------------------------------------------------------------------------
// Pure helpers

export interface SliderConfig {
  min: number;
  max: number;
  gap: number;
  step: number;
}
export const sliderConfig = (module: EditorModule): SliderConfig => DELAY_SLIDERS[module];

/**
 * The delay range rule: both ends inside [min, max], the upper end at least `gap` above the
 * lower; when it is not, the upper end is moved (and, at the top of the scale, the lower one).
 */
export function applyDelayGap(range: readonly [number, number], cfg: SliderConfig): [number, number] {
  const clamp = (v: number) => Math.min(cfg.max, Math.max(cfg.min, Number.isFinite(v) ? v : cfg.min));
  const a = clamp(range[0]);
  const b = clamp(range[1]);
  let lo = Math.min(a, b);
  let hi = Math.max(a, b);
  if (hi - lo < cfg.gap) hi = lo + cfg.gap;
  if (hi > cfg.max) {
    hi = cfg.max;
    lo = Math.max(cfg.min, cfg.max - cfg.gap);
  }
  return [lo, hi];
}

/**
 * The default delay of a type. The spec's defaults do not all fit its own sliders (connect
 * 45-75 s under a 60 s minimum and gap; engage 30-90 s under a 100 s gap), so they pass
 * through the same gap rule: connect 60-120 s, engage 30-130 s.
 */
export const defaultDelay = (module: EditorModule): [number, number] =>
  applyDelayGap(DELAY_SLIDERS[module].defaults as readonly [number, number], sliderConfig(module));

/** Slider value text: engage shows minutes to two decimals from 60 s; everything else seconds. */
export function formatDelay(module: EditorModule, seconds: number): string {
  if (module === 'li-engage') return seconds >= 60 ? `${(seconds / 60).toFixed(2)} min` : `${seconds} s`;
  return `${seconds} s`;
}

/** Mark labels of the other types: 30 s, 5 min, 15 min. */
export function formatMark(module: EditorModule, seconds: number): string {
  if (module === 'li-engage') return formatDelay(module, seconds);
  return seconds < 60 ? `${seconds} s` : `${seconds / 60} min`;
}

/**
 * The per-day rule: an empty value becomes 1, the minimum is 1, and a value over the
 * configured cap is set to the cap with the type's message.
 */
export function normalizePerDay(
  raw: unknown,
  cap: number,
  module: EditorModule,
): { value: number; error?: string } {
  if (raw === '' || raw === null || raw === undefined) return { value: 1 };
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (!Number.isFinite(n)) return { value: 1 };
  const whole = Math.floor(n);
  if (whole < 1) return { value: 1 };
  if (whole > cap) return { value: cap, error: capMessage(module, cap) };
  return { value: whole };
}

export const LINKEDIN_ORIGINS = ['https://www.linkedin.com', 'https://linkedin.com'] as const;
export const PEOPLE_SEARCH_PREFIX = 'https://www.linkedin.com/search/results/people/';
export const SALES_SEARCH_PREFIXES = [
  'https://www.linkedin.com/sales/search/people',
  'https://www.linkedin.com/sales/lists/people',
] as const;
export const POST_PREFIXES = [
  'https://www.linkedin.com/posts/',
  'https://www.linkedin.com/feed/update/',
] as const;
const PROFILE_URL =
  /^https:\/\/(www\.)?linkedin\.com\/(in|sales\/lead|sales\/people)\/[^\s/?#]+\/?([?#]\S*)?$/i;

/** A sales navigator URL contains /sales/. */
export const isSalesNavigatorUrl = (url: string | undefined | null) => !!url && url.includes('/sales/');
export const isPeopleSearchUrl = (url: string) =>
  url.startsWith(PEOPLE_SEARCH_PREFIX) || SALES_SEARCH_PREFIXES.some((p) => url.startsWith(p));
export const isPostUrl = (url: string) => POST_PREFIXES.some((p) => url.startsWith(p));
export const isProfileUrl = (line: string) => PROFILE_URL.test(line);

const profileKey = (url: string) =>
  url
    .toLowerCase()
    .replace(/^https:\/\/linkedin\.com/, 'https://www.linkedin.com')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');

/**
 * Profile URLs, one per line: blank, non-matching and duplicate lines are dropped (and sales
 * navigator lines when the plan lacks that feature).
 */
export function cleanProfileUrls(
  text: string,
  salesNavigatorAllowed = true,
): { text: string; kept: number; dropped: number; salesNavigatorDropped: number } {
  const seen = new Set<string>();
  const kept: string[] = [];
  let dropped = 0;
  let salesNavigatorDropped = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (!isProfileUrl(line)) {
      dropped += 1;
      continue;
    }
    if (!salesNavigatorAllowed && isSalesNavigatorUrl(line)) {
      salesNavigatorDropped += 1;
      continue;
    }
    const key = profileKey(line);
    if (seen.has(key)) {
      dropped += 1;
      continue;
    }
    seen.add(key);
    kept.push(line);
  }
  return { text: kept.join('\n'), kept: kept.length, dropped, salesNavigatorDropped };
}

/** The pending-only group option exists only when the viewer's membership is not MEMBER. */
export const pendingOnlyAllowed = (membershipStatus: string | null | undefined) =>
  !!membershipStatus && membershipStatus !== 'MEMBER';

/** groupUrn 'urn:li:group:1001' -> '1001'. */
export const groupIdFromUrn = (urn: string) => urn.split(':').pop() ?? urn;

/** Whether the campaign's source runs on sales navigator (subject needed, some shortcodes hidden). */
export function usesSalesNavigator(
  source: Pick<SourceFormValues, 'type' | 'searchUrl' | 'profileUrls'>,
): boolean {
  if (source.type === 'PEOPLE_SEARCH') return isSalesNavigatorUrl(source.searchUrl);
  if (source.type === 'PROFILE_URLS')
    return source.profileUrls.split(/\r?\n/).some((l) => isSalesNavigatorUrl(l));
  return false;
}

export const SHORTCODES = [
  'FIRST_NAME',
  'LAST_NAME',
  'LOCATION',
  'COMPANY_NAME',
  'OCCUPATION',
  'HEADLINE',
  'INDUSTRY',
] as const;
export type Shortcode = (typeof SHORTCODES)[number];
/** The shortcodes offered: the last four are hidden for sales navigator sources. */
export const shortcodesFor = (salesNavigator: boolean): readonly Shortcode[] =>
  salesNavigator ? SHORTCODES.slice(0, 3) : SHORTCODES;
export const shortcodeToken = (code: Shortcode) => `{${code}}`;

/** Inserts `token` over the selection [start, end) and gives the caret position after it. */
export function insertAt(
  text: string,
  token: string,
  start: number | null | undefined,
  end?: number | null,
): { text: string; caret: number } {
  const s = Math.max(0, Math.min(text.length, start ?? text.length));
  const e = Math.max(s, Math.min(text.length, end ?? s));
  return { text: text.slice(0, s) + token + text.slice(e), caret: s + token.length };
}

// ---------------------------------------------------------------------------------------------
// Form values

export interface SourceFormValues {
  type: SourceType;
  searchUrl: string;
  postUrl: string;
  profileUrls: string;
  groupId: string;
  pendingOnly: boolean;
  connectionSearch: string;
  inputCampaigns: number[];
  inputStates: number[];
  createdAfter: number;
  initialDelay: number;
  filterByCampaigns: boolean;
  filterCampaigns: number[];
}

export interface FollowUpValues {
  message: string;
  afterDays: number;
  onlyIfViewed: boolean;
}

/** The chosen saved message, editable, with its follow-ups. */
export interface MessageChoiceValues {
  id: number | string | null;
  name: string;
  subject: string;
  message: string;
  followUps: FollowUpValues[];
  chatDelay: number;
  splitMessage: boolean;
}

export type LastMessageType = '' | 'incoming' | 'outgoing';

export interface MessageTypeValues {
  message: MessageChoiceValues | null;
  excludeIfAlreadyTalked: boolean;
  ignoreFirstMessage: boolean;
  excludeIfLastMessageType: LastMessageType;
  forceCreateNewConversations: boolean;
  reachabilityFilter: boolean;
  lastActiveLimit: number;
}

export interface ConnectTypeValues {
  proposal: string;
}

export interface ViewTypeValues {
  excludeViewed: boolean;
  autoEndorse: boolean;
  endorseCount: number;
}

export interface EngageTypeValues extends ViewTypeValues {
  like: boolean;
  share: boolean;
  comment: boolean;
  comments: { text: string }[];
  period: number;
}

export type FetchMethod = 'partial' | 'full';

/** Every field of every type; the schema of the chosen type checks its own part. */
export interface CampaignFormValues {
  module: EditorModule;
  name: string;
  source: SourceFormValues;
  tasklist: number[];
  excludeKeywords: (number | string)[];
  perDay: number | '';
  delay: [number, number];
  fetchMethod: FetchMethod;
  pauseAfterFetch: boolean;
  postProfiles: boolean;
  webhookUrl: string;
  msg: MessageTypeValues;
  connect: ConnectTypeValues;
  view: ViewTypeValues;
  engage: EngageTypeValues;
}

export function defaultSource(now = clockNow()): SourceFormValues {
  return {
    type: DEFAULT_SOURCE_TYPE,
    searchUrl: '',
    postUrl: '',
    profileUrls: '',
    groupId: '',
    pendingOnly: false,
    connectionSearch: '',
    inputCampaigns: [],
    inputStates: [],
    createdAfter: now,
    initialDelay: 0,
    filterByCampaigns: false,
    filterCampaigns: [],
  };
}

export const newFollowUp = (): FollowUpValues => ({
  message: '',
  afterDays: FOLLOW_UP_DEFAULTS.afterDays,
  onlyIfViewed: false,
});

/** A saved message (list item) as the editable choice. */
export function messageChoiceFromListItem(item: {
  id: number | string;
  name: string;
  data: { subject?: string; message?: string };
}): MessageChoiceValues {
  return {
    id: item.id,
    name: item.name,
    subject: item.data.subject ?? '',
    message: item.data.message ?? '',
    followUps: [],
    chatDelay: FOLLOW_UP_DEFAULTS.chatDelay,
    splitMessage: FOLLOW_UP_DEFAULTS.splitMessage,
  };
}

/** Create mode: the default options of a type (section 9). */
export function defaultFormValues(module: EditorModule, now = clockNow()): CampaignFormValues {
  return {
    module,
    name: '',
    source: defaultSource(now),
    tasklist: [],
    excludeKeywords: [],
    perDay: 1,
    delay: defaultDelay(module),
    fetchMethod: 'partial',
    pauseAfterFetch: false,
    postProfiles: false,
    webhookUrl: '',
    msg: {
      message: null,
      excludeIfAlreadyTalked: true,
      ignoreFirstMessage: false,
      excludeIfLastMessageType: '',
      forceCreateNewConversations: false,
      reachabilityFilter: false,
      lastActiveLimit: LAST_ACTIVE_LIMIT_DEFAULT,
    },
    connect: { proposal: '' },
    view: { excludeViewed: true, autoEndorse: false, endorseCount: 0 },
    engage: {
      like: true,
      share: false,
      comment: false,
      comments: [],
      period: 1,
      excludeViewed: false,
      autoEndorse: false,
      endorseCount: 0,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Schemas

export interface SchemaContext {
  /** The configured daily cap of the type. */
  cap: number;
  salesNavigatorAllowed: boolean;
  dripCampaignAllowed: boolean;
}

const wholeNumber = (message: string, min: number, max?: number) => {
  let s = z.number({ error: message }).int({ error: message }).min(min, { error: message });
  if (max !== undefined) s = s.max(max, { error: message });
  return s;
};

const idList = z.array(z.union([z.number(), z.string()]));

/** The name field. */
export const NameSchema = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, { error: MESSAGES.nameRequired });

/** The objective (type) picker. */
export const ObjectiveSchema = z.enum(EDITOR_MODULES, { error: MESSAGES.objectiveRequired });

/** perDay: empty becomes 1, at least 1, at most the cap (with the type's message). */
export function perDaySchema(module: EditorModule, cap: number) {
  return z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 1 : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: MESSAGES.perDayMin })
      .int({ error: MESSAGES.perDayMin })
      .min(1, { error: MESSAGES.perDayMin })
      .max(cap, { error: capMessage(module, cap) }),
  );
}

/** The two-handle delay: inside the type's scale and at least its gap apart. */
export function delaySchema(module: EditorModule) {
  const cfg = sliderConfig(module);
  return z
    .tuple([z.number(), z.number()])
    .refine(([lo, hi]) => lo >= cfg.min && hi <= cfg.max && lo <= hi, { error: MESSAGES.delayRange })
    .refine(([lo, hi]) => hi - lo >= cfg.gap, {
      error: `The delays must be at least ${cfg.gap} seconds apart`,
    });
}

export const SourceFormSchema = z.object({
  type: z.enum([
    'PEOPLE_SEARCH',
    'POST_COMMENTS',
    'POST_REACTIONS',
    'PROFILE_URLS',
    'GROUP_MEMBERS',
    'CONNECTIONS',
    'NEW_CONNECTIONS',
    'OTHER_CAMPAIGNS',
  ]),
  searchUrl: z.string().trim(),
  postUrl: z.string().trim(),
  profileUrls: z.string(),
  groupId: z.string(),
  pendingOnly: z.boolean(),
  connectionSearch: z.string().trim(),
  inputCampaigns: z.array(z.number()),
  inputStates: z.array(z.number().int().min(0).max(3)),
  createdAfter: z.number(),
  initialDelay: wholeNumber(MESSAGES.initialDelay, 0),
  filterByCampaigns: z.boolean(),
  filterCampaigns: z.array(z.number()),
});

/** The source of a type, with the rules of each source (section 5). */
export function sourceSchema(module: EditorModule, ctx: Pick<SchemaContext, 'salesNavigatorAllowed'>) {
  return SourceFormSchema.superRefine((s, c) => {
    const issue = (path: keyof SourceFormValues, message: string) =>
      c.addIssue({ code: 'custom', path: [path], message });
    if (!SOURCES_BY_MODULE[module].includes(s.type)) issue('type', MESSAGES.sourceTypeInvalid);
    switch (s.type) {
      case 'PEOPLE_SEARCH':
        if (!s.searchUrl) issue('searchUrl', MESSAGES.searchUrlRequired);
        else if (!isPeopleSearchUrl(s.searchUrl)) issue('searchUrl', MESSAGES.invalidUrl);
        else if (isSalesNavigatorUrl(s.searchUrl) && !ctx.salesNavigatorAllowed)
          issue('searchUrl', MESSAGES.salesNavigatorNotInPlan);
        break;
      case 'POST_COMMENTS':
      case 'POST_REACTIONS':
        if (!s.postUrl) issue('postUrl', MESSAGES.postUrlRequired);
        else if (!isPostUrl(s.postUrl)) issue('postUrl', MESSAGES.invalidUrl);
        break;
      case 'PROFILE_URLS': {
        const lines = s.profileUrls
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter(Boolean);
        if (!lines.length) issue('profileUrls', MESSAGES.profileUrlsRequired);
        else if (lines.some((l) => !isProfileUrl(l))) issue('profileUrls', MESSAGES.invalidUrl);
        else if (!ctx.salesNavigatorAllowed && lines.some((l) => isSalesNavigatorUrl(l)))
          issue('profileUrls', MESSAGES.salesNavigatorNotInPlan);
        break;
      }
      case 'GROUP_MEMBERS':
        if (!s.groupId) issue('groupId', MESSAGES.groupRequired);
        break;
      case 'OTHER_CAMPAIGNS':
        if (!s.inputCampaigns.length) issue('inputCampaigns', MESSAGES.sourceCampaignsRequired);
        break;
      case 'NEW_CONNECTIONS':
        if (s.filterByCampaigns && !s.filterCampaigns.length)
          issue('filterCampaigns', MESSAGES.filterCampaignsRequired);
        break;
      case 'CONNECTIONS':
        break;
    }
  });
}

export const FollowUpSchema = z.object({
  message: z.string().trim().min(1, { error: MESSAGES.followUpMessageRequired }),
  afterDays: wholeNumber(MESSAGES.followUpDelay, 1),
  onlyIfViewed: z.boolean(),
});

const isEmptyChoice = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'object' && Object.keys(v as object).length === 0);

/** The message choice: missing or an empty object is 'Message choice is required'. */
export function messageChoiceSchema(ctx: Pick<SchemaContext, 'dripCampaignAllowed'>) {
  return z.preprocess(
    (v) => (isEmptyChoice(v) ? null : v),
    z
      .object({
        id: z.union([z.number(), z.string()]).nullable(),
        name: z.string(),
        subject: z.string().trim(),
        message: z.string().trim().min(1, { error: MESSAGES.messageTextRequired }),
        followUps: z.array(FollowUpSchema),
        chatDelay: wholeNumber(MESSAGES.chatDelay, 0),
        splitMessage: z.boolean(),
      })
      .superRefine((m, c) => {
        if (m.followUps.length && !ctx.dripCampaignAllowed)
          c.addIssue({ code: 'custom', path: ['followUps'], message: MESSAGES.followUpsNotInPlan });
      })
      .nullable()
      .refine((m) => m !== null, { error: MESSAGES.messageChoiceRequired }),
  );
}

/** Send Messages. */
export function messageTypeSchema(ctx: Pick<SchemaContext, 'dripCampaignAllowed'>) {
  return z.object({
    message: messageChoiceSchema(ctx),
    excludeIfAlreadyTalked: z.boolean(),
    ignoreFirstMessage: z.boolean(),
    excludeIfLastMessageType: z.enum(['', 'incoming', 'outgoing']),
    forceCreateNewConversations: z.boolean(),
    reachabilityFilter: z.boolean(),
    lastActiveLimit: wholeNumber(MESSAGES.lastActiveLimit, 1),
  });
}

/** Grow your Network: the personal note, at most 300 characters. */
export const ConnectTypeSchema = z.object({
  proposal: z.string().max(PERSONAL_NOTE_MAX, { error: MESSAGES.personalNoteMax }),
});

/** View Profiles. */
export const ViewTypeSchema = z.object({
  excludeViewed: z.boolean(),
  autoEndorse: z.boolean(),
  endorseCount: wholeNumber(MESSAGES.endorseCount, 0),
});

/** Auto like, share, and comment: exactly one action; comments when commenting; period 1-10. */
export const EngageTypeSchema = ViewTypeSchema.extend({
  like: z.boolean(),
  share: z.boolean(),
  comment: z.boolean(),
  comments: z.array(z.object({ text: z.string().trim().min(1, { error: MESSAGES.commentRequired }) })),
  period: wholeNumber(MESSAGES.engagePeriod, ENGAGE_PERIOD_RANGE.min, ENGAGE_PERIOD_RANGE.max),
}).superRefine((e, c) => {
  if ([e.like, e.share, e.comment].filter(Boolean).length !== 1)
    c.addIssue({ code: 'custom', path: ['like'], message: MESSAGES.engageOneAction });
  if (e.comment && !e.comments.length)
    c.addIssue({ code: 'custom', path: ['comments'], message: MESSAGES.commentsRequired });
});

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
};

/** The common part: name, source, exclusions, per day, delay and the advanced options. */
export function commonSchema(module: EditorModule, ctx: SchemaContext) {
  return z.object({
    module: z.literal(module),
    name: NameSchema,
    source: sourceSchema(module, ctx),
    tasklist: z.array(z.number()),
    excludeKeywords: idList,
    perDay: perDaySchema(module, ctx.cap),
    delay: delaySchema(module),
    fetchMethod: z.enum(['partial', 'full']),
    pauseAfterFetch: z.boolean(),
    postProfiles: z.boolean(),
    webhookUrl: z
      .string()
      .trim()
      .refine((v) => v === '' || isHttpUrl(v), { error: MESSAGES.webhookUrl }),
  });
}

/** The whole form of one type. Fields of the other types are not checked (and not saved). */
export function campaignFormSchema(module: EditorModule, ctx: SchemaContext) {
  const common = commonSchema(module, ctx);
  const requireWebhook = (v: { postProfiles: boolean; webhookUrl: string }, c: z.RefinementCtx) => {
    if (v.postProfiles && !v.webhookUrl)
      c.addIssue({ code: 'custom', path: ['webhookUrl'], message: MESSAGES.webhookRequired });
  };
  switch (module) {
    case 'li-auto-msg':
      return common.extend({ msg: messageTypeSchema(ctx) }).superRefine((v, c) => {
        requireWebhook(v, c);
        if (v.msg.message && usesSalesNavigator(v.source) && !v.msg.message.subject)
          c.addIssue({
            code: 'custom',
            path: ['msg', 'message', 'subject'],
            message: MESSAGES.subjectRequired,
          });
      });
    case 'li-auto-conn':
      return common.extend({ connect: ConnectTypeSchema }).superRefine(requireWebhook);
    case 'li-auto-view':
      return common.extend({ view: ViewTypeSchema }).superRefine(requireWebhook);
    case 'li-engage':
      return common.extend({ engage: EngageTypeSchema }).superRefine(requireWebhook);
  }
}

// ---------------------------------------------------------------------------------------------
// To and from the extension's campaign shape

/** The source as the extension stores it: only the fields of its type. */
export function toSourceOptions(s: SourceFormValues): Record<string, unknown> {
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

/** Engage: choosing an action turns the others off. */
export const engageAction = (action: 'like' | 'share' | 'comment') => ({
  like: action === 'like',
  share: action === 'share',
  comment: action === 'comment',
});
