import type { ActivityEvent, Conversation, EventName, MessageEvent, Profile } from '@/lib/extension/contract';
import type { Random } from '../random';
import { DAY_MS } from '../worldConstants';
import { DEMO_ACCOUNT } from './account';
import { NOTES, THREADS, textHash } from './outreach';

const INDUSTRIES = [
  'Software',
  'Marketing',
  'Financial Services',
  'Staffing',
  'Healthcare',
  'Education',
  'Retail',
  'Consulting',
];
const TAGS = ['lead', 'hot', 'follow-up', 'partner', 'investor', 'customer'];

export function makeProfiles(r: Random, count: number, now: number): Profile[] {
  const profiles: Profile[] = [];
  for (let i = 1; i <= count; i++) {
    const firstName = r.faker.person.firstName();
    const lastName = r.faker.person.lastName();
    const publicIdentifier = `${firstName}-${lastName}-${i}`.toLowerCase().replace(/[^a-z0-9-]/g, '');
    const distance = r.pick([1, 1, 1, 2, 2, 3]);
    const createdAt = now - r.int(1, 400) * DAY_MS;
    profiles.push({
      id: i,
      profileId: `ACoAA${(100000 + i).toString(36).toUpperCase()}`,
      firstName,
      lastName,
      occupation: `${r.faker.person.jobTitle()} at ${r.faker.company.name()}`,
      companyName: r.faker.company.name(),
      industry: r.pick(INDUSTRIES),
      location: `${r.faker.location.city()}, ${r.faker.location.country()}`,
      picture: null,
      publicIdentifier,
      objectUrn: `urn:li:member:${1000000 + i}`,
      distance,
      tags: r.chance(0.2) ? [r.pick(TAGS)] : [],
      notes: r.chance(0.1) ? r.faker.lorem.sentence() : null,
      hidden: false,
      trackingId: distance === 1 ? null : r.chance(0.7) ? `trk-${i}` : null,
      isConnected: distance === 1,
      createdAt,
      connectedAt: distance === 1 ? createdAt + r.int(0, 30) * DAY_MS : null,
      pulledAt: now - r.int(0, 20) * DAY_MS,
    });
    // The seeded note text (drawn as before) picks a note that reads like one.
    const profile = profiles[profiles.length - 1]!;
    if (profile.notes) profile.notes = NOTES[textHash(profile.notes) % NOTES.length]!(profile);
  }
  return profiles;
}

const EVENT_WEIGHTS: [EventName, number][] = [
  ['connectionRequestSent', 14],
  ['profileViewed', 22],
  ['newConnection', 6],
  ['messageSent', 12],
  ['messageSeen', 7],
  ['messageRecieved', 4],
  ['ilike', 5],
  ['ishare', 1],
  ['icomment', 2],
];

/** Activity for the dashboard: a varied number per day over `days` days. */
export function makeEvents(
  r: Random,
  profiles: Profile[],
  campaigns: { id: number; name: string }[],
  days: number,
  now: number,
): ActivityEvent[] {
  const events: ActivityEvent[] = [];
  for (let d = days; d >= 0; d--) {
    const day = new Date(now - d * DAY_MS);
    const weekday = day.getDay();
    // Each event falls on its calendar day, and today's only between midnight and now.
    const dayStart = new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
    const dayLength = Math.max(1, Math.min(DAY_MS, now - dayStart));
    const busy = weekday === 0 || weekday === 6 ? 0.3 : 1;
    for (const [name, weight] of EVENT_WEIGHTS) {
      const n = Math.round(r.int(0, weight) * busy);
      for (let k = 0; k < n; k++) {
        const p = r.pick(profiles);
        const c = campaigns.length ? r.pick(campaigns) : null;
        events.push({
          name,
          createdAt: dayStart + r.int(0, dayLength - 1),
          conversationId: name.startsWith('message') ? `conv-${p.id}` : null,
          profileId: p.profileId,
          profilePublicId: p.publicIdentifier ?? null,
          campaignId: c,
        });
      }
    }
  }
  return events.sort((a, b) => a.createdAt - b.createdAt);
}

export function makeMessage(
  conversationId: string,
  index: number,
  from: string,
  text: string,
  createdAt: number,
): MessageEvent {
  return {
    createdAt,
    entityUrn: `urn:li:event:${conversationId}-${index}`,
    from,
    eventContent: { attributedBody: { text } },
  };
}

export function makeConversations(
  r: Random,
  profiles: Profile[],
  count: number,
  me: string,
  now: number,
): Conversation[] {
  const list: Conversation[] = [];
  const firstDegree = profiles.filter((p) => p.distance === 1);
  const pool = firstDegree.length ? firstDegree : profiles;
  for (let i = 0; i < Math.min(count, pool.length * 3); i++) {
    const p = pool[i % pool.length]!;
    const id = `conv-${p.id}${i >= pool.length ? `-${i}` : ''}`;
    const last = now - r.int(0, 60 * 24 * 30) * 60 * 1000;
    const n = count > 1000 ? 2 : r.int(1, 6);
    const events: MessageEvent[] = [];
    let thread: (typeof THREADS)[number] = THREADS[0]!;
    for (let k = 0; k < n; k++) {
      const from = k % 2 === 0 ? p.profileId : me;
      // The seeded text is drawn as before (the rest of the world stays the same) and picks the template.
      const seeded = r.faker.lorem.sentences({ min: 1, max: 3 });
      if (k === 0) thread = THREADS[textHash(seeded) % THREADS.length]!;
      const line = thread[k];
      const text = line
        ? line(p, DEMO_ACCOUNT.firstName)
        : k % 2 === 0
          ? 'Thanks again, talk soon.'
          : 'Speak soon!';
      events.push(makeMessage(id, k, from, text, last - (n - k) * 3600_000));
    }
    // One seeded thread shows link rendering: addresses become links, markup stays text.
    if (i === 1 && count <= 1000 && events[0]) {
      events[0].eventContent = {
        attributedBody: {
          text: 'Loved your talk! Slides: https://example.com/slides or mail me at sam@example.com <b>not bold</b>',
        },
      };
    }
    const unread = r.chance(0.25);
    list.push({
      id,
      entityUrn: `urn:li:msg_conversation:${id}`,
      participants: [
        {
          profileId: p.profileId,
          firstName: p.firstName,
          lastName: p.lastName,
          occupation: p.occupation,
          picture: null,
          publicIdentifier: p.publicIdentifier,
        },
      ],
      events: count > 1000 ? [] : events,
      lastMessage: events[events.length - 1] ?? null,
      tags: [],
      read: !unread,
      unreadCount: unread ? r.int(1, 3) : 0,
      lastActivityAt: last,
      archived: r.chance(0.05),
      receipts: null,
    });
  }
  return list.sort((a, b) => b.lastActivityAt - a.lastActivityAt);
}
