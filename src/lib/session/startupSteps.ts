import { within } from '@/lib/extension/connection';
import { isExtensionError } from '@/lib/extension/errors';
import { ApiError } from '@/lib/http/client';
import { now } from '@/lib/time/clock';

/** Start-up's time limits: whatever the extension and the server do, start-up ends within `totalMs`. */
export const STARTUP_LIMITS = {
  /** getData tries start at 0, 3, 6 and 9 s; none after this. The last one gives up at 12 s. */
  dataGiveUpMs: 10_000,
  /** One try of a later call (extension login, user, plan settings, account check). */
  callMs: 5_000,
  /** The whole start-up; the user steps share what is left of it. */
  totalMs: 15_000,
  /** A read still unanswered after this long is asked a second time alongside (one lost reply costs 1.5 s, not 5 s). */
  hedgeAfterMs: 1_500,
  /** A read that failed on the way (timeout, network, 5xx) is asked again this many times... */
  readRetries: 2,
  /** ...this long after the failure. */
  readRetryDelayMs: 250,
};

export class StartupTimeoutError extends Error {
  constructor(step: string) {
    super(`${step} took too long`);
    this.name = 'StartupTimeoutError';
  }
}

/** Failures that may not happen again: not a refusal (4xx) and not a malformed reply. */
export function isTransient(e: unknown): boolean {
  if (e instanceof ApiError) return e.status === undefined || e.status >= 500;
  if (isExtensionError(e)) return e.kind !== 'malformed' && e.kind !== 'invalid-args';
  return true;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs start-up steps against one deadline, each try limited to `callMs` or what is left. */
export class StartupClock {
  private readonly endsAt: number;

  constructor(
    private readonly limits = STARTUP_LIMITS,
    startedAt = now(),
  ) {
    this.endsAt = startedAt + limits.totalMs;
  }

  remaining(): number {
    return Math.max(0, this.endsAt - now());
  }

  /** One try, bounded by the call limit and the deadline. */
  once<T>(step: string, run: () => Promise<T>): Promise<T> {
    const ms = Math.min(this.limits.callMs, this.remaining());
    if (ms <= 0) return Promise.reject(new StartupTimeoutError(step));
    return within(run(), ms, () => new StartupTimeoutError(step));
  }

  /** One try of a read, with a second one alongside if the first is slow; the first answer wins. */
  private hedged<T>(step: string, run: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let pending = 0;
      let done = false;
      const attempt = () => {
        pending += 1;
        this.once(step, run).then(
          (value) => {
            done = true;
            clearTimeout(hedge);
            resolve(value);
          },
          (e: unknown) => {
            pending -= 1;
            if (pending > 0 || done) return;
            done = true;
            clearTimeout(hedge);
            reject(e);
          },
        );
      };
      const hedge = setTimeout(() => {
        if (!done && this.remaining() > 0) attempt();
      }, this.limits.hedgeAfterMs);
      attempt();
    });
  }

  /** A read: hedged when slow, asked again after a transient failure while time is left. */
  async read<T>(step: string, run: () => Promise<T>): Promise<T> {
    for (let retry = 0; ; retry++) {
      try {
        return await this.hedged(step, run);
      } catch (e) {
        const canRetry =
          retry < this.limits.readRetries &&
          isTransient(e) &&
          this.remaining() > this.limits.readRetryDelayMs;
        if (!canRetry) throw e;
        await sleep(this.limits.readRetryDelayMs);
      }
    }
  }
}
