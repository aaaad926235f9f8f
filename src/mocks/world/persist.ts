import { createStore, entries, promisifyRequest } from 'idb-keyval';
import type { World } from './types';

// The world is saved as records: 'meta' (everything small) and chunks of the big collections
// (profiles, conversations, events, each campaign's queue), CHUNK items per record. A save
// writes only the records whose fingerprint changed since the last save or load, in one
// transaction, so the `big` world's periodic saves write a few chunks instead of tens of MB.

export const CHUNK = 2000;
const COLLECTIONS = ['profiles', 'conversations', 'events'] as const;
const QUEUE_PREFIX = 'queue:';
const LEGACY_KEY = 'world';

/** Where records live: IndexedDB in the browser, memory in tests. */
export interface WorldStorage {
  readAll(): Promise<Map<string, unknown>>;
  /** Puts and deletes in one transaction. */
  write(puts: [string, unknown][], deletes: string[]): Promise<void>;
}

export function indexedDbStorage(): WorldStorage {
  const store = createStore('reachly-simulated-world', 'kv');
  return {
    readAll: async () => new Map((await entries<string, unknown>(store)).map(([k, v]) => [String(k), v])),
    write: (puts, deletes) =>
      store('readwrite', (s) => {
        for (const [key, value] of puts) s.put(value, key);
        for (const key of deletes) s.delete(key);
        return promisifyRequest(s.transaction);
      }),
  };
}

const chunkKey = (name: string, index: number) => `${name}#${index}`;

/** The world as records (chunks share the world's objects; storage copies them when it writes). */
export function splitWorld(world: World): Map<string, unknown> {
  const { profiles, conversations, events, queues, ...meta } = world;
  const records = new Map<string, unknown>([['meta', meta]]);
  const addChunks = (name: string, items: unknown[]) => {
    const count = Math.max(1, Math.ceil(items.length / CHUNK));
    for (let i = 0; i < count; i++) records.set(chunkKey(name, i), items.slice(i * CHUNK, (i + 1) * CHUNK));
  };
  addChunks('profiles', profiles);
  addChunks('conversations', conversations);
  addChunks('events', events);
  for (const [id, items] of Object.entries(queues)) addChunks(`${QUEUE_PREFIX}${id}`, items);
  return records;
}

function isWorld(value: unknown): value is World {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as World).version === 1 &&
    Array.isArray((value as World).campaigns)
  );
}

/** The world from its records (or from the single record older builds saved); null if none is usable. */
export function joinWorld(records: Map<string, unknown>): World | null {
  const meta = records.get('meta');
  if (!meta) {
    const legacy = records.get(LEGACY_KEY);
    return isWorld(legacy) ? legacy : null;
  }
  const collections = new Map<string, unknown[][]>();
  for (const [key, value] of records) {
    const at = key.lastIndexOf('#');
    if (at < 0 || !Array.isArray(value)) continue;
    const name = key.slice(0, at);
    const chunks = collections.get(name) ?? [];
    chunks[Number(key.slice(at + 1))] = value as unknown[];
    collections.set(name, chunks);
  }
  const items = (name: string) => (collections.get(name) ?? []).flatMap((c) => c ?? []);
  const queues: Record<string, unknown[]> = {};
  for (const name of collections.keys())
    if (name.startsWith(QUEUE_PREFIX)) queues[name.slice(QUEUE_PREFIX.length)] = items(name);
  const world = {
    ...(meta as object),
    ...Object.fromEntries(COLLECTIONS.map((c) => [c, items(c)])),
    queues,
  };
  return isWorld(world) ? world : null;
}

const mix = (h: number, x: number) => Math.imul(h ^ x, 16777619) >>> 0;

