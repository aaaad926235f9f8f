import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSENGER } from '@/lib/constants';
import { UNLISTED_GONE, UNLISTED_MORE } from '@/features/messenger/components/UnlistedConversation';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { world } from '@/mocks/world/store';
import { renderRoute } from './renderRoute';
import { screenTest } from './support/screenTest';

// The conversation list: the campaign filter fills the view, search is fetchConversations' search,
// and the filter, search text and open conversation live in the URL.

const live = () =>
  world()
    .conversations.filter((c) => !c.archived)
    .sort((a, b) => b.lastActivityAt - a.lastActivityAt);
const nameOf = (i: number) => {
  const p = live()[i]!.participants[0]!;
  return `${p.firstName} ${p.lastName}`;
};
const findList = () => screen.findByRole('list', { name: 'Conversations' }, { timeout: 5000 });

/** Makes the conversations at these places of the list come from a messaging campaign. */
function fromCampaign(places: number[]): number {
  const campaign = world().campaigns.find((c) => c.module === 'li-auto-msg')!;
  const list = live();
  // Only these: the campaign's other conversations are forgotten.
  world().events = world().events.filter((e) => !(e.conversationId && e.campaignId?.id === campaign.id));
  for (const i of places) {
    const c = list[i]!;
    world().events.push({
      name: 'messageSent',
      createdAt: c.lastActivityAt,
      conversationId: c.id,
      profileId: c.participants[0]!.profileId,
      profilePublicId: null,
      campaignId: { id: campaign.id, name: campaign.name },
    });
  }
  return campaign.id;
}

const campaignsUrl = (id: number) =>
  `/messenger?builtin=campaigns&campaigns=${encodeURIComponent(JSON.stringify([id]))}`;

/**
 * The distinct pages asked for. A suspense query holds the loader's data fresh for 1 s only (the
 * test client's staleTime is 0), so a machine that takes longer between the loader and the
 * screen's mount refetches the first page once more: that is time, not the paging tested here.
 */
const pagesAsked = (spy: { mock: { calls: readonly (readonly [{ createdBefore?: number | null }])[] } }) =>
  new Set(spy.mock.calls.map((call) => call[0].createdBefore)).size;

