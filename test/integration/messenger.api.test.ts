import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { ConversationFilter } from '@/lib/extension/contract';
import { bumpConversation, messengerQueries, type ConversationPages } from '@/features/messenger/api';
import { DEFAULT_FILTER } from '@/features/messenger/components/FilterPopover';
import { onPush } from '@/mocks/extension/pushes';
import { SIMULATED_REPLY_MS } from '@/mocks/extension/remotes/messenger';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { makeMessage } from '@/mocks/world/seed/people';
import { updateWorld, world } from '@/mocks/world/store';
import { createTestQueryClient } from './renderRoute';
import { startSimulation } from './simulation';

describe('messenger paging', () => {
  let client: QueryClient;
  beforeEach(() => {
    startSimulation('default');
    client = createTestQueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.restoreAllMocks();
  });

  it("pages by the last conversation's lastActivityAt and stops when a page returns nothing", async () => {
    const spy = vi.spyOn(simulatedExtension.remotes, 'fetchConversations');
    const data = await client.fetchInfiniteQuery({
      ...messengerQueries.conversations(DEFAULT_FILTER, ''),
      pages: 20,
    });
    const live = world().conversations.filter((c) => !c.archived);
    const listed = data.pages.flatMap((p) => p.items);
    expect(listed.map((c) => c.id)).toEqual(live.map((c) => c.id));
    // Every page after the first starts before the previous page's last conversation.
    const calls = spy.mock.calls.map(([args]) => args.createdBefore ?? null);
    expect(calls[0]).toBeNull();
    for (let i = 1; i < data.pages.length; i++)
      expect(calls[i]).toBe(data.pages[i - 1]!.items.at(-1)!.lastActivityAt);
    // The last page is the empty one that ended the paging.
    expect(data.pages.at(-1)!.items).toEqual([]);
    expect(data.pages.length).toBeLessThan(20);
  });

  it('the campaign filter keeps only conversations the chosen messaging campaigns had', async () => {
    const campaign = world().campaigns.find((c) => c.module === 'li-auto-msg')!;
    const fromCampaign = new Set(
      world()
        .events.filter((e) => e.conversationId && e.campaignId?.id === campaign.id)
        .map((e) => e.conversationId),
    );
    const data = await client.fetchInfiniteQuery({
      ...messengerQueries.conversations(
        { type: 'builtin', linkedin: 'all', builtin: 'campaigns', campaigns: [campaign.id] },
        '',
      ),
      pages: 20,
    });
    const listed = data.pages.flatMap((p) => p.items);
    const expected = world()
      .conversations.filter((c) => !c.archived && fromCampaign.has(c.id))
      .sort((a, b) => b.lastActivityAt - a.lastActivityAt);
    expect(expected.length).toBeGreaterThan(0);
    expect(listed.map((c) => c.id)).toEqual(expected.map((c) => c.id));
  });

  it('no filter but Archived lists an archived conversation, the campaign filter included', async () => {
    const campaign = world().campaigns.find((c) => c.module === 'li-auto-msg')!;
    const conversationIds = new Set(world().conversations.map((c) => c.id));
    const fromCampaign = world().events.find(
      (e) => e.conversationId && conversationIds.has(e.conversationId) && e.campaignId?.id === campaign.id,
    )!;
    updateWorld((w) => {
      w.conversations.find((c) => c.id === fromCampaign.conversationId)!.archived = true;
    });
    const list = async (filter: ConversationFilter) => {
      const data = await client.fetchInfiniteQuery({
        ...messengerQueries.conversations(filter, ''),
        pages: 20,
      });
      return data.pages.flatMap((p) => p.items).map((c) => c.id);
    };
    expect(
      await list({ type: 'builtin', linkedin: 'all', builtin: 'campaigns', campaigns: [campaign.id] }),
    ).not.toContain(fromCampaign.conversationId);
    expect(await list(DEFAULT_FILTER)).not.toContain(fromCampaign.conversationId);
    expect(await list({ ...DEFAULT_FILTER, type: 'linkedin', linkedin: 'archived' })).toContain(
      fromCampaign.conversationId,
    );
  });

  it("a contact's reply lands only in the world the message was sent in", async () => {
    vi.useFakeTimers();
    try {
      const before = world();
      const c = before.conversations.find((x) => !x.archived)!;
      const profileId = c.participants[0]!.profileId;
      await simulatedExtension.remotes.sendLinkedinMessage({
        conversationId: c.id,
        message: 'Hi',
        profileId,
      });
      // The world is reset (the next test, a scenario switch) before the contact answers.
      startSimulation('default');
      const pushes: unknown[] = [];
      const off = onPush((p) => pushes.push(p));
      await vi.advanceTimersByTimeAsync(SIMULATED_REPLY_MS + 1000);
      off();
      expect(pushes).toEqual([]);
      expect(
        world()
          .conversations.find((x) => x.id === c.id)!
          .events.map((e) => e.eventContent),
      ).not.toContainEqual(expect.objectContaining({ attributedBody: { text: 'Hi' } }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a new message puts its conversation on top, unread unless it is open', () => {
    const key = messengerQueries.conversations(DEFAULT_FILTER, '').queryKey;
    const [a, b, c] = world()
      .conversations.slice(0, 3)
      .map((x) => ({ ...x, read: true, unreadCount: 0 }));
    client.setQueryData<ConversationPages>(key, {
      pages: [
        { items: [a!, b!], next: 1 },
        { items: [c!], next: 2 },
      ],
      pageParams: [null, 1],
    });
    const event = makeMessage(c!.id, 9, 'someone', 'Hi', Date.now());
    expect(bumpConversation(client, c!.id, event, false)).toBe(true);
    const pages = client.getQueryData<ConversationPages>(key)!.pages;
    expect(pages[0]!.items.map((x) => x.id)).toEqual([c!.id, a!.id, b!.id]);
    expect(pages[0]!.items[0]).toMatchObject({ read: false, unreadCount: 1, lastMessage: event });
    expect(pages[1]!.items).toEqual([]);
    expect(bumpConversation(client, 'conv-unknown', event, false)).toBe(false);
  });
});
