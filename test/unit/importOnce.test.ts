import { describe, expect, it, vi } from 'vitest';
import { importOnce } from '@/lib/importOnce';

describe('importOnce', () => {
  it('imports once: boot and later callers share the module', async () => {
    const module = { UserSchema: 'schema' };
    const load = vi.fn(() => Promise.resolve(module));
    const loadModule = importOnce(load);

    const [first, second] = await Promise.all([loadModule(), loadModule()]);
    expect(await loadModule()).toBe(module);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed import again on the next call', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('loaded');
    const loadModule = importOnce(load);

    await expect(loadModule()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(loadModule()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
