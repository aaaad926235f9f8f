import { describe, expect, it } from 'vitest';
import { describeFaults, parseFaults } from '@/mocks/faults';
import { NO_FAULTS } from '@/mocks/world/worldConstants';

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
});
