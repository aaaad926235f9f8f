/**
 * Ends the current task and goes on in a new one, so a long boot does not hold the main thread in
 * one piece. `scheduler.yield` resumes ahead of other waiting tasks; elsewhere a message (a timer
 * in a background tab waits up to a second).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resume();
    };
    channel.port2.postMessage(null);
  });
}
