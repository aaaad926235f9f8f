import type { Campaign, CampaignModule, Limits, Plan } from '@/lib/extension/contract';
import { DEFAULT_DAILY_CAPS } from '@/lib/constants';
import { formatNumber } from '@/lib/format/numbers';

// Account safety: how close the linked account is to each daily cap, summed across the running
// campaigns, and how many invitations are pending. Pure functions; the screens only render them.

export const CAP_KINDS = ['connectionRequests', 'messages', 'profileViews', 'engagements'] as const;
export type CapKind = (typeof CAP_KINDS)[number];

export const CAP_LABELS: Record<CapKind, string> = {
  connectionRequests: 'Connection requests',
  messages: 'Messages',
  profileViews: 'Profile views',
  engagements: 'Likes, shares and comments',
};

/** The words a warning uses for a cap's actions ("120 connection requests a day"). */
const CAP_NOUNS: Record<CapKind, string> = {
  connectionRequests: 'connection requests',
  messages: 'messages',
  profileViews: 'profile views',
  engagements: 'likes, shares and comments',
};

/** A cap at or above this share of its limit gets a warning. */
export const WARN_SHARE = 0.8;
/** LinkedIn restricts accounts with too many pending invitations; about 700 is a safe ceiling. */
export const DEFAULT_PENDING_CEILING = 700;

/** Which daily cap a campaign type uses up (joinGroups uses none). */
export function capKindOf(module: CampaignModule): CapKind | null {
  switch (module) {
    case 'li-auto-conn':
      return 'connectionRequests';
    case 'li-auto-msg':
      return 'messages';
    case 'li-auto-view':
      return 'profileViews';
    case 'li-engage':
      return 'engagements';
    default:
      return null;
  }
}

const PLAN_PER_DAY: Record<CapKind, keyof Plan> = {
  connectionRequests: 'connectionRequestsPerDay',
  messages: 'sendMessagesPerDay',
  profileViews: 'profileViewsPerDay',
  engagements: 'autoLikeShareCommentPerDay',
};

/** The account's cap of each kind: the extension's configured limit, lowered by the plan's per-day count. */
export function accountCaps(
  limits: Partial<Limits> | null | undefined,
  plan: Plan | null | undefined,
): Record<CapKind, number> {
  const configured = { ...DEFAULT_DAILY_CAPS, ...(limits ?? {}) };
  const caps = {} as Record<CapKind, number>;
  for (const kind of CAP_KINDS) {
    const fromPlan = plan ? Number(plan[PLAN_PER_DAY[kind]]) : Infinity;
    caps[kind] = Math.max(0, Math.min(configured[kind], Number.isFinite(fromPlan) ? fromPlan : Infinity));
  }
  return caps;
}

export type CapLevel = 'ok' | 'near' | 'reached';

export interface CapUsage {
  kind: CapKind;
  label: string;
  /** Actions done today by the running campaigns of this kind. */
  used: number;
  cap: number;
  /** The running campaigns' per-day settings added up. */
  planned: number;
  /** used / cap, 0 when the cap is 0 and nothing was used. */
  share: number;
  level: CapLevel;
  campaigns: { id: number; name: string; doneToday: number; perDay: number }[];
}

const levelOf = (share: number): CapLevel => (share >= 1 ? 'reached' : share >= WARN_SHARE ? 'near' : 'ok');

/** Today's use of every cap, summed across the running campaigns. */
export function capUsage(campaigns: readonly Campaign[], caps: Record<CapKind, number>): CapUsage[] {
  return CAP_KINDS.map((kind) => {
    const running = campaigns.filter((c) => c.status === 'Running' && capKindOf(c.module) === kind);
    const rows = running.map((c) => ({
      id: c.id,
      name: c.name,
      doneToday: Math.max(0, c.data.doneToday),
      perDay: Math.max(1, Number(c.options.perDay ?? 1)),
    }));
    const used = rows.reduce((sum, r) => sum + r.doneToday, 0);
    const planned = rows.reduce((sum, r) => sum + r.perDay, 0);
    const cap = caps[kind];
    const share = cap > 0 ? used / cap : used > 0 ? 1 : 0;
    return {
      kind,
      label: CAP_LABELS[kind],
      used,
      cap,
      planned,
      share,
      level: levelOf(share),
      campaigns: rows,
    };
  });
}

export interface PendingInvites {
  count: number;
  ceiling: number;
  share: number;
  level: CapLevel;
}

export function pendingInvitesStatus(count: number, ceiling: number): PendingInvites {
  const share = ceiling > 0 ? count / ceiling : 1;
  return { count, ceiling, share, level: levelOf(share) };
}

export interface SafetyWarning {
  id: string;
  severity: 'warning' | 'error';
  text: string;
}

const percent = (share: number) => `${Math.floor(share * 100)}%`;

/** Plain-words warnings: caps at 80% or more, per-day settings above a cap, too many pending invitations. */
export function safetyWarnings(usage: readonly CapUsage[], pending: PendingInvites | null): SafetyWarning[] {
  const warnings: SafetyWarning[] = [];
  for (const u of usage) {
    const noun = CAP_NOUNS[u.kind];
    if (u.level === 'reached') {
      warnings.push({
        id: `${u.kind}-reached`,
        severity: 'error',
        text: `Today's ${noun} have reached the daily cap (${formatNumber(u.used)} of ${formatNumber(u.cap)}). The campaigns pause them until tomorrow.`,
      });
    } else if (u.level === 'near') {
      warnings.push({
        id: `${u.kind}-near`,
        severity: 'warning',
        text: `Today's ${noun} are at ${percent(u.share)} of the daily cap (${formatNumber(u.used)} of ${formatNumber(u.cap)}).`,
      });
    }
    if (u.planned > u.cap) {
      const count = u.campaigns.length;
      warnings.push({
        id: `${u.kind}-planned`,
        severity: 'warning',
        text: `Your ${count} running ${count === 1 ? 'campaign is' : 'campaigns are'} set to ${formatNumber(u.planned)} ${noun} a day, more than the account's cap of ${formatNumber(u.cap)}. Lower their "Per day" settings.`,
      });
    }
  }
  if (pending && pending.level !== 'ok') {
    warnings.push({
      id: 'pending-invites',
      severity: pending.level === 'reached' ? 'error' : 'warning',
      text: `${formatNumber(pending.count)} invitations are pending, ${percent(pending.share)} of your safe ceiling of ${formatNumber(pending.ceiling)}. Withdraw old invitations.`,
    });
  }
  return warnings;
}
