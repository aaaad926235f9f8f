import { createStore, get, set } from 'idb-keyval';
import { buildScenario } from '../scenarios';
import type { World } from './types';

// The world lives in memory and is saved to IndexedDB (it can hold 100,000 queue items, far
// beyond localStorage's few megabytes), so it survives reloads.
const KEY = 'world';
let idbStore: ReturnType<typeof createStore> | undefined;
const hasIndexedDb = () => typeof indexedDB !== 'undefined';
const idb = () => (idbStore ??= createStore('reachly-simulated-world', 'kv'));

let current: World | undefined;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
const changeListeners = new Set<(w: World) => void>();

function isWorld(value: unknown): value is World {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as World).version === 1 &&
    Array.isArray((value as World).campaigns)
  );
}

export async function loadWorld(): Promise<World> {
  if (current) return current;
  if (hasIndexedDb()) {
    try {
      const saved: unknown = await get(KEY, idb());
      if (isWorld(saved)) current = saved;
    } catch (e) {
      console.warn('Simulated world could not be read; starting fresh', e);
    }
  }
  current ??= buildScenario('default');
  return current;
}

export function world(): World {
  if (!current) current = buildScenario('default');
  return current;
}

/** Background changes (the campaign runner's steps) are saved at most this often; a user's action saves at once. */
export const BACKGROUND_SAVE_MS = 30_000;
let backgroundTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Changes the world and schedules a save. `background`: a change nobody waits for (the runner),
 * saved with the next save or within BACKGROUND_SAVE_MS — writing the `big` world takes about a
 * second of main thread, too much every 4 s.
 */
export function updateWorld<T>(change: (w: World) => T, options: { background?: boolean } = {}): T {
  const result = change(world());
  if (options.background) scheduleBackgroundSave();
  else scheduleSave();
  changeListeners.forEach((l) => l(world()));
  return result;
}

export function replaceWorld(next: World): void {
  current = next;
  scheduleSave();
  changeListeners.forEach((l) => l(next));
}

export function onWorldChange(listener: (w: World) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function scheduleSave() {
  if (!hasIndexedDb()) return;
  if (saveTimer) clearTimeout(saveTimer);
  // Coalesce the changes of one task, then write at once: a reload right after an action must find it saved.
  saveTimer = setTimeout(() => void saveWorldNow(), 0);
}

function scheduleBackgroundSave() {
  if (!hasIndexedDb() || saveTimer || backgroundTimer) return;
  backgroundTimer = setTimeout(() => void saveWorldNow(), BACKGROUND_SAVE_MS);
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void saveWorldNow());

export async function saveWorldNow(): Promise<void> {
  if (saveTimer) clearTimeout(saveTimer);
  if (backgroundTimer) clearTimeout(backgroundTimer);
  saveTimer = undefined;
  backgroundTimer = undefined;
  if (!hasIndexedDb() || !current) return;
  try {
    await set(KEY, current, idb());
  } catch (e) {
    console.warn('Simulated world could not be saved', e);
  }
}

/** Tests start from a known world without touching storage. */
export function resetWorldForTests(next: World): void {
  current = next;
}
