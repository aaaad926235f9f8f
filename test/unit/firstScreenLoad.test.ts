import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createFirstScreenLoad, useFirstScreenReady, type FirstScreenLoad } from '@/app/boot/firstScreen';

/** A load the test ends itself. */
function pendingLoad(firstScreen: FirstScreenLoad) {
  let end!: () => void;
  firstScreen.track(new Promise<void>((resolve) => (end = resolve)));
  return async () => {
    end();
    await act(async () => undefined); // the load's `then`
  };
}

describe("start-up's load of the first screen", () => {
  it('is loading from when it is tracked until it ends, and says so to its subscribers', async () => {
    const firstScreen = createFirstScreenLoad();
    const notified = vi.fn();
    firstScreen.subscribe(notified);
    expect(firstScreen.isLoading()).toBe(false);

    const end = pendingLoad(firstScreen);
    expect(firstScreen.isLoading()).toBe(true);
    expect(notified).toHaveBeenCalledTimes(1);

    await end();
    expect(firstScreen.isLoading()).toBe(false);
    expect(notified).toHaveBeenCalledTimes(2);
  });

  it('stops telling a subscriber that unsubscribed', () => {
    const firstScreen = createFirstScreenLoad();
    const notified = vi.fn();
    firstScreen.subscribe(notified)();
    firstScreen.track(new Promise(() => undefined));
    expect(notified).not.toHaveBeenCalled();
  });
});

describe('when App mounts the router', () => {
  afterEach(() => vi.useRealTimers());
  const WAIT_MS = 300;
  const render = (firstScreen: FirstScreenLoad, ready: boolean) =>
    renderHook(({ ready }) => useFirstScreenReady(ready, firstScreen, WAIT_MS), { initialProps: { ready } });

  it('not before start-up is ready', () => {
    expect(render(createFirstScreenLoad(), false).result.current).toBe(false);
  });

  it('at once when start-up asked for no screen (no token: the sign-in page)', () => {
    expect(render(createFirstScreenLoad(), true).result.current).toBe(true);
  });

  it("once the screen's load has ended", async () => {
    const firstScreen = createFirstScreenLoad();
    const end = pendingLoad(firstScreen);
    const { result, rerender } = render(firstScreen, false);
    rerender({ ready: true });
    expect(result.current).toBe(false);

    await end();
    expect(result.current).toBe(true);
  });

  it('after the wait at most, with the load still running (the shell then shows the screen’s spinner)', () => {
    vi.useFakeTimers();
    const firstScreen = createFirstScreenLoad();
    pendingLoad(firstScreen);
    const { result, rerender } = render(firstScreen, false);
    // The wait counts from ready, not from before it.
    act(() => {
      vi.advanceTimersByTime(WAIT_MS);
    });
    rerender({ ready: true });
    expect(result.current).toBe(false);

    act(() => {
      vi.advanceTimersByTime(WAIT_MS - 1);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });
});
