import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceCampaigns } from '@/mocks/extension/runner';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { createSimulatedTransport } from '@/mocks/extension/simulatedTransport';
import { NO_FAULTS } from '@/mocks/world/worldConstants';
import { buildScenario } from '@/mocks/scenarios';
import { CHUNK, type WorldStorage } from '@/mocks/world/persist';
import {
  loadWorld,
  replaceWorld,
  saveWhenIdle,
  saveWorldNow,
  IDLE_SAVE_DELAY_MS,
  updateWorld,
  setWorldStorageForTests,
  world,
} from '@/mocks/world/store';

// The simulated world's persistence: records in storage, only changed ones written.

/** Storage in memory that copies what it is given (as IndexedDB does) and counts writes. */
function memoryStorage() {
  const data = new Map<string, unknown>();
  const writes: { puts: string[]; deletes: string[] }[] = [];
  const storage: WorldStorage = {
    readAll: async () => new Map([...data].map(([k, v]) => [k, structuredClone(v)])),
    write: async (puts, deletes) => {
      writes.push({ puts: puts.map(([k]) => k), deletes });
      for (const [k, v] of puts) data.set(k, structuredClone(v));
      for (const k of deletes) data.delete(k);
    },
  };
  return { storage, data, writes };
}

/** A reload: the page forgets the world and reads it back from storage. */
async function reload(storage: WorldStorage) {
  setWorldStorageForTests(storage);
  return loadWorld();
}

