import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { builtOnFirstUse } from '@/lib/builtOnFirstUse';
import { pageNumber, searchText } from '@/lib/searchParams';

describe('builtOnFirstUse', () => {
  it('builds a schema on its first use, and only once', () => {
    const build = vi.fn(() => z.object({ page: pageNumber(), q: searchText() }));
    const schema = builtOnFirstUse(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.parse({ page: '3', q: 2024 })).toEqual({ page: 3, q: '2024' });
    expect(schema.parse({ page: '-1' })).toEqual({ page: 1, q: '' });
    expect(build).toHaveBeenCalledTimes(1);
  });
});
