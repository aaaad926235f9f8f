import { describe, expect, it } from 'vitest';
import { DELAY_SLIDERS } from '@/features/campaign-editor/constants';
import {
  applyDelayGap,
  dailyCapFor,
  defaultDelay,
  formatDelay,
  formatMark,
  sliderConfig,
} from '@/features/campaign-editor/limits';
import { campaignFormSchema, type CampaignFormValues } from '@/features/campaign-editor/schemas/campaignForm';
import { capMessage, MESSAGES, planLimitMessage, saveErrorMessage } from '@/features/campaign-editor/copy';
import {
  cleanProfileUrls,
  isPeopleSearchUrl,
  isPostUrl,
  isProfileUrl,
} from '@/features/campaign-editor/urls';
import {
  defaultFormValues,
  engageAction,
  messageChoiceFromListItem,
} from '@/features/campaign-editor/defaults';
import {
  delaySchema,
  NameSchema,
  ObjectiveSchema,
  perDaySchema,
  type SchemaContext,
} from '@/features/campaign-editor/schemas/fields';
import { EDITOR_MODULES, SOURCES_BY_MODULE, type EditorModule } from '@/features/campaign-editor/constants';
import {
  EngageTypeSchema,
  ViewTypeSchema,
  ConnectTypeSchema,
} from '@/features/campaign-editor/schemas/typeOptions';
import { fromCampaign, toCampaignData } from '@/features/campaign-editor/mapping';
import { insertAt, shortcodesFor } from '@/features/campaign-editor/templates';
import { messageChoiceSchema } from '@/features/campaign-editor/schemas/message';
import { pendingOnlyAllowed, usesSalesNavigator } from '@/features/campaign-editor/sources';
import { sourceSchema } from '@/features/campaign-editor/schemas/source';
import { saveErrorText } from '@/features/campaign-editor/api';

const SEARCH = 'https://www.linkedin.com/search/results/people/?keywords=cto';
const SALES = 'https://www.linkedin.com/sales/search/people?query=x';
const POST = 'https://www.linkedin.com/posts/jane_activity-1';
const FULL: SchemaContext = { cap: 100, salesNavigatorAllowed: true, dripCampaignAllowed: true };
const FREE: SchemaContext = { cap: 100, salesNavigatorAllowed: false, dripCampaignAllowed: false };

/** The messages of a failed parse, by dotted path. */
function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const i of result.error?.issues ?? []) (out[i.path.map(String).join('.')] ??= []).push(i.message);
  return out;
}

const saved = { id: 1, name: 'Intro', data: { subject: 'Hi', message: 'Hello {FIRST_NAME}' } };

function valid(module: EditorModule): CampaignFormValues {
  const v = defaultFormValues(module, 1_700_000_000_000);
  v.name = 'A campaign';
  v.source.searchUrl = SEARCH;
  if (module === 'li-auto-msg') v.msg.message = messageChoiceFromListItem(saved);
  return v;
}