describe('simulated world persistence', () => {
  afterEach(() => {
    setWorldStorageForTests(null);
    vi.useRealTimers();
  });

  it('survives a reload: save, then load, gives the same world', async () => {
    const mem = memoryStorage();
    setWorldStorageForTests(mem.storage);
    const original = buildScenario('default');
    replaceWorld(original);
    await saveWorldNow();
    const snapshot = structuredClone(original);
    expect(mem.data.has('meta')).toBe(true);
    expect(mem.data.has('profiles#0')).toBe(true);

    const loaded = await reload(mem.storage);
    expect(loaded).not.toBe(original);
    expect(loaded).toEqual(snapshot);
  });

  it("a first visit's new world is saved whole: after a reload its people and conversations are there", async () => {
    const mem = memoryStorage();
    setWorldStorageForTests(mem.storage);
    const made = await loadWorld(); // nothing stored: the default world is generated
    const snapshot = structuredClone(made);
    await saveWorldNow(); // what the simulation's boot does next
    expect(mem.data.has('profiles#0')).toBe(true);
    expect(mem.data.has('conversations#0')).toBe(true);

    const loaded = await reload(mem.storage);
    expect(loaded.profiles).toHaveLength(snapshot.profiles.length);
    expect(loaded.profiles.length).toBeGreaterThan(0);
    expect(loaded).toEqual(snapshot);
  });

  it("saveWhenIdle writes the new world after the first screen's time, not in a gap while it loads", async () => {
    vi.useFakeTimers();
    const mem = memoryStorage();
    setWorldStorageForTests(mem.storage);
    await loadWorld();
    saveWhenIdle();
    expect(mem.writes).toHaveLength(0); // nothing on the first screen's path
    await vi.advanceTimersByTimeAsync(IDLE_SAVE_DELAY_MS - 1);
    expect(mem.writes).toHaveLength(0); // nor in the idle gaps while it loads
    await vi.advanceTimersByTimeAsync(1);
    expect(mem.data.has('profiles#0')).toBe(true);
  });

  it('after the delay, saveWhenIdle waits for an idle moment where the browser has requestIdleCallback', async () => {
    vi.useFakeTimers();
    const idle: { run: () => void; timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) =>
      idle.push({ run, timeout: options?.timeout }),
    );
    try {
      const mem = memoryStorage();
      setWorldStorageForTests(mem.storage);
      await loadWorld();
      saveWhenIdle();
      expect(idle).toHaveLength(0); // not in a gap while the first screen loads
      await vi.advanceTimersByTimeAsync(IDLE_SAVE_DELAY_MS);
      const [request] = idle;
      expect(idle).toHaveLength(1);
      expect(request?.timeout).toBeGreaterThan(0); // it runs even if the browser never idles
      expect(mem.writes).toHaveLength(0);
      request?.run();
      await vi.advanceTimersByTimeAsync(0);
      expect(mem.data.has('profiles#0')).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a save before the idle one cancels it: no idle moment is asked for afterwards', async () => {
    vi.useFakeTimers();
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    try {
      const mem = memoryStorage();
      setWorldStorageForTests(mem.storage);
      await loadWorld();
      saveWhenIdle();
      await saveWorldNow(); // an action (or leaving the page) saved first
      expect(mem.data.has('profiles#0')).toBe(true);
      await vi.advanceTimersByTimeAsync(IDLE_SAVE_DELAY_MS * 2);
      expect(idle).not.toHaveBeenCalled();
      expect(mem.writes).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an unchanged world writes nothing, after a save or after a reload', async () => {
    const mem = memoryStorage();
    setWorldStorageForTests(mem.storage);
    replaceWorld(buildScenario('default'));
    await saveWorldNow();
    expect(mem.writes).toHaveLength(1);
    await saveWorldNow();
    expect(mem.writes).toHaveLength(1);

    await reload(mem.storage);
    await saveWorldNow();
    expect(mem.writes).toHaveLength(1);
  });

  it('a runner step writes the campaign records it moved, not the profiles or conversations', async () => {
    // The runner's outcomes and day counters follow the clock: a fixed noon keeps this step the same
    // on any date (on some, every item it took was skipped, so it pushed nothing).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 2, 10, 12, 0, 0));
    const mem = memoryStorage();
    setWorldStorageForTests(mem.storage);
    replaceWorld(buildScenario('default'));
    await saveWorldNow();
    const before = JSON.stringify(world().queues);
    advanceCampaigns();
    expect(JSON.stringify(world().queues)).not.toBe(before);
    await saveWorldNow();
    const written = mem.writes.at(-1)!.puts;
    expect(written).toContain('meta');
    expect(written.some((k) => k.startsWith('queue:'))).toBe(true);
    expect(written.some((k) => k.startsWith('profiles#') || k.startsWith('conversations#'))).toBe(false);

    const running = world().campaigns.find((c) => c.status === 'Running')!;
    const expectedQueue = structuredClone(world().queues[running.id]);
    const loaded = await reload(mem.storage);
    expect(loaded.queues[running.id]).toEqual(expectedQueue);
  });

  it('a changed note in one profile rewrites only that profile chunk', async () => {
    const mem = memoryStorage();
    setWorldStorageForTests(mem.storage);
    const w = buildScenario('default');
    // Enough profiles for several chunks.
    while (w.profiles.length < CHUNK * 2 + 5)
      w.profiles.push({ ...w.profiles[0]!, id: 100_000 + w.profiles.length });
    replaceWorld(w);
    await saveWorldNow();
    updateWorld((next) => void (next.profiles[CHUNK + 3]!.notes = 'Met at the Berlin meetup'));
    await saveWorldNow();
    expect(mem.writes.at(-1)).toEqual({ puts: ['profiles#1'], deletes: [] });
    expect((await reload(mem.storage)).profiles[CHUNK + 3]!.notes).toBe('Met at the Berlin meetup');
  });

  it('a new scenario drops the records the old world had and the new one lacks', async () => {
    const mem = memoryStorage();
    setWorldStorageForTests(mem.storage);
    replaceWorld(buildScenario('default'));
    await saveWorldNow();
    const queueKeys = [...mem.data.keys()].filter((k) => k.startsWith('queue:'));
    expect(queueKeys.length).toBeGreaterThan(0);
    const next = buildScenario('default');
    next.queues = {};
    replaceWorld(next);
    await saveWorldNow();
    expect([...mem.data.keys()].filter((k) => k.startsWith('queue:'))).toEqual([]);
    expect((await reload(mem.storage)).queues).toEqual({});
  });

  it('reads a world saved whole by an older build and then saves it as records', async () => {
    const mem = memoryStorage();
    const legacy = buildScenario('default');
    mem.data.set('world', structuredClone(legacy));
    const loaded = await reload(mem.storage);
    expect(loaded).toEqual(legacy);
    await saveWorldNow();
    expect(mem.data.has('world')).toBe(false);
    expect(await reload(mem.storage)).toEqual(legacy);
  });
  it('the simulated extension answers a change only once it is stored: a reload right after finds it', async () => {
    const mem = memoryStorage();
    setWorldStorageForTests(mem.storage);
    replaceWorld(buildScenario('default'));
    await saveWorldNow();
    // From now on a write waits until the test lets it finish, as a slow IndexedDB commit would.
    let finishWrite = () => undefined as void;
    const held = new Promise<void>((resolve) => (finishWrite = resolve));
    let writeStarted = () => undefined as void;
    const started = new Promise<void>((resolve) => (writeStarted = resolve));
    mem.storage.write = ((write) => async (puts, deletes) => {
      writeStarted();
      await held;
      await write(puts, deletes);
    })(mem.storage.write);
    const transport = createSimulatedTransport({
      implementation: simulatedExtension,
      faults: () => NO_FAULTS,
      installed: () => true,
    });
    const running = world().campaigns.find((c) => c.status === 'Running')!;
    let answered = false;
    const reply = transport
      .send({ type: 'rpc', name: 'manageCampaign', args: [{ action: 'stop', campaignId: running.id }] }, 5000)
      .then(() => (answered = true));

    await started; // the change is in memory and its write has begun
    expect(world().campaigns.find((c) => c.id === running.id)?.status).toBe('Stopped');
    expect(answered).toBe(false);
    finishWrite();
    await reply;

    const reloaded = await reload(mem.storage);
    expect(reloaded.campaigns.find((c) => c.id === running.id)?.status).toBe('Stopped');
  });
});
