import { unstable_forceFrameRate } from 'scheduler';

/** One display frame at 60 Hz: a render slice still ends well inside a long task's 50 ms. */
const SLICE_FPS = 60;

/**
 * React renders a transition in slices and yields to the browser after each; by default a slice
 * is 5 ms. The shell and a screen mount in some 70 such slices at 4x CPU, and each yield costs a
 * task of its own, so the rows came about 5 % later than with one slice per frame (9 alternating
 * loads each of /campaigns and /crm at 4x). A 16 ms slice keeps every task short of the 50 ms that
 * counts as long, and input waits at most one frame.
 */
export function renderInFrameSlices(): void {
  unstable_forceFrameRate(SLICE_FPS);
}
