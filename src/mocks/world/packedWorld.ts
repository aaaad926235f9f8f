import type { World } from './types';

/**
 * The parts that hold nearly all of a world (about 1 MB of the default one's 1.05 MB as JSON):
 * the campaign list, the dashboard's first figures and start-up do not read them.
 */
export const BULK_PARTS = ['queues', 'events', 'profiles', 'conversations'] as const;
type BulkPart = (typeof BULK_PARTS)[number];

/** A world as its worker sends it: the bulk parts as JSON text, which crosses to the page as one string. */
export interface PackedWorld {
  rest: Omit<World, BulkPart>;
  bulk: Record<BulkPart, string>;
}

export function packWorld(world: World): PackedWorld {
  const { queues, events, profiles, conversations, ...rest } = world;
  return {
    rest,
    bulk: {
      queues: JSON.stringify(queues),
      events: JSON.stringify(events),
      profiles: JSON.stringify(profiles),
      conversations: JSON.stringify(conversations),
    },
  };
}

/**
 * The world, each bulk part parsed when first read. Receiving it whole cost the page's main thread
 * 75 ms at 4x CPU (structured clone) before start-up on a first visit; now the first screen pays
 * only for what it reads.
 */
export function unpackWorld({ rest, bulk }: PackedWorld): World {
  const world = { ...rest } as World;
  for (const part of BULK_PARTS) {
    const settle = (value: unknown) =>
      Object.defineProperty(world, part, { value, writable: true, enumerable: true, configurable: true });
    Object.defineProperty(world, part, {
      get: () => {
        const value: unknown = JSON.parse(bulk[part]);
        settle(value);
        return value;
      },
      set: settle,
      enumerable: true,
      configurable: true,
    });
  }
  return world;
}
