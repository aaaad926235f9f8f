import { describe, expect, it } from 'vitest';
import { commands, remoteFunctions, type RemoteName } from '@/lib/extension/contract';
import { loadCommands, loadRemoteSpec } from '@/lib/extension/contractLoader';

// The bridge loads each call's schemas from its area; they must be the contract's own.
describe('the contract per area', () => {
  it('finds every remote function in its area, with the same schemas as the whole contract', async () => {
    const names = Object.keys(remoteFunctions) as RemoteName[];
    expect(names.length).toBeGreaterThan(80);
    for (const name of names) expect(await loadRemoteSpec(name), name).toBe(remoteFunctions[name]);
  });

  it('finds the commands with the session area', async () => {
    expect(await loadCommands()).toBe(commands);
  });
});
