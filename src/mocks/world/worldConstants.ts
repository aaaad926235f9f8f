// The world's fixed figures, apart from its generator: the page's simulation reads them on every
// boot, and the generator (faker and its locale) loads only when a world is made.

export const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the simulated pull of the connections takes (the 'connections-loading' scenario). */
export const CONNECTIONS_SYNC_MS = 30_000;

export interface WorldSize {
  profiles: number;
  conversations: number;
  /** Queue length of the largest campaign. */
  bigQueue: number;
}
export const NORMAL_SIZE: WorldSize = { profiles: 400, conversations: 80, bigQueue: 1200 };

export const NO_FAULTS = { latencyMs: 0, errorRate: 0, dropRate: 0, disconnectEverySec: 0 };

/** The default world's seed: same seed, same world. */
export const DEFAULT_SEED = 20261122;
