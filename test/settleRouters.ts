import type { AnyRouter } from '@tanstack/react-router';

// A router still loading when a test ends keeps a real timer (its pending fallback's) that can fire
// after the test file's jsdom is gone and fail the run ("window is not defined"). So each test
// ends once the routers it made are idle: a test that stops while a screen still loads has not
// seen what it claims. Real timers here: a test may leave fake ones installed.
const routers = new Set<AnyRouter>();
const realSetTimeout = globalThis.setTimeout;
const SETTLE_LIMIT_MS = 5_000;
const STEP_MS = 10;

/** Marks a router that renderApp or renderRoute made, to be waited for after the test. */
export function trackRouter(router: AnyRouter): void {
  routers.add(router);
}

/** Waits until every tracked router is idle; fails naming the routes still loading. */
export async function settleRouters(): Promise<void> {
  // Waited time is counted in steps, not read from Date.now(): a test's fake clock may stand still.
  let waited = 0;
  try {
    for (const router of routers) {
      for (; router.state.status !== 'idle'; waited += STEP_MS) {
        if (waited > SETTLE_LIMIT_MS) {
          const loading = router.state.matches.filter((match) => match.status === 'pending');
          throw new Error(
            `The test ended while ${router.state.location.pathname} was still loading (${loading.map((match) => match.routeId).join(', ')})`,
          );
        }
        await new Promise((resolve) => realSetTimeout(resolve, STEP_MS));
      }
    }
  } finally {
    routers.clear();
  }
}
