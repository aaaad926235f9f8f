/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`); returns a cancel, for an
 * effect's clean-up. Without requestIdleCallback (jsdom), it runs at once.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'undefined') {
    task();
    return () => undefined;
  }
  const idle = requestIdleCallback(() => task(), { timeout: timeoutMs });
  return () => cancelIdleCallback(idle);
}
