import { beforeEach, describe, expect, it } from 'vitest';
import { campaignEditorQueries, loadEditor } from '@/features/campaign-editor/api';
import { savedListsQuery } from '@/lib/queries/lists';
import { sessionQueries } from '@/lib/session/api';
import type { World } from '@/mocks/world/types';
import { createTestQueryClient } from './renderRoute';
import { startSimulation } from './simulation';

// The editor's routes load what the form opens with, so the pages render straight from the cache.

describe('loadEditor', () => {
  let w: World;
  beforeEach(() => {
    w = startSimulation();
  });

  function clientWithSession() {
    const client = createTestQueryClient();
    // What start-up puts in the cache (the user and plan settings come over HTTP).
    client.setQueryData(sessionQueries.me().queryKey, w.server.users[0] as never);
    client.setQueryData(sessionQueries.planSettings().queryKey, w.server.planSettings as never);
    return client;
  }

  it('edit: the campaign, the saved lists, the other campaigns and the daily caps are in the cache', async () => {
    const client = clientWithSession();
    const stored = w.campaigns[0]!;
    await loadEditor(client, stored.id);
    expect(client.getQueryData(campaignEditorQueries.campaign(stored.id).queryKey)).toMatchObject({
      id: stored.id,
      name: stored.name,
    });
    expect(client.getQueryData(campaignEditorQueries.miniCampaigns().queryKey)?.map((c) => c.name)).toEqual(
      w.campaigns.map((c) => c.name),
    );
    const savedMessages = w.lists.messages ?? [];
    expect(savedMessages.length).toBeGreaterThan(0);
    expect(client.getQueryData(savedListsQuery().queryKey)?.messages).toHaveLength(savedMessages.length);
    expect(client.getQueryData(sessionQueries.extensionData().queryKey)?.baseData.config.limits).toEqual(
      w.extension.baseData.config.limits,
    );
  });

  it('an unknown id loads as no campaign (the page shows "Campaign not found")', async () => {
    const client = clientWithSession();
    await loadEditor(client, 999_999);
    expect(client.getQueryData(campaignEditorQueries.campaign(999_999).queryKey)).toBeNull();
  });

  it('create: no campaign is asked for', async () => {
    const client = clientWithSession();
    await loadEditor(client, null);
    const campaignQueries = client
      .getQueryCache()
      .findAll({ queryKey: [...campaignEditorQueries.all, 'campaign'] });
    expect(campaignQueries).toHaveLength(0);
    expect(client.getQueryData(campaignEditorQueries.miniCampaigns().queryKey)).toHaveLength(
      w.campaigns.length,
    );
  });
});
