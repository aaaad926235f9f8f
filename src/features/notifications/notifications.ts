import type { ActivityEvent } from '@/lib/extension/contract';

// Spec 000 §3 "Notifications and alerts": what happened to the person (a reply, a new connection),
// a stored last-read point and the count of entries newer than it. Pure: no React, no storage of its own.

/** The events that are notifications: replies (the spec's spelling) and accepted invitations. */
export const NOTIFICATION_EVENTS = ['messageRecieved', 'newConnection'] as const;
/** The list is a sliding window: the last 30 days, at most 50 entries. */
export const NOTIFICATION_DAYS = 30;
export const MAX_NOTIFICATIONS = 50;

export interface Notification {
  /** Stable within a reply (React key). */
  key: string;
  kind: 'reply' | 'connection';
  createdAt: number;
  conversationId: string | null;
  /** The person's LinkedIn public identifier, when the event carries it. */
  profilePublicId: string | null;
  campaign: { id: number; name: string } | null;
}

const KINDS: Record<string, Notification['kind']> = { messageRecieved: 'reply', newConnection: 'connection' };

/** The window's notifications, newest first; an extension that ignores the filter is filtered again here. */
export function toNotifications(events: readonly ActivityEvent[], from: number): Notification[] {
  return events
    .filter((e) => KINDS[e.name] !== undefined && e.createdAt >= from)
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, MAX_NOTIFICATIONS)
    .map((e, i) => ({
      key: `${e.createdAt}-${e.name}-${e.conversationId ?? e.profileId ?? ''}-${i}`,
      kind: KINDS[e.name]!,
      createdAt: e.createdAt,
      conversationId: e.conversationId ?? null,
      profilePublicId: e.profilePublicId || null,
      campaign: e.campaignId ?? null,
    }));
}

/**
 * The last-read point is the createdAt of the newest entry read, not a position in the list: the
 * window slides (new entries push old ones out), so a position would point at another entry.
 */
export const isNew = (n: Notification, lastRead: number | null): boolean =>
  lastRead === null || n.createdAt > lastRead;

export interface NewCount {
  count: number;
  /** Every entry of a full window is new: there may be more than the window holds. */
  atLeast: boolean;
}

export function newCount(list: readonly Notification[], lastRead: number | null): NewCount {
  const count = list.filter((n) => isNew(n, lastRead)).length;
  return { count, atLeast: count > 0 && count === MAX_NOTIFICATIONS };
}

/** "3", or "50+" when the window is full of new entries. */
export const countText = ({ count, atLeast }: NewCount): string => `${count}${atLeast ? '+' : ''}`;

/** The point that "Mark all as read" stores: the newest entry's time (null with nothing to read). */
export const markAllReadPoint = (list: readonly Notification[], lastRead: number | null): number | null => {
  const newest = list.reduce<number | null>(
    (max, n) => (max === null || n.createdAt > max ? n.createdAt : max),
    null,
  );
  if (newest === null) return lastRead;
  return lastRead === null ? newest : Math.max(lastRead, newest);
};

// The stored point, per account: `reachly.notifications.<accountId>.lastRead`.

/** Storage as the app's safeLocalStorage offers it; a test's may throw, which costs only the point. */
export interface PointStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export const lastReadKey = (accountId: string | number): string =>
  `reachly.notifications.${accountId}.lastRead`;

/** The stored point; a missing, corrupt or unreadable value is none (every entry in the window is new). */
export function readLastRead(storage: PointStorage, accountId: string | number): number | null {
  let raw: string | null;
  try {
    raw = storage.get(lastReadKey(accountId));
  } catch {
    return null;
  }
  if (raw === null || !/^\d{1,16}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) ? value : null;
}

/** Stores the point; false when the storage refused it (the point then lasts for this page only). */
export function writeLastRead(storage: PointStorage, accountId: string | number, point: number): boolean {
  try {
    storage.set(lastReadKey(accountId), String(Math.floor(point)));
    return true;
  } catch {
    return false;
  }
}

/** Who or what, in plain words: the person's LinkedIn name when the event carries it. */
export function notificationTitle(n: Notification): string {
  if (n.kind === 'reply') return n.profilePublicId ? `Reply from ${n.profilePublicId}` : 'A new reply';
  return n.profilePublicId ? `New connection: ${n.profilePublicId}` : 'A new connection';
}
