import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * With fake timers: runs what is due, then moves the clock in small steps until `ready()` holds
 * (what an event starts may commit a few timer ticks later on a busy machine). A deadline the
 * test checks next then counts from the moment the screen took the change, not from the event.
 */
export async function advanceUntil(ready: () => boolean, stepMs = 10, maxMs = 1_000): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(0));
  for (let waited = 0; !ready(); waited += stepMs) {
    if (waited >= maxMs) throw new Error(`advanceUntil: not ready after ${maxMs} ms of fake time`);
    await act(() => vi.advanceTimersByTimeAsync(stepMs));
  }
}
