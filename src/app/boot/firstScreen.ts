import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether the screen at the address is still loading, after start-up asked for it (with its data)
 * as soon as it knew a token. App mounts the router once it is in (or after a short wait): the
 * router's state changes while that load finishes, and a change in the middle of the sliced render
 * that mounts the router and the shell made React throw that render away and do it again in one
 * blocking task (some 390 components at 4x CPU).
 */
export function createFirstScreenLoad() {
  let loading = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    loading = next;
    listeners.forEach((notify) => notify());
  };
  return {
    /** `load` never rejects (the router shows a failed screen's error itself). */
    track(load: Promise<unknown>) {
      set(true);
      void load.then(() => set(false));
    },
    isLoading: () => loading,
    subscribe(notify: () => void) {
      listeners.add(notify);
      return () => void listeners.delete(notify);
    },
  };
}
export type FirstScreenLoad = ReturnType<typeof createFirstScreenLoad>;

/**
 * Whether App may mount the router: start-up is `ready` and its load of the first screen has
 * ended, or has run `waitMs` past ready (then the shell shows with the screen's own spinner).
 */
export function useFirstScreenReady(ready: boolean, firstScreen: FirstScreenLoad, waitMs: number): boolean {
  const loading = useSyncExternalStore(firstScreen.subscribe, firstScreen.isLoading);
  const [waited, setWaited] = useState(false);
  const waiting = ready && loading;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaited(true), waitMs);
    return () => clearTimeout(timer);
  }, [waiting, waitMs]);
  return ready && (!loading || waited);
}
