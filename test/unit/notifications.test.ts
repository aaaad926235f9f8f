import { describe, expect, it } from 'vitest';
import type { ActivityEvent, EventName } from '@/lib/extension/contract';
import {
  countText,
  lastReadKey,
  markAllReadPoint,
  MAX_NOTIFICATIONS,
  newCount,
  notificationTitle,
  readLastRead,
  toNotifications,
  writeLastRead,
  type PointStorage,
} from '@/features/notifications/notifications';

const ev = (name: EventName, createdAt: number, extra: Partial<ActivityEvent> = {}): ActivityEvent => ({
  name,
  createdAt,
  ...extra,
});

/** A Map as the browser's storage. */
function memoryStorage(entries: Record<string, string> = {}): PointStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return { map, get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v) };
}

/** Storage blocked with the site's data: every access throws. */
const throwingStorage: PointStorage = {
  get: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  set: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
};

describe('the notifications list', () => {
  it('keeps replies and new connections of the window, newest first', () => {
    const list = toNotifications(
      [
        ev('messageRecieved', 300, { conversationId: 'c1', profilePublicId: 'ann-lee' }),
        ev('messageSent', 400),
        ev('newConnection', 500, { profilePublicId: 'bo-kim', campaignId: { id: 2, name: 'Founders' } }),
        ev('newConnection', 50),
      ],
      100,
    );
    expect(list.map((n) => [n.kind, n.createdAt])).toEqual([
      ['connection', 500],
      ['reply', 300],
    ]);
    expect(list[0]).toMatchObject({ profilePublicId: 'bo-kim', campaign: { id: 2, name: 'Founders' } });
    expect(list[1]).toMatchObject({ conversationId: 'c1', campaign: null });
  });

  it('holds at most the window size', () => {
    const events = Array.from({ length: 80 }, (_, i) => ev('messageRecieved', i + 1));
    const list = toNotifications(events, 0);
    expect(list).toHaveLength(MAX_NOTIFICATIONS);
    expect(list[0]!.createdAt).toBe(80);
  });

  it('names the person when the event carries a LinkedIn name, and says what happened otherwise', () => {
    const [named, bare, connection] = toNotifications(
      [
        ev('messageRecieved', 3, { profilePublicId: 'ann-lee' }),
        ev('messageRecieved', 2, { profilePublicId: '' }),
        ev('newConnection', 1),
      ],
      0,
    );
    expect(notificationTitle(named!)).toBe('Reply from ann-lee');
    expect(notificationTitle(bare!)).toBe('A new reply');
    expect(notificationTitle(connection!)).toBe('A new connection');
  });
});

describe('the new count and the last-read point', () => {
  const list = toNotifications(
    [ev('messageRecieved', 300), ev('newConnection', 200), ev('newConnection', 100)],
    0,
  );

  it('counts the entries newer than the point; with no point every entry is new', () => {
    expect(newCount(list, 200)).toEqual({ count: 1, atLeast: false });
    expect(newCount(list, 300).count).toBe(0);
    expect(newCount(list, null).count).toBe(3);
  });

  it('says "50+" when a full window is all new', () => {
    const full = toNotifications(
      Array.from({ length: 60 }, (_, i) => ev('newConnection', i + 1)),
      0,
    );
    expect(countText(newCount(full, null))).toBe('50+');
    expect(countText(newCount(full, 20))).toBe('40');
  });

  it('Mark all as read stores the newest entry, never moving the point back', () => {
    expect(markAllReadPoint(list, null)).toBe(300);
    expect(markAllReadPoint(list, 100)).toBe(300);
    expect(markAllReadPoint(list, 900)).toBe(900);
    expect(markAllReadPoint([], 100)).toBe(100);
    expect(markAllReadPoint([], null)).toBeNull();
  });

  it('keeps the point per account', () => {
    const storage = memoryStorage();
    expect(writeLastRead(storage, 7, 1_700_000_000_123)).toBe(true);
    expect(storage.map.get('reachly.notifications.7.lastRead')).toBe('1700000000123');
    expect(readLastRead(storage, 7)).toBe(1_700_000_000_123);
    expect(readLastRead(storage, 8)).toBeNull();
  });

  it('reads a corrupt stored value as no point', () => {
    for (const raw of ['', 'soon', '-5', '1.5e3', '{"at":1}', '99999999999999999999', 'NaN']) {
      expect(readLastRead(memoryStorage({ [lastReadKey(7)]: raw }), 7), raw).toBeNull();
    }
    expect(readLastRead(memoryStorage({ [lastReadKey(7)]: ' 42 ' }), 7)).toBe(42);
  });

  it('survives storage that throws: nothing read, the write reported as not kept', () => {
    expect(readLastRead(throwingStorage, 7)).toBeNull();
    expect(writeLastRead(throwingStorage, 7, 300)).toBe(false);
  });
});
