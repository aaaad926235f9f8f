import { afterEach, beforeEach, expect, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { NO_FAULTS } from '@/mocks/world/worldConstants';
import type { FaultSettings } from '@/mocks/world/types';
import { createTestQueryClient } from '../renderRoute';
import { startSimulation } from '../simulation';
import { fakeLayout } from './jsdom';

export interface ScreenTestOptions {
  /** Starts the world before each test; unless given, the default scenario with `faults`. */
  start?: () => void;
  /** fakeLayout's height and width (its defaults unless given), or `false` for no layout. */
  layout?: [height: number, width: number] | false;
  /** After each test, also restore every spy. */
  restoreMocks?: boolean;
  /** After each test, also clear localStorage. */
  clearStorage?: boolean;
}

/**
 * The set-up a screen test shares: before each test a simulated world, a fresh query client and a
 * laid-out jsdom (unless `layout: false`);
 * `faults` can be changed or replaced during a test; after it the client cleared and the layout undone. Call it inside `describe` and
 * read `client` inside a test.
 */
export function screenTest(options: ScreenTestOptions = {}): {
  readonly client: QueryClient;
  faults: FaultSettings;
  settle(): Promise<void>;
  pollAgain(): Promise<void>;
} {
  let client: QueryClient | undefined;
  let faults: FaultSettings = { ...NO_FAULTS };
  let undoLayout = () => {};
  beforeEach(() => {
    faults = { ...NO_FAULTS };
    if (options.start) options.start();
    else startSimulation('default', () => faults);
    client = createTestQueryClient();
    if (options.layout !== false) undoLayout = options.layout ? fakeLayout(...options.layout) : fakeLayout();
  });
  afterEach(() => {
    client?.clear();
    undoLayout();
    if (options.restoreMocks) vi.restoreAllMocks();
    if (options.clearStorage) localStorage.clear();
  });
  const settle = async () => {
    await waitFor(() => expect(client?.isFetching()).toBe(0));
  };
  return {
    /** Waits until no query is fetching. */
    settle,
    /** Runs the screen's polls now (every active query) and waits for them to settle. */
    async pollAgain() {
      await client?.refetchQueries({ type: 'active' });
      await settle();
    },
    get client() {
      if (!client) throw new Error('screenTest: read client inside a test');
      return client;
    },
    /** What the simulated extension gets wrong; fault-free at the start of each test. */
    get faults() {
      return faults;
    },
    set faults(value) {
      faults = value;
    },
  };
}