/** A cheap hash of a value: every primitive down to `depth` levels, sizes below that. */
export function hashValue(value: unknown, depth = 4, h = 2166136261): number {
  switch (typeof value) {
    case 'string':
      h = mix(h, 0x5 + value.length);
      for (let i = 0; i < value.length; i++) h = mix(h, value.charCodeAt(i));
      return h;
    case 'number':
      return mix(mix(h, value | 0), Math.floor(value / 4294967296) | 0);
    case 'boolean':
      return mix(h, value ? 1 : 2);
    case 'undefined':
      return mix(h, 3);
    case 'object': {
      if (value === null) return mix(h, 4);
      if (Array.isArray(value)) {
        h = mix(h, 0x10000 + value.length);
        if (depth > 0) for (const item of value) h = hashValue(item, depth - 1, h);
        return h;
      }
      const keys = Object.keys(value);
      h = mix(h, 0x20000 + keys.length);
      if (depth > 0)
        for (const key of keys)
          h = hashValue((value as Record<string, unknown>)[key], depth - 1, hashValue(key, 0, h));
      return h;
    }
    default:
      return mix(h, 6);
  }
}

/** Meta is small: its exact JSON. Chunks: a hash deep enough to see a queue item's status or a new message. */
export const fingerprint = (key: string, value: unknown): string | number =>
  key === 'meta' ? JSON.stringify(value) : hashValue(value, 5);

/** Records the campaign runner changes (its background saves look at these only). */
const isRunnerRecord = (key: string) =>
  key === 'meta' || key.startsWith('events#') || key.startsWith(QUEUE_PREFIX);

/**
 * What the runner changes, cheaply: a queue item's id, status and sent time (the runner sets its
 * reason with its status), the events' count and last time. No string is walked.
 */
export function runnerFingerprint(key: string, value: unknown): string | number {
  if (key === 'meta') return JSON.stringify(value);
  const items = value as { id?: number; status?: number; sentTime?: number | null; createdAt?: number }[];
  let h = mix(2166136261, items.length);
  if (key.startsWith('events#')) return mix(h, hashValue(items.at(-1)?.createdAt ?? 0, 0));
  for (const item of items)
    h = mix(mix(mix(h, item.id ?? 0), item.status ?? -1), hashValue(item.sentTime ?? 0, 0));
  return h;
}

interface Saved {
  full?: string | number;
  runner?: string | number;
}

export interface RecordChanges {
  puts: [string, unknown][];
  deletes: string[];
  saved: Map<string, Saved>;
}

/** Remembers what storage holds, to write only what changed. */
export class RecordTracker {
  private saved = new Map<string, Saved>();

  /** After a load: what was read is what storage holds. */
  loaded(records: Map<string, unknown>): void {
    this.saved = new Map(
      [...records].map(([k, v]) => [
        k,
        { full: fingerprint(k, v), runner: isRunnerRecord(k) ? runnerFingerprint(k, v) : undefined },
      ]),
    );
  }

  /**
   * What to write for this world: changed records, and stored keys it no longer has. `runnerOnly`:
   * only the runner's records, by their cheap fingerprint (for its frequent background saves);
   * otherwise every record by its full fingerprint.
   */
  changes(world: World, { runnerOnly = false } = {}): RecordChanges {
    const records = splitWorld(world);
    const saved = new Map(this.saved);
    const puts: [string, unknown][] = [];
    for (const [key, value] of records) {
      const before = this.saved.get(key);
      if (runnerOnly) {
        if (!isRunnerRecord(key)) continue;
        const runner = runnerFingerprint(key, value);
        if (before?.runner === runner) continue;
        puts.push([key, value]);
        saved.set(key, { runner });
        continue;
      }
      const full = fingerprint(key, value);
      const runner = isRunnerRecord(key) ? runnerFingerprint(key, value) : undefined;
      if (before?.full !== full) puts.push([key, value]);
      saved.set(key, { full, runner });
    }
    const deletes = runnerOnly ? [] : [...this.saved.keys()].filter((k) => !records.has(k));
    for (const key of deletes) saved.delete(key);
    return { puts, deletes, saved };
  }

  written(saved: Map<string, Saved>): void {
    this.saved = saved;
  }

  forget(): void {
    this.saved = new Map();
  }
}
