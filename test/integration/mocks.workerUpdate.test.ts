import { describe, expect, it } from 'vitest';
import { ignoreFailedWorkerUpdate } from '@/mocks/boot';

function rejection(reason: unknown) {
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.defineProperty(event, 'reason', { value: reason });
  return event as PromiseRejectionEvent;
}

describe('the mock worker update check', () => {
  it("marks a failed update of the mock worker handled (ours, and msw's own from earlier builds)", () => {
    for (const script of ['sim-service-worker.js', 'mockServiceWorker.js']) {
      const event = rejection(
        new TypeError(
          `Failed to update a ServiceWorker for scope ('http://127.0.0.1:4390/') with script ('http://127.0.0.1:4390/${script}'): Not found`,
        ),
      );
      ignoreFailedWorkerUpdate(event);
      expect(event.defaultPrevented).toBe(true);
    }
  });

  it('leaves every other rejection to be reported', () => {
    for (const reason of [new Error('Network down'), 'Failed to update a ServiceWorker', undefined]) {
      const event = rejection(reason);
      ignoreFailedWorkerUpdate(event);
      expect(event.defaultPrevented).toBe(false);
    }
  });
});
