import { afterEach, describe, expect, it } from 'vitest';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { ackRefusal } from '@/lib/extension/contract/shared/define';
import { ExtensionError } from '@/lib/extension/errors';
import { createChromeTransport } from '@/lib/extension/transports/chromeTransport';
import { clearJournal, journalEntries } from '@/lib/journal';
import { answerByName, FakeRuntime } from '../integration/support/fakeChromeRuntime';
import { remoteFunctions } from '@/lib/extension/contract';

// Write acknowledgements: `false` and `{error: …}` are failures the screen shows, never success.

const bridgeAnswering = (reply: unknown) =>
  new ExtensionBridge(
    createChromeTransport({
      extensionId: 'abcdefghijklmnop',
      runtime: new FakeRuntime(answerByName({ updateProfile: reply, removeListItem: reply, logout: reply })),
    }),
  );

afterEach(() => clearJournal());

describe('Ack', () => {
  it.each([
    [false, 'The extension could not do this'],
    [{ error: true }, 'The extension could not do this'],
    [{ error: 1 }, 'The extension could not do this'],
    [{ error: 'Daily limit reached' }, 'Daily limit reached'],
    [{ error: { message: 'Profile is locked', code: 423 } }, 'Profile is locked'],
    [{ error: true, message: 'Campaign not found' }, 'Campaign not found'],
    [{ success: false }, 'The extension could not do this'],
    [{ success: false, message: 'Not allowed' }, 'Not allowed'],
    [{ ok: false, message: 'No account' }, 'No account'],
    [{ error: '   ' }, 'The extension could not do this'],
  ])('%j is a refusal: "%s"', async (reply, message) => {
    expect(ackRefusal(reply)).toBe(message);
    const error = await bridgeAnswering(reply)
      .call(remoteFunctions, 'updateProfile', 7, { notes: 'x' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ExtensionError);
    expect(error).toMatchObject({ kind: 'remote', fn: 'updateProfile', message, code: 'refused' });
    expect(journalEntries().at(-1)).toMatchObject({ name: 'updateProfile', ok: false, error: message });
  });

  it.each([
    true,
    null,
    undefined,
    {},
    { error: false },
    { error: null },
    { error: '' },
    { success: true },
    { ok: true },
  ])('%j means done', async (reply) => {
    expect(ackRefusal(reply)).toBeNull();
    await expect(
      bridgeAnswering(reply).call(remoteFunctions, 'removeListItem', { listType: 'keywords', id: 1 }),
    ).resolves.toBe(true);
  });

  it('applies to commands too', async () => {
    await expect(bridgeAnswering(false).command('logout', {})).rejects.toMatchObject({
      kind: 'remote',
      fn: 'logout',
      code: 'refused',
    });
  });

  it('still reports a reply of the wrong type as malformed, not as a refusal', async () => {
    await expect(
      bridgeAnswering('yes').call(remoteFunctions, 'updateProfile', 7, { notes: 'x' }),
    ).rejects.toMatchObject({
      kind: 'malformed',
    });
  });
});
