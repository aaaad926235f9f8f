import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useSaveGeneralSettings } from '@/features/settings/api';
import type { ExtensionBridge } from '@/lib/extension/bridge';
import { installBridge } from '@/lib/extension/client';
import { ExtensionError } from '@/lib/extension/errors';

// Save Settings that the extension does not answer in time: "not confirmed yet", with what the
// settings read again hold, never "not saved".

afterEach(() => installBridge(undefined));

const form = {
  perDayLimit: 25,
  show_notifications: true,
  newMessageNotificationEnabled: true,
  cacheExpiry: 7,
};

function saveWithTimeout(storedLimit: number) {
  installBridge({
    call: async (_remotes: unknown, name: string) => {
      if (name === 'setUserPerDayLimit')
        throw new ExtensionError('timeout', name, `The extension did not answer ${name} in time`);
      return { perDayLimit: storedLimit, options: {} };
    },
  } as unknown as ExtensionBridge);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSaveGeneralSettings(), { wrapper }).result;
}

describe('Save Settings that times out', () => {
  it('says the per-day limit is saved when the settings read again hold it', async () => {
    const result = saveWithTimeout(25);
    act(() => result.current.mutate({ form, withOptions: true }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(
      'Saving the settings is not confirmed yet: the extension did not answer in time. The settings were read again: the per-day limit is 25, as saved.',
    );
  });

  it('says what the extension still holds when the change is not there', async () => {
    const result = saveWithTimeout(10);
    act(() => result.current.mutate({ form, withOptions: true }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toMatch(/the per-day limit is still 10\. Save tries again\.$/);
  });
});
