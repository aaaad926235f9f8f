import { now } from '@/lib/time/clock';
import { DEFAULT_SEED, NORMAL_SIZE } from './worldConstants';
import type { World } from './types';
import type { WorldRequest } from './worldWorker';

/**
 * A first visit's default world, made in a worker while the page's main thread evaluates the app
 * (the same seed and "now" make the same world as `buildScenario('default')`). Where there are
 * no workers (vitest, the extension's service worker) or the worker fails, it is made here.
 */
export function freshWorldOffThread(): Promise<World> {
  const here = async () => (await import('../scenarios')).buildScenario('default');
  if (typeof Worker === 'undefined') return here();
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const finish = (world: () => World | Promise<World>) => {
      worker?.terminate();
      resolve(world());
    };
    try {
      worker = new Worker(new URL('./worldWorker.ts', import.meta.url), { type: 'module', name: 'world' });
    } catch {
      finish(here);
      return;
    }
    worker.onmessage = (event: MessageEvent<World>) => finish(() => event.data);
    worker.onmessageerror = () => finish(here);
    worker.onerror = (event) => {
      event.preventDefault();
      finish(here);
    };
    // The page's clock, which tests move (page.clock), not the worker's own.
    const request: WorldRequest = { seed: DEFAULT_SEED, size: NORMAL_SIZE, now: now() };
    worker.postMessage(request);
  });
}
