import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyOptimistic, rollbackOptimistic } from '@/lib/query/optimistic';

describe('optimistic writes', () => {
  it('updates every cached page at once and puts each back on rollback', async () => {
    const client = new QueryClient();
    client.setQueryData(['items', 1], [1, 2, 3]);
    client.setQueryData(['items', 2], [4, 5]);
    client.setQueryData(['other'], [2]);

    const snapshot = await applyOptimistic<number[]>(client, ['items'], (old) => old.filter((n) => n !== 2));
    expect(client.getQueryData(['items', 1])).toEqual([1, 3]);
    expect(client.getQueryData(['items', 2])).toEqual([4, 5]);
    expect(client.getQueryData(['other'])).toEqual([2]);

    rollbackOptimistic(client, snapshot);
    expect(client.getQueryData(['items', 1])).toEqual([1, 2, 3]);
    expect(client.getQueryData(['items', 2])).toEqual([4, 5]);
  });

  it('leaves an entry without data alone', async () => {
    const client = new QueryClient();
    await applyOptimistic<number[]>(client, ['empty'], (old) => [...old, 1]);
    expect(client.getQueryData(['empty'])).toBeUndefined();
    expect(() => rollbackOptimistic(client, undefined)).not.toThrow();
  });
});
