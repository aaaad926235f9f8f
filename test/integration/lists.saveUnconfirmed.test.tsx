import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ExtensionBridge } from '@/lib/extension/bridge';
import { installBridge } from '@/lib/extension/client';
import { ExtensionError } from '@/lib/extension/errors';
import { useSaveListItem } from '@/lib/lists/saveListItem';

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
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSaveListItem(), { wrapper });
  return {
    keys,
    saveOnce: (...args: Parameters<typeof result.current.saveOnce>) => result.current.saveOnce(...args),
  };
}

describe('saving a list item that times out', () => {
  it('says the item is saved when the list read again holds it', async () => {
    const { saveOnce } = extensionThatTimesOut([{ id: 4, ...item }]);
    await expect(saveOnce('cannedResponses', item)).rejects.toThrow(
      'Saving "Book a call" is not confirmed yet: the extension did not answer in time. The list was read again: "Book a call" is saved.',
    );
  });

  it('finds a saved message whose data the extension stores in another key order', async () => {
    const withSubject = { name: 'Intro', data: { subject: 'Hello', message: 'Nice to meet you' } };
    const { saveOnce } = extensionThatTimesOut([
      { id: 5, name: 'Intro', data: { message: 'Nice to meet you', subject: 'Hello' } },
    ]);
    await expect(saveOnce('cannedResponses', withSubject)).rejects.toThrow(
      /The list was read again: "Intro" is saved\.$/,
    );
  });

  it('says it is not there when the list lacks it, and Save again is the same action', async () => {
    const { keys, saveOnce } = extensionThatTimesOut([]);
    await expect(saveOnce('cannedResponses', item)).rejects.toThrow(
      /The list was read again: "Book a call" is not there\. Save tries again\.$/,
    );
    await expect(saveOnce('cannedResponses', { ...item })).rejects.toThrow();
    await expect(saveOnce('cannedResponses', { ...item, name: 'Book a demo' })).rejects.toThrow();
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
