import { describe, expect, it } from 'vitest';
import { describeFaults, parseFaults } from '@/mocks/faults';
import { NO_FAULTS } from '@/mocks/world/worldConstants';
import { remoteMessage } from '@/lib/extension/wire';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { createSimulatedTransport } from '@/mocks/extension/simulatedTransport';
import { buildScenario } from '@/mocks/scenarios';
import { resetWorldForTests, world } from '@/mocks/world/store';

describe('?faults= parsing', () => {
  it('reads latency, error share, drop share and disconnect interval', () => {
    expect(parseFaults('latency:300,error:0.05,drop:0.02,disconnect:30')).toEqual({
      faults: { latencyMs: 300, errorRate: 0.05, dropRate: 0.02, disconnectEverySec: 30 },
      ignored: [],
    });
  });

  it('keeps the other settings at none and tolerates spaces and empty parts', () => {
    expect(parseFaults(' error:1 ,, ')).toEqual({ faults: { ...NO_FAULTS, errorRate: 1 }, ignored: [] });
    expect(parseFaults('')).toEqual({ faults: NO_FAULTS, ignored: [] });
  });

  it('reports unknown or bad parts instead of breaking', () => {
    const { faults, ignored } = parseFaults('latency:abc,error:2,drop:-1,chaos:1,latency,drop:1');
    expect(faults).toEqual({ ...NO_FAULTS, dropRate: 1 });
    expect(ignored).toEqual(['latency:abc', 'error:2', 'drop:-1', 'chaos:1', 'latency']);
  });

  it('describes the settings the way they are written in the address', () => {
    expect(describeFaults(NO_FAULTS)).toBe('none');
    const text = 'latency:300,error:0.05,drop:0.02,disconnect:30';
    expect(describeFaults(parseFaults(text).faults)).toBe(text);
  });

  it('only:<call> keeps the faults to the calls it names', async () => {
    const text = 'error:1,only:subscriptions.initiateSubscription';
    const { faults } = parseFaults(text);
    expect(faults).toEqual({ ...NO_FAULTS, errorRate: 1, onlyCalls: ['subscriptions.initiateSubscription'] });
    expect(describeFaults(faults)).toBe(text);

    const transport = createSimulatedTransport({
      implementation: simulatedExtension,
      faults: () => faults,
      installed: () => true,
    });
    resetWorldForTests(buildScenario('default'));
    expect(await transport.send(remoteMessage('payment-gateways.fetchEnabled', []), 1000)).toMatchObject({
      ok: true,
    });
    const starter = world().plans.find((p) => p.name === 'Starter')!;
    const initiate = remoteMessage('subscriptions.initiateSubscription', [
      { airwallexProductId: starter.airwallexProductId!, airwallexPriceId: starter.airwallexPriceId! },
    ]);
    expect(await transport.send(initiate, 1000)).toMatchObject({ ok: false });
  });
});
