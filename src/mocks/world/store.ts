import { indexedDbStorage, joinWorld, RecordTracker, type WorldStorage } from './persist';
import type { World } from './types';

// The world lives in memory and is saved to IndexedDB (it can hold 100,000 queue items, far
// beyond localStorage's few megabytes), so it survives reloads. It is saved as records and only
// changed records are written (./persist.ts).
let storage: WorldStorage | undefined | null;
const worldStorage = () =>
  storage === undefined ? (storage = typeof indexedDB !== 'undefined' ? indexedDbStorage() : null) : storage;
const tracker = new RecordTracker();
/** A change other than the runner's since the last save: the next save checks every record. */
let changedBeyondRunner = false;

let current: World | undefined;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
const changeListeners = new Set<(w: World) => void>();

const defaultWorld = async () => (await import('../scenarios')).buildScenario('default');

/**
 * The saved world; when none is saved (or it cannot be read), the one `makeFresh` makes (the
 * default scenario's unless told).
 */
export async function loadWorld(makeFresh: () => World | Promise<World> = defaultWorld): Promise<World> {
  if (current) return current;
  const store = worldStorage();
  if (store) {
    try {
      const records = await store.readAll();
      const saved = joinWorld(records);
      if (saved) {
        current = saved;
        tracker.loaded(records);
        // A world saved whole by an older build is rewritten as records by the next save.
        changedBeyondRunner = !records.has('meta');
      }
    } catch (e) {
      console.warn('Simulated world could not be read; starting fresh', e);
    }
  }
  if (!current) {
    const made = await makeFresh();
    // world() may have made one meanwhile; the first one stays.
    current ??= madeHere(made);
  }
  return current;
}

/** The loaded world (loadWorld, or resetWorldForTests in tests). */
export function world(): World {
  if (!current) throw new Error('The simulated world is read before it has loaded');
  return current;
}

/** A world made here, not read from storage: all of it is new, so the next save writes every record. */
function madeHere(made: World): World {
  changedBeyondRunner = true;
  return made;
}

/** Background changes (the campaign runner's steps) are saved at most this often; a user's action saves at once. */
export const BACKGROUND_SAVE_MS = 30_000;
/**
 * The idle save first waits this long: while the first screen loads, the browser idles between
 * downloads, and a save in such a gap (about 60 ms of main thread at 4x CPU) delayed the screen.
 */
export const IDLE_SAVE_DELAY_MS = 2_000;
/** After that delay, at the latest this long until the save runs even if the browser never idles. */
const IDLE_SAVE_TIMEOUT_MS = 3_000;

/** The pending background save's cancel; any save cancels it (it would find nothing new). */
let cancelBackgroundSave: (() => void) | undefined;

/**
 * Changes the world and schedules a save. `background`: a change nobody waits for (the runner),
 * saved with the next save or within BACKGROUND_SAVE_MS — writing the `big` world takes about a
 * second of main thread, too much every 4 s.
 */
export function updateWorld<T>(change: (w: World) => T, options: { background?: boolean } = {}): T {
  const result = change(world());
  if (options.background) scheduleBackgroundSave();
  else {
    changedBeyondRunner = true;
    scheduleSave();
  }
  changeListeners.forEach((l) => l(world()));
  return result;
}

export function replaceWorld(next: World): void {
  current = next;
  changedBeyondRunner = true;
  scheduleSave();
  changeListeners.forEach((l) => l(next));
}

export function onWorldChange(listener: (w: World) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function scheduleSave() {
  if (!worldStorage()) return;
  if (saveTimer) clearTimeout(saveTimer);
  // Coalesce the changes of one task, then write at once: a reload right after an action must find it saved.
  saveTimer = setTimeout(() => void saveWorldNow(), 0);
}

/**
 * A save nobody waits for, after `delayMs`; a pending one (or an immediate one) stands. `whenIdle`:
 * after the delay it also waits for an idle moment, at the latest IDLE_SAVE_TIMEOUT_MS more.
 */
function scheduleBackgroundSave(delayMs = BACKGROUND_SAVE_MS, whenIdle = false) {
  if (!worldStorage() || saveTimer || cancelBackgroundSave) return;
  const save = () => void saveWorldNow();
  let idleRequest: number | undefined;
  const timer = setTimeout(() => {
    if (whenIdle && typeof requestIdleCallback === 'function')
      idleRequest = requestIdleCallback(save, { timeout: IDLE_SAVE_TIMEOUT_MS });
    else save();
  }, delayMs);
  cancelBackgroundSave = () => {
    clearTimeout(timer);
    if (idleRequest !== undefined && typeof cancelIdleCallback === 'function')
      cancelIdleCallback(idleRequest);
    cancelBackgroundSave = undefined;
  };
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void saveWorldNow());

/**
 * Saves once the first screen is up and the browser is idle: the simulation's boot uses it for a
 * world nobody has changed yet, so writing its records (a first visit's whole new world: about
 * 100 ms of main thread at 4x CPU) does not hold up the first screen. An action before then saves
 * at once, as always, and so does leaving the page.
 */
export function saveWhenIdle(): void {
  scheduleBackgroundSave(IDLE_SAVE_DELAY_MS, true);
}

/** The save that holds a user's change until its write has committed (see `whenSaved`). */
let userChangeSave: Promise<void> | undefined;

export async function saveWorldNow(): Promise<void> {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = undefined;
  cancelBackgroundSave?.();
  const store = worldStorage();
  if (!store || !current) return;
  // Only changed records; an unchanged world writes nothing.
  const runnerOnly = !changedBeyondRunner;
  changedBeyondRunner = false;
  const failed = (e: unknown) => {
    changedBeyondRunner = true;
    console.warn('Simulated world could not be saved', e);
  };
  let changes: ReturnType<RecordTracker['changes']>;
  try {
    changes = tracker.changes(current, { runnerOnly });
  } catch (e) {
    failed(e);
    return;
  }
  const { puts, deletes, saved } = changes;
  if (!puts.length && !deletes.length) return;
  const write = store.write(puts, deletes).then(() => tracker.written(saved), failed);
  if (!runnerOnly) {
    userChangeSave = write;
    void write.then(() => {
      if (userChangeSave === write) userChangeSave = undefined;
    });
  }
  await write;
}

/**
 * Resolves once a user's change is in storage: the simulated extension answers a call that changed
 * the world only then, as the real one answers after its own storage write. A reload right after
 * (Pause Campaign to Edit, then the list again) found the change lost while its write was still
 * pending. Calls that changed nothing do not wait for the runner's background saves.
 */
export function whenSaved(): Promise<void> {
  if (saveTimer) return saveWorldNow();
  return userChangeSave ?? Promise.resolve();
}

/** Tests start from a known world without touching storage. */
export function resetWorldForTests(next: World): void {
  current = next;
}

/** Tests of persistence: a storage of their own (null: none), and a world forgotten as after a reload. */
export function setWorldStorageForTests(next: WorldStorage | null): void {
  storage = next;
  current = undefined;
  changedBeyondRunner = false;
  tracker.forget();
}
