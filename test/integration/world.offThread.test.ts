import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildScenario } from '@/mocks/scenarios';
import { DEFAULT_SEED, NORMAL_SIZE } from '@/mocks/world/worldConstants';
import { freshWorldOffThread } from '@/mocks/world/freshWorldOffThread';
import type { World } from '@/mocks/world/types';

const NOW = Date.parse('2026-03-29T01:30:00Z');

/** A stand-in for the browser's Worker: records what it was sent, answers as the test says. */
class FakeWorker {
  static last: FakeWorker | undefined;
  static answer: (worker: FakeWorker, message: unknown) => void = () => undefined;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.last = this;
  }
  postMessage(message: unknown) {
    this.sent.push(message);
    FakeWorker.answer(this, message);
  }
  terminate() {
    this.terminated = true;
  }
}

describe("the first visit's default world, made off the main thread", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeWorker.last = undefined;
  });

  it('where there are no workers, is made here: the default scenario', async () => {
    expect(typeof Worker).toBe('undefined'); // jsdom
    expect(await freshWorldOffThread()).toEqual(buildScenario('default'));
  });

  it("asks the world worker with the default seed, size and the page's clock, and takes its world", async () => {
    // The worker module itself, run on this thread: its handler answers with postMessage.
    const post = vi.spyOn(self, 'postMessage').mockImplementation(() => undefined);
    await import('@/mocks/world/worldWorker');
    FakeWorker.answer = (worker, message) => {
      self.onmessage!(new MessageEvent('message', { data: message }));
      const world = post.mock.calls.at(-1)![0] as World;
      // As a worker's message arrives: a structured clone.
      queueMicrotask(() => worker.onmessage!(new MessageEvent('message', { data: structuredClone(world) })));
    };
    vi.stubGlobal('Worker', FakeWorker);

    const world = await freshWorldOffThread();

    const worker = FakeWorker.last!;
    expect(worker.url.pathname).toMatch(/worldWorker\.ts$/);
    expect(worker.options).toMatchObject({ type: 'module' });
    expect(worker.sent).toEqual([{ seed: DEFAULT_SEED, size: NORMAL_SIZE, now: NOW }]);
    // The same seed and clock make the same world as the one made here.
    expect(world).toEqual(buildScenario('default'));
    expect(worker.terminated).toBe(true);
  });

  it('a worker that fails leaves the world to be made here', async () => {
    FakeWorker.answer = (worker) =>
      queueMicrotask(() => worker.onerror!(new ErrorEvent('error', { message: 'boom', cancelable: true })));
    vi.stubGlobal('Worker', FakeWorker);

    expect(await freshWorldOffThread()).toEqual(buildScenario('default'));
    expect(FakeWorker.last!.terminated).toBe(true);
  });

  it('a worker that cannot start leaves the world to be made here', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError');
        }
      },
    );
    expect(await freshWorldOffThread()).toEqual(buildScenario('default'));
  });
});
