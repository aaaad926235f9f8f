import type { SessionStore } from './sessionStore';

/** Start-up tries again after 2 s, then doubling to at most a minute, each with up to 30 % jitter. */
export const STARTUP_RETRY = { firstMs: 2_000, maxMs: 60_000, jitter: 0.3 } as const;

/**
 * Spec 000: start-up goes on until the extension answers. While the connection has failed, start-up
 * runs again in the background with a growing delay, and at once when the window gets the focus or
 * the browser comes back online; the connection dialog's Retry runs it at once too. The moment one
 * succeeds, the state changes, the dialog closes and the app goes on. Returns a stop.
 */
export function keepTryingStartup(
  session: Pick<SessionStore, 'getState' | 'subscribe' | 'start'>,
  {
    random = Math.random,
    retry = STARTUP_RETRY,
  }: { random?: () => number; retry?: typeof STARTUP_RETRY } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const failed = () => session.getState().phase === 'ready' && session.getState().connection === 'failed';

  const tryNow = () => {
    clearTimeout(timer);
    timer = undefined;
    if (failed()) void session.start().catch(() => undefined);
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!failed()) {
      failures = 0;
      return;
    }
    const base = Math.min(retry.maxMs, retry.firstMs * 2 ** failures);
    failures += 1;
    timer = setTimeout(tryNow, base * (1 + retry.jitter * random()));
  };

  const unsubscribe = session.subscribe(schedule); // each finished start-up (ours or Retry's) reschedules
  const onWake = () => tryNow();
  window.addEventListener('focus', onWake);
  window.addEventListener('online', onWake);
  schedule();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('focus', onWake);
    window.removeEventListener('online', onWake);
  };
}