describe('objective and name', () => {
  it('requires an objective', () => {
    expect(ObjectiveSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'Please select a campaign objective',
    );
    expect(ObjectiveSchema.safeParse('joinGroups').error?.issues[0]?.message).toBe(
      'Please select a campaign objective',
    );
    for (const m of EDITOR_MODULES) expect(ObjectiveSchema.parse(m)).toBe(m);
  });
  it('requires a name (blank counts as missing) and trims it', () => {
    expect(NameSchema.safeParse('').error?.issues[0]?.message).toBe('Campaign name is required');
    expect(NameSchema.safeParse('   ').error?.issues[0]?.message).toBe('Campaign name is required');
    expect(NameSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Campaign name is required');
    expect(NameSchema.parse('  Q3  ')).toBe('Q3');
  });
});

describe('whole forms', () => {
  it.each(EDITOR_MODULES)('%s: the defaults plus a name, a source (and a message) are valid', (module) => {
    const result = campaignFormSchema(module, FULL).safeParse(valid(module));
    expect(issues(result)).toEqual({});
    expect(result.success).toBe(true);
  });
  it('an empty form reports name, source and message together', () => {
    const v = defaultFormValues('li-auto-msg');
    expect(issues(campaignFormSchema('li-auto-msg', FULL).safeParse(v))).toEqual({
      name: ['Campaign name is required'],
      'source.searchUrl': ['Linkedin people search URL is required'],
      'msg.message': ['Message choice is required'],
    });
  });
  it('checks only the chosen type (other types’ fields are ignored and stripped)', () => {
    const v = valid('li-auto-view');
    v.connect.proposal = 'x'.repeat(400);
    v.engage.period = 99;
    const result = campaignFormSchema('li-auto-view', FULL).safeParse(v);
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty('connect');
    expect(result.data).not.toHaveProperty('engage');
  });
});

describe('sources', () => {
  it('offers the spec’s sources per type', () => {
    expect(SOURCES_BY_MODULE['li-auto-conn']).not.toContain('CONNECTIONS');
    expect(SOURCES_BY_MODULE['li-auto-conn']).not.toContain('NEW_CONNECTIONS');
    expect(SOURCES_BY_MODULE['li-auto-conn']).toHaveLength(6);
    expect([...SOURCES_BY_MODULE['li-engage']].sort()).toEqual(
      [
        'PEOPLE_SEARCH',
        'PROFILE_URLS',
        'GROUP_MEMBERS',
        'CONNECTIONS',
        'OTHER_CAMPAIGNS',
        'POST_COMMENTS',
        'POST_REACTIONS',
      ].sort(),
    );
    expect(SOURCES_BY_MODULE['li-auto-msg']).toHaveLength(8);
    expect(SOURCES_BY_MODULE['li-auto-view']).toHaveLength(8);
    expect(defaultFormValues('li-auto-msg').source.type).toBe('PEOPLE_SEARCH');
  });
  it('refuses a source the type does not offer', () => {
    const s = { ...valid('li-auto-conn').source, type: 'CONNECTIONS' as const };
    expect(issues(sourceSchema('li-auto-conn', FULL).safeParse(s))).toEqual({
      type: [MESSAGES.sourceTypeInvalid],
    });
    expect(sourceSchema('li-auto-msg', FULL).safeParse(s).success).toBe(true);
    expect(issues(sourceSchema('li-engage', FULL).safeParse({ ...s, type: 'NEW_CONNECTIONS' }))).toEqual({
      type: [MESSAGES.sourceTypeInvalid],
    });
  });
  it('people search: required, the results prefix, sales navigator by plan', () => {
    const base = defaultFormValues('li-auto-msg').source;
    const check = (searchUrl: string, ctx = FULL) =>
      issues(sourceSchema('li-auto-msg', ctx).safeParse({ ...base, searchUrl }));
    expect(check('')).toEqual({ searchUrl: ['Linkedin people search URL is required'] });
    expect(check('   ')).toEqual({ searchUrl: ['Linkedin people search URL is required'] });
    expect(check('https://www.linkedin.com/feed/')).toEqual({
      searchUrl: ['Invalid URL. Please review the URL'],
    });
    expect(check('https://example.com/search/results/people/')).toEqual({
      searchUrl: ['Invalid URL. Please review the URL'],
    });
    expect(check(SEARCH)).toEqual({});
    expect(check(SALES)).toEqual({});
    expect(check(SALES, FREE)).toEqual({
      searchUrl: ['Your current plan does not support sales navigator URLs'],
    });
    expect(isPeopleSearchUrl('https://www.linkedin.com/sales/lists/people/123')).toBe(true);
  });
  it.each(['POST_COMMENTS', 'POST_REACTIONS'] as const)(
    '%s: post URL required with the posts prefix',
    (type) => {
      const base = { ...defaultFormValues('li-engage').source, type };
      const check = (postUrl: string) =>
        issues(sourceSchema('li-engage', FULL).safeParse({ ...base, postUrl }));
      expect(check('')).toEqual({ postUrl: ['Linkedin post URL is required'] });
      expect(check('https://www.linkedin.com/in/jane')).toEqual({
        postUrl: ['Invalid URL. Please review the URL'],
      });
      expect(check(POST)).toEqual({});
      expect(isPostUrl('https://www.linkedin.com/feed/update/urn:li:activity:1/')).toBe(true);
    },
  );
  it('profile URLs: required, every line a profile URL, sales navigator by plan', () => {
    const base = { ...defaultFormValues('li-auto-view').source, type: 'PROFILE_URLS' as const };
    const check = (profileUrls: string, ctx = FULL) =>
      issues(sourceSchema('li-auto-view', ctx).safeParse({ ...base, profileUrls }));
    expect(check('')).toEqual({ profileUrls: ['Linkedin profile URLs is required'] });
    expect(check('\n  \n')).toEqual({ profileUrls: ['Linkedin profile URLs is required'] });
    expect(check('https://www.linkedin.com/in/jane\nnope')).toEqual({
      profileUrls: ['Invalid URL. Please review the URL'],
    });
    expect(check('https://www.linkedin.com/in/jane\nhttps://www.linkedin.com/in/john/')).toEqual({});
    expect(check('https://www.linkedin.com/sales/lead/ACw,NAME', FREE)).toEqual({
      profileUrls: ['Your current plan does not support sales navigator URLs'],
    });
  });
  it('profile URL cleaning drops blank, non-matching and duplicate lines', () => {
    const text = [
      'https://www.linkedin.com/in/jane-doe/',
      '',
      'not a url',
      '  https://www.linkedin.com/in/john  ',
      'https://linkedin.com/in/jane-doe',
      'https://www.linkedin.com/in/JANE-DOE/?trk=x',
      'https://example.com/in/x',
      'https://www.linkedin.com/company/acme',
    ].join('\n');
    expect(cleanProfileUrls(text)).toEqual({
      text: 'https://www.linkedin.com/in/jane-doe/\nhttps://www.linkedin.com/in/john',
      kept: 2,
      dropped: 5,
      salesNavigatorDropped: 0,
    });
    const sales = 'https://www.linkedin.com/sales/lead/ACw,NAME\nhttps://www.linkedin.com/in/a';
    expect(cleanProfileUrls(sales, true).kept).toBe(2);
    expect(cleanProfileUrls(sales, false)).toMatchObject({
      text: 'https://www.linkedin.com/in/a',
      salesNavigatorDropped: 1,
    });
    expect(isProfileUrl('https://www.linkedin.com/in/a b')).toBe(false);
  });
  it('group: required; pending-only only for non-members', () => {
    const base = { ...defaultFormValues('li-auto-view').source, type: 'GROUP_MEMBERS' as const };
    expect(issues(sourceSchema('li-auto-view', FULL).safeParse(base))).toEqual({
      groupId: ['Source group is required'],
    });
    expect(sourceSchema('li-auto-view', FULL).safeParse({ ...base, groupId: '1001' }).success).toBe(true);
    expect(pendingOnlyAllowed('MEMBER')).toBe(false);
    expect(pendingOnlyAllowed('MANAGER')).toBe(true);
    expect(pendingOnlyAllowed('OWNER')).toBe(true);
    expect(pendingOnlyAllowed(undefined)).toBe(false);
  });
  it('other campaigns: at least one source campaign; states 0-3', () => {
    const base = { ...defaultFormValues('li-auto-msg').source, type: 'OTHER_CAMPAIGNS' as const };
    expect(issues(sourceSchema('li-auto-msg', FULL).safeParse(base))).toEqual({
      inputCampaigns: ['Source campaigns is required'],
    });
    expect(
      sourceSchema('li-auto-msg', FULL).safeParse({ ...base, inputCampaigns: [3], inputStates: [0, 3] })
        .success,
    ).toBe(true);
    expect(
      sourceSchema('li-auto-msg', FULL).safeParse({ ...base, inputCampaigns: [3], inputStates: [4] }).success,
    ).toBe(false);
  });
  it('new connections: campaigns needed only with the filter on; initial delay 0 or more', () => {
    const base = { ...defaultFormValues('li-auto-msg').source, type: 'NEW_CONNECTIONS' as const };
    expect(sourceSchema('li-auto-msg', FULL).safeParse(base).success).toBe(true);
    expect(issues(sourceSchema('li-auto-msg', FULL).safeParse({ ...base, filterByCampaigns: true }))).toEqual(
      { filterCampaigns: ['filterCampaigns is required'] },
    );
    expect(
      sourceSchema('li-auto-msg', FULL).safeParse({ ...base, filterByCampaigns: true, filterCampaigns: [1] })
        .success,
    ).toBe(true);
    expect(issues(sourceSchema('li-auto-msg', FULL).safeParse({ ...base, initialDelay: -1 }))).toEqual({
      initialDelay: [MESSAGES.initialDelay],
    });
    expect(defaultFormValues('li-auto-msg', 42).source).toMatchObject({ createdAfter: 42, initialDelay: 0 });
  });
  it('connections: no required field', () => {
    const base = { ...defaultFormValues('li-engage').source, type: 'CONNECTIONS' as const };
    expect(sourceSchema('li-engage', FULL).safeParse(base).success).toBe(true);
  });
});

describe('per day', () => {
  it('empty becomes 1, minimum 1, capped with the type’s message', () => {
    const s = perDaySchema('li-auto-msg', 1000);
    expect(s.parse('')).toBe(1);
    expect(s.parse(undefined)).toBe(1);
    expect(s.parse('25')).toBe(25);
    expect(s.safeParse(0).error?.issues[0]?.message).toBe(MESSAGES.perDayMin);
    expect(s.safeParse(2.5).error?.issues[0]?.message).toBe(MESSAGES.perDayMin);
    expect(s.parse(1000)).toBe(1000);
    expect(s.safeParse(1001).error?.issues[0]?.message).toBe(
      "You can't send more than 1000 messages per day",
    );
  });
  it('has the spec’s cap texts and configured caps', () => {
    expect(capMessage('li-auto-msg', 5)).toBe("You can't send more than 5 messages per day");
    expect(capMessage('li-auto-conn', 5)).toBe("You can't send more than 5 connection requests per day");
    expect(capMessage('li-auto-view', 5)).toBe("You can't view more than 5 profiles per day");
    expect(capMessage('li-engage', 5)).toBe("You can't do more than 5 engagements per day");
    expect(EDITOR_MODULES.map((m) => dailyCapFor(m, undefined))).toEqual([1000, 100, 1000, 100]);
    expect(dailyCapFor('li-auto-conn', { connectionRequests: 40 })).toBe(40);
    expect(perDaySchema('li-auto-conn', 40).safeParse(41).error?.issues[0]?.message).toBe(
      "You can't send more than 40 connection requests per day",
    );
  });
  it('the form default is 1', () => {
    for (const m of EDITOR_MODULES) expect(defaultFormValues(m).perDay).toBe(1);
  });
});

describe('delay sliders', () => {
  it('have the spec’s scales', () => {
    expect(sliderConfig('li-auto-msg')).toMatchObject({ min: 30, max: 1800, gap: 30, step: 15 });
    expect(sliderConfig('li-auto-view')).toMatchObject({ min: 30, max: 1800, gap: 30, step: 15 });
    expect(sliderConfig('li-auto-conn')).toMatchObject({ min: 60, max: 1800, gap: 60, step: 15 });
    expect(sliderConfig('li-engage')).toMatchObject({ min: 30, max: 1800, gap: 100, step: 15 });
    expect(DELAY_SLIDERS['li-engage'].marks).toEqual([60, 300, 900]);
    expect(DELAY_SLIDERS['li-auto-msg'].marks).toEqual([30, 300, 900]);
  });
  it('applyDelayGap: a wide enough range stays as it is', () => {
    const cfg = sliderConfig('li-auto-msg');
    expect(applyDelayGap([30, 90], cfg)).toEqual([30, 90]);
    expect(applyDelayGap([100, 130], cfg)).toEqual([100, 130]);
  });
  it('applyDelayGap: a narrow range moves the upper end', () => {
    const cfg = sliderConfig('li-auto-msg');
    expect(applyDelayGap([75, 90], cfg)).toEqual([75, 105]);
    expect(applyDelayGap([90, 90], cfg)).toEqual([90, 120]);
    expect(applyDelayGap([60, 60], sliderConfig('li-engage'))).toEqual([60, 160]);
    expect(applyDelayGap([120, 150], sliderConfig('li-auto-conn'))).toEqual([120, 180]);
  });
  it('applyDelayGap: at the top of the scale the lower end gives way', () => {
    const cfg = sliderConfig('li-auto-msg');
    expect(applyDelayGap([1800, 1800], cfg)).toEqual([1770, 1800]);
    expect(applyDelayGap([1790, 1800], sliderConfig('li-engage'))).toEqual([1700, 1800]);
  });
  it('applyDelayGap: clamps to the scale, orders the ends, tolerates NaN', () => {
    const cfg = sliderConfig('li-auto-conn');
    expect(applyDelayGap([10, 5000], cfg)).toEqual([60, 1800]);
    expect(applyDelayGap([300, 100], cfg)).toEqual([100, 300]);
    expect(applyDelayGap([Number.NaN, 200], cfg)).toEqual([60, 200]);
  });
  it('defaults pass through the gap rule (connect and engage defaults are narrower than their gap)', () => {
    expect(defaultDelay('li-auto-msg')).toEqual([30, 90]);
    expect(defaultDelay('li-auto-view')).toEqual([30, 90]);
    expect(defaultDelay('li-auto-conn')).toEqual([60, 120]);
    expect(defaultDelay('li-engage')).toEqual([30, 130]);
  });
  it('delaySchema refuses ranges outside the scale or closer than the gap', () => {
    expect(delaySchema('li-auto-msg').safeParse([30, 90]).success).toBe(true);
    expect(delaySchema('li-auto-msg').safeParse([30, 50]).error?.issues[0]?.message).toBe(
      'The delays must be at least 30 seconds apart',
    );
    expect(delaySchema('li-auto-msg').safeParse([10, 90]).error?.issues[0]?.message).toBe(
      MESSAGES.delayRange,
    );
    expect(delaySchema('li-auto-conn').safeParse([60, 100]).success).toBe(false);
  });
  it('labels: engage in minutes to two decimals from 60 s, otherwise seconds', () => {
    expect(formatDelay('li-engage', 30)).toBe('30 s');
    expect(formatDelay('li-engage', 59)).toBe('59 s');
    expect(formatDelay('li-engage', 60)).toBe('1.00 min');
    expect(formatDelay('li-engage', 130)).toBe('2.17 min');
    expect(formatDelay('li-auto-msg', 300)).toBe('300 s');
    expect(DELAY_SLIDERS['li-auto-msg'].marks.map((m) => formatMark('li-auto-msg', m))).toEqual([
      '30 s',
      '5 min',
      '15 min',
    ]);
    expect(DELAY_SLIDERS['li-engage'].marks.map((m) => formatMark('li-engage', m))).toEqual([
      '1.00 min',
      '5.00 min',
      '15.00 min',
    ]);
  });
});

describe('message campaigns', () => {
  const schema = (ctx: Pick<SchemaContext, 'dripCampaignAllowed'> = FULL) => messageChoiceSchema(ctx);
  const choice = () => messageChoiceFromListItem(saved);
  it('a message choice is required: missing or an empty object', () => {
    for (const v of [null, undefined, {}])
      expect(schema().safeParse(v).error?.issues[0]?.message).toBe('Message choice is required');
    expect(schema().safeParse(choice()).success).toBe(true);
  });
  it('the chosen message needs text', () => {
    expect(issues(schema().safeParse({ ...choice(), message: '  ' }))).toEqual({
      message: [MESSAGES.messageTextRequired],
    });
  });
  it('follow-ups: at least 1 day, a text, and the dripCampaign feature', () => {
    const withFollowUp = (afterDays: number, message = 'Ping') => ({
      ...choice(),
      followUps: [{ message, afterDays, onlyIfViewed: true }],
    });
    expect(schema().safeParse(withFollowUp(1)).success).toBe(true);
    expect(issues(schema().safeParse(withFollowUp(0)))).toEqual({
      'followUps.0.afterDays': ['Follow-up delay must be at least 1 day'],
    });
    expect(issues(schema().safeParse(withFollowUp(1.5)))).toEqual({
      'followUps.0.afterDays': ['Follow-up delay must be at least 1 day'],
    });
    expect(issues(schema().safeParse(withFollowUp('' as unknown as number)))).toEqual({
      'followUps.0.afterDays': ['Follow-up delay must be at least 1 day'],
    });
    expect(issues(schema().safeParse(withFollowUp(2, ' ')))).toEqual({
      'followUps.0.message': ['Follow-up message is required'],
    });
    expect(issues(schema({ dripCampaignAllowed: false }).safeParse(withFollowUp(1)))).toEqual({
      followUps: ['This feature is not available in your current plan, please upgrade to use this feature'],
    });
    expect(schema({ dripCampaignAllowed: false }).safeParse(choice()).success).toBe(true);
  });
  it('chat options: defaults 15 and split, chatDelay 0 or more', () => {
    expect(choice()).toMatchObject({ chatDelay: 15, splitMessage: true, followUps: [] });
    expect(issues(schema().safeParse({ ...choice(), chatDelay: -1 }))).toEqual({
      chatDelay: [MESSAGES.chatDelay],
    });
  });
  it('a sales navigator source needs a subject', () => {
    const v = valid('li-auto-msg');
    v.source.searchUrl = SALES;
    v.msg.message!.subject = '';
    expect(issues(campaignFormSchema('li-auto-msg', FULL).safeParse(v))).toEqual({
      'msg.message.subject': ['A subject is required for sales navigator messages'],
    });
    v.msg.message!.subject = 'Hello';
    expect(campaignFormSchema('li-auto-msg', FULL).safeParse(v).success).toBe(true);
    v.source.searchUrl = SEARCH;
    v.msg.message!.subject = '';
    expect(campaignFormSchema('li-auto-msg', FULL).safeParse(v).success).toBe(true);
  });
  it('message options: lastActiveLimit defaults to 7 and is at least 1', () => {
    const v = valid('li-auto-msg');
    expect(v.msg.lastActiveLimit).toBe(7);
    v.msg.lastActiveLimit = 0;
    expect(issues(campaignFormSchema('li-auto-msg', FULL).safeParse(v))).toEqual({
      'msg.lastActiveLimit': [MESSAGES.lastActiveLimit],
    });
  });
});

describe('connect, view and engage', () => {
  it('personal note: at most 300 characters', () => {
    expect(ConnectTypeSchema.safeParse({ proposal: 'x'.repeat(300) }).success).toBe(true);
    expect(ConnectTypeSchema.safeParse({ proposal: '' }).success).toBe(true);
    expect(ConnectTypeSchema.safeParse({ proposal: 'x'.repeat(301) }).error?.issues[0]?.message).toBe(
      'The personal note can have at most 300 characters',
    );
  });
  it('view: endorseCount 0 (all visible) or more', () => {
    expect(
      ViewTypeSchema.safeParse({ excludeViewed: true, autoEndorse: true, endorseCount: 0 }).success,
    ).toBe(true);
    expect(
      ViewTypeSchema.safeParse({ excludeViewed: true, autoEndorse: true, endorseCount: -1 }).error?.issues[0]
        ?.message,
    ).toBe(MESSAGES.endorseCount);
  });
  it('engage defaults: like on, share and comment off, period 1, no endorsing', () => {
    expect(defaultFormValues('li-engage').engage).toEqual({
      like: true,
      share: false,
      comment: false,
      comments: [],
      period: 1,
      excludeViewed: false,
      autoEndorse: false,
      endorseCount: 0,
    });
  });
  it('engage: exactly one action; choosing one turns the others off', () => {
    const e = defaultFormValues('li-engage').engage;
    expect(EngageTypeSchema.safeParse(e).success).toBe(true);
    expect(issues(EngageTypeSchema.safeParse({ ...e, like: false }))).toEqual({
      like: [MESSAGES.engageOneAction],
    });
    expect(issues(EngageTypeSchema.safeParse({ ...e, share: true }))).toEqual({
      like: [MESSAGES.engageOneAction],
    });
    expect(engageAction('share')).toEqual({ like: false, share: true, comment: false });
    expect(engageAction('comment')).toEqual({ like: false, share: false, comment: true });
  });
  it('engage: comments needed when commenting, each with text', () => {
    const e = { ...defaultFormValues('li-engage').engage, ...engageAction('comment') };
    expect(issues(EngageTypeSchema.safeParse(e))).toEqual({ comments: ['Add at least one comment'] });
    expect(issues(EngageTypeSchema.safeParse({ ...e, comments: [{ text: ' ' }] }))).toEqual({
      'comments.0.text': ['Comment text is required'],
    });
    expect(EngageTypeSchema.safeParse({ ...e, comments: [{ text: 'Nice' }] }).success).toBe(true);
  });
  it('engage: period is a whole number of days from 1 to 10', () => {
    const e = defaultFormValues('li-engage').engage;
    for (const period of [1, 10]) expect(EngageTypeSchema.safeParse({ ...e, period }).success).toBe(true);
    for (const period of [0, 11, 2.5])
      expect(issues(EngageTypeSchema.safeParse({ ...e, period }))).toEqual({
        period: [MESSAGES.engagePeriod],
      });
  });
});

describe('advanced options', () => {
  it('defaults: partial fetch, no pause, no posting', () => {
    expect(defaultFormValues('li-auto-view')).toMatchObject({
      fetchMethod: 'partial',
      pauseAfterFetch: false,
      postProfiles: false,
      webhookUrl: '',
    });
  });
  it('webhook URL must be an http(s) URL, and is needed to post profiles', () => {
    const v = valid('li-auto-view');
    const check = () => issues(campaignFormSchema('li-auto-view', FULL).safeParse(v));
    v.webhookUrl = 'not a url';
    expect(check()).toEqual({ webhookUrl: [MESSAGES.webhookUrl] });
    v.webhookUrl = 'ftp://example.com/x';
    expect(check()).toEqual({ webhookUrl: [MESSAGES.webhookUrl] });
    v.webhookUrl = 'https://example.com/hook';
    expect(check()).toEqual({});
    v.webhookUrl = '';
    v.postProfiles = true;
    expect(check()).toEqual({ webhookUrl: [MESSAGES.webhookRequired] });
  });
});

describe('shortcodes', () => {
  it('offers seven, the last four hidden for sales navigator', () => {
    expect(shortcodesFor(false)).toEqual([
      'FIRST_NAME',
      'LAST_NAME',
      'LOCATION',
      'COMPANY_NAME',
      'OCCUPATION',
      'HEADLINE',
      'INDUSTRY',
    ]);
    expect(shortcodesFor(true)).toEqual(['FIRST_NAME', 'LAST_NAME', 'LOCATION']);
  });
  it('a sales navigator source is a /sales/ search URL or profile URL', () => {
    const s = defaultFormValues('li-auto-msg').source;
    expect(usesSalesNavigator({ ...s, searchUrl: SALES })).toBe(true);
    expect(usesSalesNavigator({ ...s, searchUrl: SEARCH })).toBe(false);
    expect(
      usesSalesNavigator({
        ...s,
        type: 'PROFILE_URLS',
        profileUrls: 'https://www.linkedin.com/sales/lead/x',
      }),
    ).toBe(true);
    expect(usesSalesNavigator({ ...s, type: 'CONNECTIONS', searchUrl: SALES })).toBe(false);
  });
  it('inserts at the cursor, over a selection, or at the end', () => {
    expect(insertAt('Hi !', '{FIRST_NAME}', 3)).toEqual({ text: 'Hi {FIRST_NAME}!', caret: 15 });
    expect(insertAt('Hi XX!', '{A}', 3, 5)).toEqual({ text: 'Hi {A}!', caret: 6 });
    expect(insertAt('Hi', '{A}', null)).toEqual({ text: 'Hi{A}', caret: 5 });
    expect(insertAt('Hi', '{A}', 99)).toEqual({ text: 'Hi{A}', caret: 5 });
  });
});

describe('save texts', () => {
  it('plan limit and other errors', () => {
    expect(planLimitMessage(5)).toBe(
      'You’ve reached your plan limit of 5 campaigns. Please delete an existing campaign or upgrade your plan to create more.',
    );
    expect(saveErrorText({ code: 'plan_limit_reached', message: 'x', allowed: 3 })).toBe(planLimitMessage(3));
    expect(saveErrorText({ code: 'boom', message: 'It broke' })).toBe('Error Code boom, It broke');
    expect(saveErrorMessage(500, 'Server error')).toBe('Error Code 500, Server error');
  });
});

describe('to and from the extension', () => {
  it('saves only the chosen source’s fields and the type’s options', () => {
    const v = valid('li-auto-msg');
    v.msg.message!.followUps = [{ message: 'Ping', afterDays: 2, onlyIfViewed: true }];
    v.delay = [45, 120];
    v.perDay = 20;
    v.connect.proposal = 'ignored';
    const data = toCampaignData(v);
    expect(data.name).toBe('A campaign');
    expect(data.module).toBe('li-auto-msg');
    expect(data.options).toMatchObject({
      source: { type: 'PEOPLE_SEARCH', searchUrl: SEARCH },
      perDay: 20,
      delay: 45,
      delay2: 120,
      fetchMethod: 'partial',
      message: {
        id: 1,
        subject: 'Hi',
        message: 'Hello {FIRST_NAME}',
        followUps: [{ message: 'Ping', afterDays: 2, onlyIfViewed: true }],
        chatDelay: 15,
        splitMessage: true,
      },
      excludeIfAlreadyTalked: true,
      lastActiveLimit: 7,
    });
    expect(data.options).not.toHaveProperty('proposal');
    expect(Object.keys(data.options.source as object)).toEqual(['type', 'searchUrl']);
  });
  it('keeps unknown options of an edited campaign', () => {
    const data = toCampaignData(valid('li-auto-view'), {
      sendWith: 'inmail',
      source: { type: 'PEOPLE_SEARCH', fields: { a: 1 } },
    });
    expect(data.options.sendWith).toBe('inmail');
    expect(data.options.source).toEqual({ type: 'PEOPLE_SEARCH', fields: { a: 1 }, searchUrl: SEARCH });
  });
  it.each(EDITOR_MODULES)('%s round-trips through the campaign shape', (module) => {
    const v = valid(module);
    if (module === 'li-engage')
      Object.assign(v.engage, engageAction('comment'), {
        comments: [{ text: 'Nice, {FIRST_NAME}' }],
        period: 4,
      });
    if (module === 'li-auto-conn') v.connect.proposal = 'Hi {FIRST_NAME}';
    const data = toCampaignData(v);
    const back = fromCampaign({ name: data.name, module, options: data.options }, 1_700_000_000_000);
    // Options are flat on the wire: the type's own part and the common part come back as entered.
    expect(toCampaignData(back)).toEqual(data);
    const part = {
      'li-auto-msg': 'msg',
      'li-auto-conn': 'connect',
      'li-auto-view': 'view',
      'li-engage': 'engage',
    } as const;
    expect(back[part[module]]).toEqual(v[part[module]]);
    expect({ ...back, msg: null, connect: null, view: null, engage: null }).toEqual({
      ...v,
      msg: null,
      connect: null,
      view: null,
      engage: null,
    });
  });
  it('fills missing options from the defaults and normalises old delays', () => {
    const v = fromCampaign({
      name: 'Old',
      module: 'li-auto-conn',
      options: { delay: 45, delay2: 75, perDay: 0 },
    });
    expect(v.delay).toEqual([60, 120]);
    expect(v.perDay).toBe(1);
    expect(v.source.type).toBe('PEOPLE_SEARCH');
    const m = fromCampaign({ name: 'Msg', module: 'li-auto-msg', options: { message: {} } });
    expect(m.msg.message).toBeNull();
  });
});
