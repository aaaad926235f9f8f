import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildScenario } from '@/mocks/scenarios';
import { BULK_PARTS, packWorld, unpackWorld } from '@/mocks/world/packedWorld';

// The default world crosses from its worker with its bulk parts as text; the page parses each
// part when something first reads it.

describe('packed world', () => {
  afterEach(() => vi.restoreAllMocks());

  it('unpacks to the world that was packed', () => {
    const world = buildScenario('default');
    const unpacked = unpackWorld(packWorld(world));
    expect(unpacked).toEqual(world);
    expect(Object.keys(unpacked).sort()).toEqual(Object.keys(world).sort());
  });

  it('parses a bulk part on its first read only, and not for the small parts', () => {
    const world = buildScenario('default');
    const unpacked = unpackWorld(packWorld(world));
    const parse = vi.spyOn(JSON, 'parse');
    expect(unpacked.campaigns.map((c) => c.name)).toEqual(world.campaigns.map((c) => c.name));
    expect(unpacked.extension.token).toBe(world.extension.token);
    expect(parse).not.toHaveBeenCalled();

    expect(unpacked.conversations).toHaveLength(world.conversations.length);
    expect(unpacked.conversations[0]!.id).toBe(world.conversations[0]!.id);
    expect(parse).toHaveBeenCalledTimes(1);
    unpacked.conversations[0]!.read = !world.conversations[0]!.read;
    expect(unpacked.conversations[0]!.read).toBe(!world.conversations[0]!.read);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('takes a part assigned before it was read, without parsing the old one', () => {
    const unpacked = unpackWorld(packWorld(buildScenario('default')));
    const parse = vi.spyOn(JSON, 'parse');
    unpacked.events = [];
    expect(unpacked.events).toEqual([]);
    expect(parse).not.toHaveBeenCalled();
    expect(Object.keys(unpacked)).toEqual(expect.arrayContaining([...BULK_PARTS]));
  });
});
