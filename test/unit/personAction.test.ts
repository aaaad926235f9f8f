import { describe, expect, it, vi } from 'vitest';
import { ExtensionError } from '@/lib/extension/errors';
import { isNotConfirmed, withOutcomeCheck } from '@/lib/query/personAction';

// A write that times out is "not confirmed yet", with what a re-read found; never a plain failure.

const timeout = () =>
  new ExtensionError('timeout', 'restoreData', 'The extension did not answer restoreData in time');

describe('withOutcomeCheck', () => {
  it('passes the answer through and does not look again', async () => {
    const check = vi.fn(async () => 'found');
    expect(await withOutcomeCheck('The restore', async () => 'done', check)).toBe('done');
    expect(check).not.toHaveBeenCalled();
  });

  it('a refusal stays a failure, unchecked', async () => {
    const refused = new ExtensionError('remote', 'restoreData', 'No space left');
    const check = vi.fn(async () => 'found');
    await expect(withOutcomeCheck('The restore', () => Promise.reject(refused), check)).rejects.toBe(refused);
    expect(check).not.toHaveBeenCalled();
  });

  it('a timeout looks again and says what it found', async () => {
    const error = await withOutcomeCheck(
      'The restore',
      () => Promise.reject(timeout()),
      async () => 'The extension holds 3 campaigns now.',
    ).catch((e: unknown) => e);
    expect(isNotConfirmed(error)).toBe(true);
    expect((error as Error).message).toBe(
      'The restore is not confirmed yet: the extension did not answer in time. The extension holds 3 campaigns now.',
    );
  });

  it('says so when looking again fails too', async () => {
    const error = await withOutcomeCheck(
      'The restore',
      () => Promise.reject(timeout()),
      () => Promise.reject(new Error('port closed')),
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      'The restore is not confirmed yet: the extension did not answer in time. Looking again did not work either (port closed).',
    );
  });
});
