import { describe, expect, it } from 'vitest';
import type { Campaign, CampaignModule, CampaignStatus, Plan } from '@/lib/extension/contract';
import {
  accountCaps,
  capKindOf,
  capUsage,
  DEFAULT_PENDING_CEILING,
  pendingInvitesStatus,
  safetyWarnings,
} from '@/features/safety/safety';

const campaign = (
  id: number,
  module: CampaignModule,
  status: CampaignStatus,
  doneToday: number,
  perDay: number,
): Campaign => ({
  id,
  name: `Campaign ${id}`,
  module,
  status,
  created: 0,
  options: { perDay },
  data: { doneToday, doneTotal: doneToday, resultCount: 100 },
});

const CAPS = { connectionRequests: 100, messages: 1000, profileViews: 1000, engagements: 100 };

describe('account caps', () => {
  it('maps each campaign type to the cap it uses', () => {
    expect(capKindOf('li-auto-conn')).toBe('connectionRequests');
    expect(capKindOf('li-auto-msg')).toBe('messages');
    expect(capKindOf('li-auto-view')).toBe('profileViews');
    expect(capKindOf('li-engage')).toBe('engagements');
    expect(capKindOf('joinGroups')).toBeNull();
  });

  it('takes the configured limits (section 9 defaults) lowered by the plan', () => {
    expect(accountCaps(undefined, null)).toEqual(CAPS);
    const starter = {
      connectionRequestsPerDay: 50,
      sendMessagesPerDay: 300,
      profileViewsPerDay: 2000,
      autoLikeShareCommentPerDay: 50,
    } as Plan;
    expect(accountCaps({ profileViews: 1500 }, starter)).toEqual({
      connectionRequests: 50,
      messages: 300,
      profileViews: 1500,
      engagements: 50,
    });
  });
});

describe("today's use summed across running campaigns", () => {
  const campaigns = [
    campaign(1, 'li-auto-conn', 'Running', 30, 50),
    campaign(2, 'li-auto-conn', 'Running', 25, 40),
    campaign(3, 'li-auto-conn', 'Stopped', 60, 60), // not running: not counted
    campaign(4, 'li-auto-msg', 'Running', 12, 20),
    campaign(5, 'li-auto-view', 'Running', 0, 25),
    campaign(6, 'li-engage', 'Running', 7, 10),
    campaign(7, 'li-engage', 'Running', 3, 10),
    campaign(8, 'joinGroups', 'Running', 9, 9), // uses no cap
  ];
  const usage = capUsage(campaigns, CAPS);
  const byKind = Object.fromEntries(usage.map((u) => [u.kind, u]));

  it('adds doneToday and perDay of every running campaign of the type', () => {
    expect(usage.map((u) => u.kind)).toEqual([
      'connectionRequests',
      'messages',
      'profileViews',
      'engagements',
    ]);
    expect(byKind.connectionRequests).toMatchObject({ used: 55, planned: 90, cap: 100, level: 'ok' });
    expect(byKind.connectionRequests!.campaigns.map((c) => c.id)).toEqual([1, 2]);
    expect(byKind.messages).toMatchObject({ used: 12, planned: 20, cap: 1000 });
    expect(byKind.profileViews).toMatchObject({ used: 0, planned: 25, share: 0 });
    expect(byKind.engagements).toMatchObject({ used: 10, planned: 20, share: 0.1 });
  });

  it('is near at 80% and reached at 100%', () => {
    const near = capUsage(
      [campaign(1, 'li-auto-conn', 'Running', 40, 50), campaign(2, 'li-auto-conn', 'Running', 40, 50)],
      CAPS,
    );
    expect(near[0]).toMatchObject({ used: 80, share: 0.8, level: 'near' });
    const reached = capUsage([campaign(1, 'li-auto-conn', 'Running', 100, 100)], CAPS);
    expect(reached[0]!.level).toBe('reached');
    const below = capUsage([campaign(1, 'li-auto-conn', 'Running', 79, 100)], CAPS);
    expect(below[0]!.level).toBe('ok');
  });

  it('counts a missing perDay as 1, as the editor does', () => {
    const c = campaign(1, 'li-auto-msg', 'Running', 0, 1);
    c.options = {};
    expect(capUsage([c], CAPS)[1]!.planned).toBe(1);
  });
});

describe('warnings in plain words', () => {
  it('warns at 80% and when the per-day settings add up to more than the cap', () => {
    const usage = capUsage(
      [campaign(1, 'li-auto-conn', 'Running', 45, 60), campaign(2, 'li-auto-conn', 'Running', 40, 60)],
      CAPS,
    );
    const texts = safetyWarnings(usage, null).map((w) => w.text);
    expect(texts).toEqual([
      "Today's connection requests are at 85% of the daily cap (85 of 100).",
      'Your 2 running campaigns are set to 120 connection requests a day, more than the account\'s cap of 100. Lower their "Per day" settings.',
    ]);
  });

  it('says when a cap is reached, and is silent when all is well', () => {
    const reached = safetyWarnings(capUsage([campaign(1, 'li-engage', 'Running', 100, 100)], CAPS), null);
    expect(reached).toEqual([
      expect.objectContaining({
        severity: 'error',
        text: "Today's likes, shares and comments have reached the daily cap (100 of 100). The campaigns pause them until tomorrow.",
      }),
    ]);
    expect(safetyWarnings(capUsage([campaign(1, 'li-engage', 'Running', 10, 50)], CAPS), null)).toEqual([]);
  });

  it('compares pending invitations with the ceiling (700 by default)', () => {
    expect(DEFAULT_PENDING_CEILING).toBe(700);
    expect(pendingInvitesStatus(137, 700)).toMatchObject({ level: 'ok' });
    const near = pendingInvitesStatus(600, 700);
    expect(near.level).toBe('near');
    expect(safetyWarnings([], near).map((w) => w.text)).toEqual([
      '600 invitations are pending, 85% of your safe ceiling of 700. Withdraw old invitations.',
    ]);
    expect(pendingInvitesStatus(150, 100).level).toBe('reached');
  });
});
