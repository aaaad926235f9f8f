import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ExtensionBridge } from '@/lib/extension/bridge';
import { installBridge } from '@/lib/extension/client';
import { ExtensionError } from '@/lib/extension/errors';
import { saveListItemOnce, useKeyPerContent } from '@/lib/lists/saveListItem';

// A new list item saved twice would be two items: a save the extension does not answer in time
// is "not confirmed yet", the list is read again, and Save again carries the same action key.

afterEach(() => installBridge(undefined));

const item = { name: 'Book a call', data: { message: 'Here is my calendar' } };

function extensionThatTimesOut(stored: unknown[]) {
  const keys: string[] = [];
  installBridge({
    act: async (_remotes: unknown, name: string, key: string) => {
      keys.push(key);
      throw new ExtensionError('timeout', name, `The extension did not answer ${name} in time`);
    },
    call: async () => ({ cannedResponses: stored }),
  } as unknown as ExtensionBridge);
  return keys;
}

describe('saving a list item that times out', () => {
  it('says the item is saved when the list read again holds it', async () => {
    extensionThatTimesOut([{ id: 4, ...item }]);
    await expect(saveListItemOnce('cannedResponses', item, 'key-1')).rejects.toThrow(
      'Saving "Book a call" is not confirmed yet: the extension did not answer in time. The list was read again: "Book a call" is saved.',
    );
  });

  it('says it is not there when the list lacks it, and Save again is the same action', async () => {
    const keys = extensionThatTimesOut([]);
    const { result } = renderHook(() => useKeyPerContent());
    await expect(saveListItemOnce('cannedResponses', item, result.current(item))).rejects.toThrow(
      /The list was read again: "Book a call" is not there\. Save tries again\.$/,
    );
    await expect(saveListItemOnce('cannedResponses', item, result.current({ ...item }))).rejects.toThrow();
    await expect(
      saveListItemOnce(
        'cannedResponses',
        { ...item, name: 'Book a demo' },
        result.current({ ...item, name: 'Book a demo' }),
      ),
    ).rejects.toThrow();
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
