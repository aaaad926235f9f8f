import { afterEach, describe, expect, it, vi } from 'vitest';
import { latch } from '@/app/boot/session';
import { yieldToMain } from '@/app/boot/yieldToMain';

describe('latch (start-up knows a token)', () => {
  it('runs what waits once it fires, what comes later at once, and each only once', () => {
    const signedIn = latch();
    const early = vi.fn();
    signedIn.then(early);
    expect(early).not.toHaveBeenCalled();
    signedIn.fire();
    signedIn.fire();
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    signedIn.then(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});

describe('yieldToMain (between boot stages)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on in a later task: after what the current one queued, not before', async () => {
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    await resumed;
    expect(order).toEqual(['sync', 'microtask', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToMain();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });
});
