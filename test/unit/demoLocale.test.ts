import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@faker-js/faker';
import { pickDemoLocale } from '@/build/demoLocale';

/** Every scenario's world, as text (the clock is fixed, so two calls build the same worlds). */
async function everyScenarioWorld(): Promise<Record<string, string>> {
  const { SCENARIOS } = await import('@/mocks/scenarios');
  return Object.fromEntries(
    Object.entries(SCENARIOS).map(([name, build]) => [name, JSON.stringify((build as () => unknown)())]),
  );
}

describe('the demo locale (faker en cut to what the world generator reads)', () => {
  afterEach(() => {
    vi.doUnmock('virtual:demo-locale');
    vi.resetModules();
    vi.useRealTimers();
  });

  it('makes the same worlds, every scenario, as the whole en locale', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    const withDemoLocale = await everyScenarioWorld();
    vi.resetModules();
    vi.doMock('virtual:demo-locale', () => ({ default: en }));
    const withWholeLocale = await everyScenarioWorld();

    expect(Object.keys(withDemoLocale).length).toBeGreaterThan(5);
    expect(withDemoLocale).toEqual(withWholeLocale);
    // The worlds hold generated people, not empty names.
    expect(withDemoLocale.default).toMatch(/"firstName":"[A-Z][a-z]+"/);
    // Pure computation (every world built twice): about 8 s alone, four times that on a busy machine.
  }, 120_000);

  it('is a small part of the whole locale', () => {
    const picked = JSON.stringify(pickDemoLocale(en as unknown as Record<string, Record<string, unknown>>));
    expect(picked.length).toBeLessThan(JSON.stringify(en).length / 4);
    expect(JSON.parse(picked)).toHaveProperty(['person', 'first_name']);
  });
});
