import { afterEach, describe, expect, it } from 'vitest';
import { saveCampaign, StartRefusedError } from '@/features/campaign-editor/api';
import type { ExtensionBridge } from '@/lib/extension/bridge';
import { installBridge } from '@/lib/extension/client';
import { ExtensionError } from '@/lib/extension/errors';
import { isNotConfirmed } from '@/lib/query/personAction';
import { now } from '@/lib/time/clock';

// A campaign save whose answer does not come in time: the campaigns are read again first, and
// what is there decides between "saved" and "not confirmed yet".

const late = (name: string) =>
  new ExtensionError('timeout', name, `The extension did not answer ${name} in time`);

interface Listed {
  id: number;
  name: string;
  created: number;
  updated: number | null;
}

/** An extension whose writes answer late; `listed` is what getCampaigns shows afterwards. */
function lateExtension(listed: () => Listed[], run: { error: boolean; message?: string } = { error: false }) {
  const keys: string[] = [];
  installBridge({
    act: async (_remotes: unknown, name: string, key: string) => {
      keys.push(`${name} ${key}`);
      if (name === 'manageCampaign') return { ...run, message: run.message ?? null, campaign: null };
      throw late(name);
    },
    call: async (_remotes: unknown, name: string) => {
      if (name !== 'getCampaigns') throw new Error(`unexpected ${name}`);
      const result = listed().map((c) => ({ ...c, module: 'li-auto-view', status: 'Added', data: {} }));
      return { result, count: result.length };
    },
  } as unknown as ExtensionBridge);
  return keys;
}

afterEach(() => installBridge(undefined));

const input = (campaignId: number | null, activate = false) => ({
  campaignId,
  data: { name: 'Late save', module: 'li-auto-view', options: {} },
  activate,
  actionKey: 'save-1',
});

describe('a save that times out', () => {
  it('is saved when a new campaign of that name shows up since the save began', async () => {
    lateExtension(() => [{ id: 42, name: 'Late save', created: now(), updated: null }]);
    expect(await saveCampaign(input(null))).toMatchObject({ id: 42, name: 'Late save' });
  });

  it('is "not confirmed yet" when none does, and says what was found', async () => {
    lateExtension(() => [{ id: 3, name: 'Late save', created: now() - 86_400_000, updated: null }]);
    const error = await saveCampaign(input(null)).catch((e: unknown) => e);
    expect(isNotConfirmed(error)).toBe(true);
    expect((error as Error).message).toBe(
      'Saving the campaign is not confirmed yet: the extension did not answer in time. Your campaigns were read again: no new campaign of this name is there yet. Try again sends the same save.',
    );
  });

  it('an edit is saved when the campaign changed since the save began; Activate then runs it with a key of its own', async () => {
    const keys = lateExtension(() => [{ id: 7, name: 'Late save', created: 0, updated: now() }]);
    expect(await saveCampaign(input(7, true))).toMatchObject({ id: 7 });
    expect(keys).toEqual(['updateCampaign save-1', 'manageCampaign save-1:run']);
  });

  it('a refused start after a save stands says so in the spec’s words', async () => {
    lateExtension(() => [{ id: 7, name: 'Late save', created: 0, updated: now() }], {
      error: true,
      message: 'A completed campaign cannot run',
    });
    const error = await saveCampaign(input(7, true)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartRefusedError);
    expect((error as Error).message).toBe(
      'The campaign was saved but not activated: Error Code run_refused, A completed campaign cannot run',
    );
  });
});
