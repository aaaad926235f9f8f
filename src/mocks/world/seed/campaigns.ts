import type { Campaign, CampaignModule, CampaignStatus, Profile, QueueItem } from '@/lib/extension/contract';
import type { Random } from '../random';
import { DAY_MS } from '../worldConstants';

const REASONS: Record<number, string[]> = {
  0: [''],
  1: ['Sent successfully'],
  2: [
    'Skipped: already connected',
    'Skipped: <b>excluded</b> by keyword list',
    'Skipped: profile is out of network',
  ],
  3: [
    'Failed: <i>weekly invitation limit</i> reached',
    'Failed: profile not available',
    'Failed: could not open the message box',
  ],
  4: ['Accepted the invitation'],
  5: ['Replied to your message'],
  6: ['Viewed your profile back'],
};

export function makeQueue(
  r: Random,
  profiles: Profile[],
  size: number,
  startId: number,
  now: number,
  allPending = false,
): QueueItem[] {
  const items: QueueItem[] = [];
  for (let i = 0; i < size; i++) {
    const p = profiles[(startId + i) % profiles.length]!;
    const status = allPending ? 0 : r.pick([0, 0, 0, 1, 1, 1, 2, 3, 4, 5, 6]);
    items.push({
      id: startId + i,
      status,
      sentTime: status === 0 ? null : now - r.int(0, 20 * 24 * 60) * 60 * 1000,
      status_reason: r.pick(REASONS[status] ?? ['']),
      data: {
        id: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        profileId: p.profileId,
        publicIdentifier: p.publicIdentifier,
        occupation: p.occupation,
      },
    });
  }
  if (startId === 1) showcase(items, now);
  return items;
}

/** Extension-provided HTML that must be shown inert (QA checks it never runs). */
export const HOSTILE_REASON =
  'Failed: <img src="x" onerror="window.__xss=1"><script>window.__xss=1</script>profile <b>blocked</b>';

/**
 * The first queue (campaign 1) starts with one item of each status code 0-6 and one failed item
 * whose status_reason carries a script, so QA always finds them on the first page. No random
 * numbers are drawn here: the rest of the world stays as the seed makes it.
 */
function showcase(items: QueueItem[], now: number) {
  items.slice(0, 8).forEach((item, k) => {
    const status = k < 7 ? k : 3;
    item.status = status;
    item.sentTime = status === 0 ? null : now - (k + 1) * 3600_000;
    item.status_reason = k === 7 ? HOSTILE_REASON : (REASONS[status]?.[0] ?? '');
  });
}

const defaults: Record<CampaignModule, Record<string, unknown>> = {
  'li-auto-conn': { delay: 45, delay2: 75, proposal: 'Hi {FIRST_NAME}, I would love to connect.' },
  'li-auto-msg': { delay: 30, delay2: 90, excludeIfAlreadyTalked: true },
  'li-auto-view': { delay: 30, delay2: 90, excludeViewed: true, autoEndorse: false, endorseCount: 0 },
  'li-engage': { delay: 30, delay2: 90, like: true, share: false, comment: false, period: 1 },
  joinGroups: {},
};

export function makeCampaign(
  r: Random,
  id: number,
  name: string,
  module: CampaignModule,
  status: CampaignStatus,
  queue: QueueItem[],
  now: number,
): Campaign {
  const done = queue.filter((q) => q.status !== 0).length;
  const created = now - r.int(5, 60) * DAY_MS;
  return {
    id,
    name,
    module,
    status,
    progress: queue.length ? Math.round((done / queue.length) * 100) : 0,
    lastRunDate: status === 'Added' ? null : now - r.int(1, 60 * 24 * 5) * 60 * 1000,
    created,
    updated: created + r.int(0, 4) * DAY_MS,
    message: INFO_MESSAGES[`${module}/${status}`] ?? null,
    options: {
      source: {
        type: 'PEOPLE_SEARCH',
        searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=founder',
      },
      perDay: r.pick([10, 20, 25, 50]),
      fetchMethod: 'partial',
      pauseAfterFetch: false,
      postProfiles: false,
      ...defaults[module],
    },
    data: {
      doneToday: status === 'Running' ? r.int(0, 8) : 0,
      doneTodayDay: new Date(now).toDateString(),
      doneTotal: done,
      resultCount: queue.length,
      lastMemberId: null,
      lastQueueItemId: null,
    },
  };
}

/** Info messages the extension attaches to some campaigns (shown under the name in the list). */
const INFO_MESSAGES: Record<string, { text: string }> = {
  'li-auto-view/Stopped': {
    text: 'Stopped: the LinkedIn session expired. Log in to LinkedIn and run the campaign again.',
  },
  'li-auto-conn/Completed': { text: 'All profiles from the search were processed.' },
};

export const CAMPAIGN_PRESETS: [string, CampaignModule, CampaignStatus][] = [
  ['Founders in Berlin', 'li-auto-conn', 'Running'],
  ['SaaS CTOs follow-up', 'li-auto-msg', 'Running'],
  ['Recruiters warm-up views', 'li-auto-view', 'Stopped'],
  ['Engage with partner posts', 'li-engage', 'Added'],
  ['Q3 webinar invites', 'li-auto-conn', 'Completed'],
  ['Thank new connections', 'li-auto-msg', 'Stopped'],
  ['Marketing leaders', 'li-auto-view', 'Running'],
  ['Join growth groups', 'joinGroups', 'Added'],
  ['Old event attendees', 'li-auto-msg', 'Completed'],
];
