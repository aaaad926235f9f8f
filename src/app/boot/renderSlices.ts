import { useEffect } from 'react';
import { unstable_forceFrameRate } from 'scheduler';

/** One display frame at 60 Hz: a render slice still ends well inside a long task's 50 ms. */
const STARTUP_SLICE_FPS = 60;
/** React's own slice (5 ms), for everything after the first screen. */
const DEFAULT_SLICES = 0;

/**
 * React renders a transition in slices and yields to the browser after each; by default a slice
 * is 5 ms. The shell and the first screen mount in some 70 such slices at 4x CPU, and each yield
 * costs a task of its own: the rows came about 5 % later than with one slice per frame (9
 * alternating loads each of /campaigns and /crm at 4x). Start-up has only a spinner to keep
 * responsive, so it renders in 16 ms slices, still short of the 50 ms that count as a long task.
 */
export function renderStartupInFrameSlices(): void {
  unstable_forceFrameRate(STARTUP_SLICE_FPS);
}

/**
 * Once the first screen has committed, React's 5 ms slices return, so later renders keep
 * scrolling and typing within a frame. Calling it again changes nothing.
 */
export function useStartupSlicesEnd(shown = true): void {
  useEffect(() => {
    if (shown) unstable_forceFrameRate(DEFAULT_SLICES);
  }, [shown]);
}
