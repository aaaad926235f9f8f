import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ConversationPages } from '@/features/messenger/api';
import { createQueryClient } from '@/lib/query/client';
import { pushEvent } from '@/mocks/extension/pushes';
import { makeMessage } from '@/mocks/world/seed/people';
import { renderRoute } from './renderRoute';
import { simulate, type Simulation } from './simulation';
import { fakeLayout } from './support/jsdom';

// An incoming message costs the messenger at most one extension call: the screen patches what it
// shows. (The top bar's notifications read their events once more: a reply raises their count.)

describe('messenger: pushed messages', () => {
  let sim: Simulation;
  let client: QueryClient;
  let stops: (() => void)[];
  beforeEach(() => {
    sim = simulate('default');
    client = createQueryClient();
    stops = [fakeLayout(800, 1200)];
  });
  afterEach(() => {
    stops.forEach((s) => s());
    client.clear();
    vi.useRealTimers();
  });

  /** The screen with pushes wired as in the app, loaded; from then on time moves only when a test says. */
  const renderLoaded = async () => {
    await renderRoute('/messenger', { queryClient: client });
    const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 5000 });
    // Settled: the once-only connections check (500 ms after the profile check) ran, nothing in flight.
    await waitFor(() => expect(sim.count('isConnectionsLoading')).toBe(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    vi.useFakeTimers();
    return list;
  };

  const deliver = (index: number, text: string) => {
    const conversation = [...sim.world.conversations]
      .filter((c) => !c.archived)
      .sort((a, b) => b.lastActivityAt - a.lastActivityAt)[index]!;
    const from = conversation.participants[0]!;
    const message = makeMessage(conversation.id, 500, from.profileId, text, Date.now());
    conversation.events.push(message);
    conversation.lastMessage = message;
    conversation.lastActivityAt = message.createdAt;
    conversation.read = false;
    conversation.unreadCount += 1;
    return { name: `${from.firstName} ${from.lastName}`, conversation, message };
  };

  it('a message for a listed conversation moves it to the top with no messenger call at all', async () => {
    const list = await renderLoaded();
    const { name, conversation, message } = deliver(3, 'Thanks, see you Tuesday');
    sim.reset();
    act(() => pushEvent('messageRecieved', { conversationId: conversation.id, message }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    // The messenger asks nothing; the top bar's notifications read their events again (the new count).
    expect(sim.calls).toEqual(['getEvents']);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('button', { name })).toBeInTheDocument();
    expect(within(first).getByText('Thanks, see you Tuesday')).toBeInTheDocument();
  });

  it('a message for a conversation not loaded yet costs one call and puts it on top', async () => {
    const list = await renderLoaded();
    const listedBefore = within(list).getAllByRole('listitem').length;
    const cached = () =>
      client
        .getQueriesData<ConversationPages>({ queryKey: ['messenger', 'conversations'] })
        .flatMap(([, data]) => data?.pages.flatMap((p) => p.items.map((c) => c.id)) ?? []);
    const cachedBefore = cached();
    const unlisted = sim.world.conversations.filter((c) => !c.archived).length - 1;
    expect(unlisted).toBeGreaterThanOrEqual(listedBefore);
    const { name, conversation, message } = deliver(unlisted, 'A late reply from far down the list');
    sim.reset();
    act(() => pushEvent('messageRecieved', { conversationId: conversation.id, message }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(sim.calls.filter((name) => name !== 'getEvents')).toEqual(['fetchConversations']);
    // Only that conversation joins the list: the rest of the newest page is not merged in.
    expect(cached()).toEqual([conversation.id, ...cachedBefore]);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('button', { name })).toBeInTheDocument();
    expect(within(first).getByText('A late reply from far down the list')).toBeInTheDocument();
  });
});
