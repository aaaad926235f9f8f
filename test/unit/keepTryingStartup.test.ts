import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepTryingStartup, STARTUP_RETRY } from '@/lib/session/keepTryingStartup';
import { initialSessionState, type SessionState } from '@/lib/session/startup';

/** A session whose start-up fails until `extensionAnswers` is set. */
function fakeSession() {
  let state: SessionState = { ...initialSessionState, phase: 'ready', connection: 'failed' };
  const listeners = new Set<() => void>();
  const session = {
    extensionAnswers: false,
    starts: 0,
    getState: () => state,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    start: vi.fn(async () => {
      session.starts += 1;
      state = { ...state, connection: session.extensionAnswers ? 'ok' : 'failed' };
      listeners.forEach((l) => l());
      return { ...state, user: null, planSettings: null, data: null };
    }),
  };
  return session;
}

describe('start-up keeps trying (spec 000: until it works)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries again in the background with a growing delay, and stops once the extension answers', async () => {
    const session = fakeSession();
    const stop = keepTryingStartup(session, { random: () => 0 });

    await vi.advanceTimersByTimeAsync(STARTUP_RETRY.firstMs - 1);
    expect(session.starts).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(session.starts).toBe(1);
    await vi.advanceTimersByTimeAsync(STARTUP_RETRY.firstMs * 2);
    expect(session.starts).toBe(2);
    await vi.advanceTimersByTimeAsync(STARTUP_RETRY.firstMs * 4);
    expect(session.starts).toBe(3);

    session.extensionAnswers = true;
    await vi.advanceTimersByTimeAsync(STARTUP_RETRY.firstMs * 8);
    expect(session.starts).toBe(4);
    expect(session.getState().connection).toBe('ok');
    await vi.advanceTimersByTimeAsync(STARTUP_RETRY.maxMs * 5);
    expect(session.starts).toBe(4);
    stop();
  });

  it('never waits longer than a minute and a jitter between tries', async () => {
    const session = fakeSession();
    const stop = keepTryingStartup(session, { random: () => 1 });
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    const tries = session.starts;
    await vi.advanceTimersByTimeAsync(STARTUP_RETRY.maxMs * (1 + STARTUP_RETRY.jitter));
    expect(session.starts).toBe(tries + 1);
    stop();
  });

  it('tries at once when the window gets the focus or the browser comes back online', async () => {
    const session = fakeSession();
    const stop = keepTryingStartup(session);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.starts).toBe(1);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.starts).toBe(2);
    stop();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(STARTUP_RETRY.maxMs * 2);
    expect(session.starts).toBe(2);
  });
});
