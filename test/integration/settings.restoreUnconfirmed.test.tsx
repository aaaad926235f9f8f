import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useRestore, type CheckedBackup } from '@/features/settings/api';
import type { ExtensionBridge } from '@/lib/extension/bridge';
import { installBridge } from '@/lib/extension/client';
import { ExtensionError } from '@/lib/extension/errors';

// Restore has 120 s; an extension still restoring after that is "not confirmed yet", never "failed".

afterEach(() => installBridge(undefined));

const backup: CheckedBackup = { text: '{}', fileName: 'b.json', campaigns: 9, lists: 0, profiles: 0 };

describe('a restore that times out', () => {
  it('reads the campaigns again and says what is there; Try again sends the same key', async () => {
    const keys: string[] = [];
    installBridge({
      act: async (_remotes: unknown, name: string, key: string) => {
        keys.push(key);
        throw new ExtensionError('timeout', name, `The extension did not answer ${name} in time`);
      },
      call: async () => [{ id: 1, name: 'One', module: 'li-auto-view' }],
    } as unknown as ExtensionBridge);
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRestore(), { wrapper });
    act(() => result.current.mutate({ backup, actionKey: 'restore-1' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(
      'The restore is not confirmed yet: the extension did not answer in time. The extension was read again: it holds 1 campaign now; the backup has 9. It may still be restoring: look again in a minute before you try again.',
    );
    act(() => result.current.mutate(result.current.variables!));
    await waitFor(() => expect(keys).toEqual(['restore-1', 'restore-1']));
  });
});
