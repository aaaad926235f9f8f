import { afterAll, describe, expect, it } from 'vitest';
import { advanceCampaigns } from '@/mocks/extension/runner';
import { buildScenario } from '@/mocks/scenarios';
import type { WorldStorage } from '@/mocks/world/persist';
import { replaceWorld, saveWorldNow, setWorldStorageForTests } from '@/mocks/world/store';

// The `big` world's periodic save: main-thread time (the fingerprint pass plus the structured
// clone IndexedDB makes of what is written) for a whole-world write and for a save after one
// runner step. Printed, not asserted by timers.

const report = (line: string) => console.log(`  [bench] ${line}`);

describe('big world save', () => {
  afterAll(() => setWorldStorageForTests(null));

  it('writes only the records a runner step changed', async () => {
    const writes: { keys: string[]; ms: number }[] = [];
    const storage: WorldStorage = {
      readAll: async () => new Map(),
      write: async (puts) => {
        const started = performance.now();
        structuredClone(puts.map(([, v]) => v)); // what IndexedDB's put() does on the main thread
        writes.push({ keys: puts.map(([k]) => k), ms: performance.now() - started });
      },
    };
    setWorldStorageForTests(storage);
    const big = buildScenario('big');
    replaceWorld(big);

    let started = performance.now();
    await saveWorldNow();
    const fullMs = performance.now() - started;
    advanceCampaigns();
    started = performance.now();
    await saveWorldNow();
    const stepMs = performance.now() - started;
    started = performance.now();
    await saveWorldNow();
    const idleMs = performance.now() - started;

    const [full, step] = writes;
    report(
      `big world, first save: ${full!.keys.length} records, ${fullMs.toFixed(0)} ms main thread (clone ${full!.ms.toFixed(0)} ms)`,
    );
    report(
      `after one runner step: ${step!.keys.length} records (${step!.keys.join(', ')}), ${stepMs.toFixed(0)} ms main thread (clone ${step!.ms.toFixed(1)} ms)`,
    );
    report(
      `unchanged world: ${writes.length === 2 ? 'nothing written' : 'WROTE'}, ${idleMs.toFixed(0)} ms to find out`,
    );
    expect(writes).toHaveLength(2);
    expect(step!.keys.length).toBeLessThan(full!.keys.length / 4);
  });
});
