import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteMessage } from '@/lib/extension/wire';
import { chooseProfile } from '@/mocks/extension/profiles/active';
import { extensionFor } from '@/mocks/extension/simulatedExtension';
import { createSimulatedTransport } from '@/mocks/extension/simulatedTransport';
import { DUPLICATE_WRITE_WARNING } from '@/mocks/extension/writeLog';
import { buildScenario } from '@/mocks/scenarios';
import { resetWorldForTests, world } from '@/mocks/world/store';
import { NO_FAULTS } from '@/mocks/world/worldConstants';
import type { FaultSettings } from '@/mocks/world/types';

// One person's action is done once: the simulation honours the action key an app sends with a write.

const defaultWorld = buildScenario('default');

const transportWith = (faults: FaultSettings = NO_FAULTS) =>
  createSimulatedTransport({
    implementation: extensionFor('full'),
    faults: () => faults,
    installed: () => true,
  });

const conversation = () => world().conversations[0]!;
const sendHello = (actionKey?: string) =>
  remoteMessage(
    'sendLinkedinMessage',
    [
      {
        profileId: conversation().participants[0]!.profileId,
        conversationId: conversation().id,
        message: 'Hello',
      },
    ],
    actionKey,
  );

beforeEach(() => {
  resetWorldForTests(structuredClone(defaultWorld));
  chooseProfile('full');
});
afterEach(() => vi.restoreAllMocks());

describe('action keys in the simulated extension', () => {
  it('a repeat with the same key gets the same answer and sends nothing more', async () => {
    const transport = transportWith();
    const before = conversation().events.length;
    const first = await transport.send(sendHello('key-1'), 5_000);
    const again = await transport.send(sendHello('key-1'), 5_000);
    expect(again).toEqual(first);
    expect(conversation().events.length).toBe(before + 1);
  });

  it('a dropped call is done, only its answer is lost; a retry with its key does not do it again', async () => {
    const faults: FaultSettings = { ...NO_FAULTS, dropRate: 1 };
    const transport = transportWith(faults);
    const before = conversation().events.length;
    const lost = await transport.send(sendHello('key-2'), 50).catch((e: unknown) => e);
    expect(lost).toMatchObject({ kind: 'timeout' });
    await vi.waitFor(() => expect(conversation().events.length).toBe(before + 1));

    faults.dropRate = 0;
    expect(await transport.send(sendHello('key-2'), 5_000)).toMatchObject({ ok: true });
    expect(conversation().events.length).toBe(before + 1);
  });

  it('a refused action was not done: a retry with its key does it', async () => {
    const transport = transportWith();
    const unknown = remoteMessage(
      'sendLinkedinMessage',
      [{ profileId: 'nobody', conversationId: 'no-such-conversation', message: 'Hello' }],
      'key-3',
    );
    expect(await transport.send(unknown, 5_000)).toMatchObject({ ok: false });
    const before = conversation().events.length;
    expect(await transport.send(sendHello('key-3'), 5_000)).toMatchObject({ ok: true });
    expect(conversation().events.length).toBe(before + 1);
  });

  it('the same write twice without a key is warned about (the soak counts these)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const transport = transportWith();
    await transport.send(sendHello(), 5_000);
    await transport.send(sendHello(), 5_000);
    expect(warn).toHaveBeenCalledWith(DUPLICATE_WRITE_WARNING, 'sendLinkedinMessage');
  });

  it('the soak looks for the same words', () => {
    expect(readFileSync('test/soak/soak.mjs', 'utf8')).toContain(`'${DUPLICATE_WRITE_WARNING}'`);
  });
});
