import { BaseDataSchema } from '@/lib/extension/contract/session';
import type { Group, ListItem } from '@/lib/extension/contract';
import { CAMPAIGN_PRESETS, makeCampaign, makeQueue } from './seed/campaigns';
import { CHANGELOG, DEMO_ACCOUNT, DEMO_TOKEN, DEMO_USER, PLAN_SETTINGS, PLANS } from './seed/account';
import { makeConversations, makeEvents, makeProfiles } from './seed/people';
import { createRandom } from './random';
import { DAY_MS, DEFAULT_SEED, NO_FAULTS, NORMAL_SIZE, type WorldSize } from './worldConstants';
import type { World } from './types';
import { now as clockNow } from '@/lib/time/clock';

/** A LinkedIn group the demo account belongs to, in the shape the extension returns. */
function group(id: number, name: string, memberCount: number, status: string): Group {
  return {
    groupUrn: `urn:li:group:${id}`,
    name: { text: name },
    memberCount,
    viewerGroupMembership: { status },
  };
}

/** The default world: signed in, linked, on a paid plan, with campaigns, people and activity. */
export function generateWorld(seed = DEFAULT_SEED, size: WorldSize = NORMAL_SIZE, now = clockNow()): World {
  const r = createRandom(seed);
  const profiles = makeProfiles(r, size.profiles, now);

  const queues: World['queues'] = {};
  let nextItemId = 1;
  const campaigns = CAMPAIGN_PRESETS.map(([name, module, status], i) => {
    const id = i + 1;
    const length = i === 0 ? size.bigQueue : module === 'joinGroups' ? 0 : r.int(15, 140);
    const queue = makeQueue(r, profiles, length, nextItemId, now);
    nextItemId += length;
    queues[String(id)] = queue;
    return makeCampaign(r, id, name, module, status, queue, now);
  });
  const campaignRefs = campaigns.map((c) => ({ id: c.id, name: c.name }));

  const groups: Group[] = [
    group(1001, 'SaaS Growth Hackers', 48213, 'MEMBER'),
    group(1002, 'B2B Sales Leaders', 120455, 'MEMBER'),
    group(1003, 'Berlin Startup Founders', 9310, 'MANAGER'),
    group(1004, 'Recruiting Network', 2201, 'OWNER'),
  ];

  const lists: Record<string, ListItem[]> = {
    messages: [
      {
        id: 1,
        name: 'Intro message',
        data: {
          subject: 'Quick question',
          message: 'Hi {FIRST_NAME}, I noticed you work at {COMPANY_NAME}. Open to a quick chat?',
        },
      },
      {
        id: 2,
        name: 'Thanks for connecting',
        data: { subject: 'Thanks!', message: 'Thanks for connecting, {FIRST_NAME}! Great to meet you.' },
      },
      // No subject: fine for LinkedIn messages; a sales navigator source needs one (the editor says so).
      {
        id: 3,
        name: 'Short hello',
        data: {
          message:
            'Hello {FIRST_NAME} {LAST_NAME}, greetings from a fellow {INDUSTRY} professional in {LOCATION}.',
        },
      },
    ],
    cannedResponses: [
      {
        id: 1,
        name: 'Book a call',
        data: { message: 'Happy to talk. Here is my calendar: https://cal.example.com/alex' },
      },
      {
        id: 2,
        name: 'Not now',
        data: { message: 'Thanks for reaching out. Not right now, but let us stay in touch.' },
      },
    ],
    keywords: [
      { id: 1, name: 'Competitors', data: { keywords: 'Acme\nGlobex' } },
      { id: 2, name: 'Students', data: { keywords: 'student\nintern' } },
    ],
  };

  return {
    version: 1,
    scenario: 'default',
    seed,
    createdAt: now,
    faults: { ...NO_FAULTS },
    server: {
      users: [structuredClone(DEMO_USER)],
      tokens: { [DEMO_TOKEN]: DEMO_USER.id },
      planSettings: structuredClone(PLAN_SETTINGS),
      verificationLinks: [],
      resetTokens: [],
      nextUserId: 2,
    },
    extension: {
      installed: true,
      version: '5.4.1',
      token: DEMO_TOKEN,
      packageOffline: false,
      baseData: BaseDataSchema.parse({
        code_version: 38,
        changelog: CHANGELOG,
        updateNoticeSeen: true,
        build: 1,
      }),
      currentLinkedinUser: DEMO_ACCOUNT,
      perDayLimit: 10,
      settings: { show_notifications: true, newMessageNotificationEnabled: true, cacheExpiry: 7 },
      lastRestartCheck: null,
      lastBulkUpdate: null,
      manualUpdatesToday: 0,
      connectionsLoading: false,
    },
    plans: structuredClone(PLANS),
    activePlan: { planId: 3, endDate: now + 23 * DAY_MS, autoRenew: true },
    gateways: ['airwallex', 'stripe'],
    pendingCheckout: null,
    campaigns,
    nextCampaignId: campaigns.length + 1,
    queues,
    events: makeEvents(r, profiles, campaignRefs, 45, now),
    profiles,
    conversations: makeConversations(r, profiles, size.conversations, DEMO_ACCOUNT.id, now),
    conversationTags: {},
    lists,
    groups,
    tasks: [],
    withdrawal: {
      running: false,
      counter: 0,
      skipCounter: 0,
      message: null,
      days: 30,
      lastPerson: null,
      currentPage: null,
      error: null,
      delay: [4, 12],
      invitations: 0,
    },
    pendingInvites: 137,
  };
}
