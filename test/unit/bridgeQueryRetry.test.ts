import { describe, expect, it } from 'vitest';
import { ExtensionError } from '@/lib/extension/errors';
import { ApiError } from '@/lib/http/client';
import { createQueryClient } from '@/lib/query/client';

/** How often a query function runs before the query gives up, with retry delays skipped. */
async function attemptsUntilFailure(error: Error): Promise<number> {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  let attempts = 0;
  const failing = () => {
    attempts += 1;
    return Promise.reject(error);
  };
  await queryClient.fetchQuery({ queryKey: ['probe'], queryFn: failing }).catch(() => undefined);
  return attempts;
}

describe('query retries for extension and server failures', () => {
  it('does not ask again after a malformed reply, bad arguments or a remote refusal', async () => {
    for (const kind of ['malformed', 'invalid-args', 'remote'] as const) {
      expect(await attemptsUntilFailure(new ExtensionError(kind, 'getTasks', 'x')), kind).toBe(1);
    }
  });

  it('tries a timeout or an unreachable extension three times in all', async () => {
    expect(await attemptsUntilFailure(new ExtensionError('timeout', 'getTasks', 'x'))).toBe(3);
    expect(await attemptsUntilFailure(new ExtensionError('unreachable', 'getTasks', 'x'))).toBe(3);
  });

  it('does not repeat a server refusal (4xx) but retries server errors and network failures', async () => {
    expect(await attemptsUntilFailure(new ApiError('Bad request', 400))).toBe(1);
    expect(await attemptsUntilFailure(new ApiError('Unavailable', 503))).toBe(3);
    expect(await attemptsUntilFailure(new ApiError('Could not reach the server.'))).toBe(3);
  });
});