describe('messenger list', () => {
  const app = screenTest({ layout: [800, 1200], restoreMocks: true, clearStorage: true });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("'Sent from campaign' keeps loading past pages with no match until the view is filled or nothing is left", async () => {
    const id = fromCampaign([45, 70]);
    const spy = vi.spyOn(simulatedExtension.remotes, 'fetchConversations');
    await renderRoute(campaignsUrl(id), { queryClient: app.client });
    const list = await findList();
    await waitFor(
      () => {
        expect(within(list).getByRole('button', { name: nameOf(45) })).toBeInTheDocument();
        expect(within(list).getByRole('button', { name: nameOf(70) })).toBeInTheDocument();
      },
      { timeout: 8000 },
    );
    // 79 conversations in pages of 20, then the empty page that ends the paging: each page asked.
    await waitFor(() => expect(pagesAsked(spy)).toBe(5), { timeout: 3000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('No existing conversations')).toBeNull();
  }, 20_000);

  it("says 'No existing conversations' only once every page was looked at", async () => {
    const id = fromCampaign([]);
    const spy = vi.spyOn(simulatedExtension.remotes, 'fetchConversations');
    await renderRoute(campaignsUrl(id), { queryClient: app.client });
    expect(await screen.findByText('No existing conversations', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(pagesAsked(spy)).toBe(5);
    expect(spy.mock.calls.at(-1)![0].createdBefore).toBe(live().at(-1)!.lastActivityAt);
  }, 20_000);

  it('search asks fetchConversations with the text and the filter 500 ms after typing stops, and the text goes into the URL', async () => {
    const search = vi.spyOn(simulatedExtension.remotes, 'searchConversations');
    const fetch = vi.spyOn(simulatedExtension.remotes, 'fetchConversations');
    const { router } = await renderRoute('/messenger', { queryClient: app.client });
    const list = await findList();
    // Start-up needs the extension's real timers; the throttle is timed on fake ones.
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const target = live()[30]!.participants[0]!;
    fetch.mockClear();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search conversations' }), {
      target: { value: target.lastName },
    });
    await act(() => vi.advanceTimersByTimeAsync(MESSENGER.listThrottleMs - 1));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(500));
    // The search's first page: the filtered list's call, with the text.
    expect(fetch.mock.calls[0]![0]).toMatchObject({ createdBefore: null, search: target.lastName });
    expect(search).not.toHaveBeenCalled();
    expect(router.state.location.search).toMatchObject({ q: target.lastName });
    expect(
      within(list).getByRole('button', { name: `${target.firstName} ${target.lastName}` }),
    ).toBeInTheDocument();
  });

  it('a filter change waits 800 ms, then loads from the first page', async () => {
    const fetch = vi.spyOn(simulatedExtension.remotes, 'fetchConversations');
    const { router } = await renderRoute('/messenger', { queryClient: app.client });
    await findList();
    // The filter panel downloads on its first opening (on real timers); the pause is timed after.
    fireEvent.click(screen.getByRole('button', { name: 'Filter conversations' }));
    const unread = await screen.findByRole('radio', { name: 'Unread' });
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fetch.mockClear();
    fireEvent.click(unread);
    await act(() => vi.advanceTimersByTimeAsync(MESSENGER.filterDebounceMs - 1));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toMatchObject({ createdBefore: null, filter: { linkedin: 'unread' } });
    expect(router.state.location.search).toMatchObject({ folder: 'unread' });
  });

  it('the open conversation is in the URL and Back returns to the previous one', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/messenger', { queryClient: app.client });
    const list = await findList();
    await user.click(await within(list).findByRole('button', { name: nameOf(0) }));
    await user.click(within(list).getByRole('button', { name: nameOf(1) }));
    const region = () => screen.getByRole('region', { name: 'Conversation' });
    expect(within(region()).getByRole('link', { name: nameOf(1) })).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ c: live()[1]!.id });
    act(() => router.history.back());
    await waitFor(() => expect(within(region()).getByRole('link', { name: nameOf(0) })).toBeInTheDocument());
    expect(router.state.location.search).toMatchObject({ c: live()[0]!.id });
  });

  it('a link with a filter opens that list; a bad value falls back to All', async () => {
    const unread = live().filter((c) => !c.read);
    expect(unread.length).toBeGreaterThan(0);
    const first = await renderRoute('/messenger?folder=unread', { queryClient: app.client });
    const list = await findList();
    // The newest unread conversation heads the list, and every row shown is unread.
    const newestUnread = unread[0]!.participants[0]!;
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveAccessibleName(
        new RegExp(`^${newestUnread.firstName} ${newestUnread.lastName}\\b`),
      ),
    );
    expect(
      within(list)
        .getAllByRole('listitem')
        .every((el) => el.getAttribute('aria-label')?.endsWith(', unread')),
    ).toBe(true);
    first.unmount();
    await renderRoute('/messenger?folder=everything&c=%7B%7D', { queryClient: app.client });
    expect(await within(await findList()).findByRole('button', { name: nameOf(0) })).toBeInTheDocument();
    expect(screen.getByText('Select a conversation to read it')).toBeInTheDocument();
  });

  it('a link to a conversation further down the list offers to load more, then opens it', async () => {
    const user = userEvent.setup();
    const further = live()[25]!;
    await renderRoute(`/messenger?c=${encodeURIComponent(further.id)}`, { queryClient: app.client });
    await within(await findList()).findByRole('button', { name: nameOf(0) });
    const region = screen.getByRole('region', { name: 'Conversation' });
    expect(within(region).getByText(UNLISTED_MORE)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Load more conversations' }));
    expect(await within(region).findByRole('link', { name: nameOf(25) })).toBeInTheDocument();
    expect(within(region).queryByText(UNLISTED_MORE)).not.toBeInTheDocument();
  });

  it('a link to a conversation no page holds says so once the list is complete, and Close clears it', async () => {
    const user = userEvent.setup();
    // Five conversations in the inbox: they do not fill the view, so the list asks for the next
    // page by itself, and its empty reply ends the list.
    live().forEach((c, i) => (c.archived = i >= 5));
    const { router } = await renderRoute('/messenger?c=no-such-conversation', { queryClient: app.client });
    const list = await findList();
    const region = screen.getByRole('region', { name: 'Conversation' });
    expect(await within(region).findByText(UNLISTED_GONE, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(region).getByRole('button', { name: 'Close' }));
    expect(await within(region).findByText('Select a conversation to read it')).toBeInTheDocument();
    expect(router.state.location.search).not.toHaveProperty('c');
  });
});
