import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { shiftClockTo } from './shiftClock';
import { settleRouters } from './settleRouters';

// `npm run test:unit -- --clock=<ISO>` starts this file's clock there (see test/run-unit.mjs).
if (process.env.TEST_CLOCK) shiftClockTo(Date.parse(process.env.TEST_CLOCK));

// Screens render inside a lazy router; on a busy CI machine the first render can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks scrollTo (TanStack Router calls it) and matchMedia (MUI reads it).
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
(globalThis as { __SIMULATED__?: boolean }).__SIMULATED__ = true;
(globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = 'test';

afterEach(async () => {
  await settleRouters();
  cleanup();
  localStorage.clear();
});

// The app loads the contract's modules, the account schemas and ky on first use (they stay out of
// the entry chunk). Loaded here first (the whole contract imports every feature's module), so tests
// on fake timers never advance time while such an import is still in flight.
beforeAll(async () => {
  const { loadCommands } = await import('@/lib/extension/bridge');
  await Promise.all([
    import('@/lib/extension/contract'),
    loadCommands(),
    import('@/lib/session/accountSchemas'),
    import('ky'),
  ]);
});
