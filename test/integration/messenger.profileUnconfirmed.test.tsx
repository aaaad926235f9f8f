import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useProfileUpdateMutation } from '@/features/messenger/api';
import type { ExtensionBridge } from '@/lib/extension/bridge';
import { installBridge } from '@/lib/extension/client';
import { ExtensionError } from '@/lib/extension/errors';

// Notes and tags of a profile: a save the extension does not answer in time is "not confirmed yet",
// and the profile is read again and shown as stored, never rolled back to what it was.

afterEach(() => installBridge(undefined));

function saveWithTimeout(stored: { tags: string[]; notes: string }) {
  installBridge({
    call: async (_remotes: unknown, name: string) => {
      if (name === 'updateProfile')
        throw new ExtensionError('timeout', name, `The extension did not answer ${name} in time`);
      return { id: 7, profileId: 'p-7', firstName: 'Ana', lastName: 'Ruiz', ...stored };
    },
  } as unknown as ExtensionBridge);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useProfileUpdateMutation('p-7'), { wrapper });
  return { ...hook, client };
}

describe('a profile save that times out', () => {
  it('says the change is saved when the profile read again holds it', async () => {
    const { result, client } = saveWithTimeout({ tags: [], notes: 'Call back on Monday' });
    act(() => result.current.mutate({ id: 7, changes: { notes: 'Call back on Monday' } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(
      'Saving the profile is not confirmed yet: the extension did not answer in time. The profile was read again: the change is saved.',
    );
    expect(client.getQueryData(['messenger', 'profile', 'p-7'])).toMatchObject({
      notes: 'Call back on Monday',
    });
  });

  it('says the change is not there when the stored profile lacks it', async () => {
    const { result } = saveWithTimeout({ tags: ['HOT'], notes: '' });
    act(() => result.current.mutate({ id: 7, changes: { tags: ['HOT', 'NEW'] } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toMatch(
      /The profile was read again: the change is not there\. Save tries again\.$/,
    );
  });
});
