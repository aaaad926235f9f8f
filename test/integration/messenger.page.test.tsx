import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { outbox } from '@/features/messenger/outbox';
import { LOADER_DEADLINE_MS, MESSENGER } from '@/lib/constants';
import { tokenStore } from '@/lib/storage';
import { pushEvent } from '@/mocks/extension/pushes';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { SimulatedFailure } from '@/mocks/extension/support';
import { makeMessage } from '@/mocks/world/seed/people';
import { world } from '@/mocks/world/store';
import { renderRoute } from './renderRoute';
import { callLoser, simulate, type Simulation } from './simulation';
import { screenTest } from './support/screenTest';

const fullName = (i: number) => {
  const p = world().conversations.filter((c) => !c.archived)[i]!.participants[0]!;
  return `${p.firstName} ${p.lastName}`;
};
const listed = () => screen.getByRole('list', { name: 'Conversations' });
const findList = () => screen.findByRole('list', { name: 'Conversations' }, { timeout: 3000 });
const conversationRegion = () => screen.getByRole('region', { name: 'Conversation' });

/** Holds every call of a remote function until `release()` (a slow link); the spy counts them. */
function holdCalls(name: 'sendLinkedinMessage' | 'archiveConversations') {
  const remotes = simulatedExtension.remotes as unknown as Record<string, (...args: unknown[]) => unknown>;
  const original = remotes[name]!;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const spy = vi.spyOn(remotes, name).mockImplementation(async (...args) => {
    await gate;
    return original(...args);
  });
  return { spy, release };
}

describe('messenger screen', () => {
  let loser: ReturnType<typeof callLoser>;
  let sim: Simulation;
  const app = screenTest({
    start: () => {
      loser = callLoser();
      sim = simulate('default', { lose: (name) => loser.lose(name) });
    },
    layout: [800, 1200],
    restoreMocks: true,
    clearStorage: true,
  });

  // A send's outcome outlives the screen (as it must across conversations): each test starts without one.
  afterEach(() => outbox.clear());

  const renderPage = (path = '/messenger') => renderRoute(path, { queryClient: app.client });

  it('lists conversations with excerpts of at most 50 characters and opens one, marking it read after 1 s', async () => {
    const first = world().conversations.filter((c) => !c.archived)[0]!;
    first.read = false;
    first.unreadCount = 2;
    first.lastMessage = makeMessage(
      first.id,
      99,
      first.participants[0]!.profileId,
      'x'.repeat(80),
      first.lastActivityAt,
    );
    const user = userEvent.setup();
    await renderPage();
    const name = fullName(0);
    const item = await within(await findList()).findByRole('listitem', { name: `${name}, unread` });
    expect(within(item).getByText(`${'x'.repeat(50)}…`)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name }));
    expect(within(conversationRegion()).getByRole('link', { name })).toBeInTheDocument();
    expect(within(listed()).getByRole('listitem', { name: `${name}, unread` })).toBeInTheDocument();
    await waitFor(() => expect(within(listed()).getByRole('listitem', { name })).toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(world().conversations.find((c) => c.id === first.id)).toMatchObject({
      read: true,
      unreadCount: 0,
    });
  });

  it('says when a conversation has no participants', async () => {
    const first = world().conversations.filter((c) => !c.archived)[0]!;
    const user = userEvent.setup();
    await renderPage();
    const name = fullName(0);
    await within(await findList()).findAllByRole('listitem');
    first.participants = [];
    // The list still shows the cached participant; the next load has none.
    await app.client.invalidateQueries();
    await waitFor(() =>
      expect(within(listed()).getAllByRole('button', { name: 'Unknown participant' }).length).toBeGreaterThan(
        0,
      ),
    );
    await user.click(within(listed()).getAllByRole('button', { name: 'Unknown participant' })[0]!);
    expect(await screen.findByText('No participants found in this conversation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: name })).toBeNull();
  });

  it('shows the waiting notice while connections load', async () => {
    world().extension.connectionsLoading = true;
    await renderPage();
    expect(
      await screen.findByText(
        'Please wait, we are retrieving data from the LinkedIn',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/It may take a few minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      expect.stringContaining('help'),
    );
  });

  it('a 401 in the conversations reply removes the stored token and says what failed', async () => {
    vi.spyOn(simulatedExtension.remotes, 'fetchConversations').mockImplementation(() => {
      throw new SimulatedFailure('Unauthorized', 401);
    });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('other failures keep the token and offer a retry that recovers', async () => {
    // Start-up stores the extension's token; the failure must leave it.
    const token = world().extension.token;
    expect(token).toBeTruthy();
    const spy = vi.spyOn(simulatedExtension.remotes, 'fetchConversations').mockImplementationOnce(() => {
      throw new SimulatedFailure('LinkedIn is not reachable', 503);
    });
    const user = userEvent.setup();
    await renderPage();
    expect(await screen.findByText('LinkedIn is not reachable')).toBeInTheDocument();
    expect(tokenStore.get()).toBe(token);
    spy.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await findList()).findByRole('button', { name: fullName(0) })).toBeInTheDocument();
  });

  it('a pushed message joins the open conversation and bumps it to the top', async () => {
    const user = userEvent.setup();
    await renderPage();
    const third = world().conversations.filter((c) => !c.archived)[2]!;
    const name = fullName(2);
    await user.click(await within(await findList()).findByRole('button', { name }));
    await within(screen.getByRole('log', { name: 'Messages' })).findAllByRole('article');
    const event = makeMessage(
      third.id,
      500,
      third.participants[0]!.profileId,
      'A live hello from the push',
      Date.now(),
    );
    third.events.push(event);
    third.lastMessage = event;
    third.lastActivityAt = event.createdAt;
    pushEvent('messageRecieved', { conversationId: third.id, message: event });
    expect(
      await within(screen.getByRole('log', { name: 'Messages' })).findByText('A live hello from the push'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(listed()).getAllByRole('listitem')[0]).toHaveAccessibleName(new RegExp(`^${name}`)),
    );
  });

  it('the tag adder trims, lower-cases and refuses duplicates, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(await within(await findList()).findByRole('button', { name: fullName(1) }));
    const input = screen.getByRole('textbox', { name: 'Add a tag' });
    await user.type(input, '  VIP {Enter}');
    expect(await within(conversationRegion()).findByRole('button', { name: 'vip' })).toBeInTheDocument();
    await waitFor(() =>
      expect(world().conversationTags[world().conversations.filter((c) => !c.archived)[1]!.id]).toEqual([
        'vip',
      ]),
    );
    await user.type(input, 'Vip{Enter}');
    expect(screen.getByText('Tag already exists')).toBeInTheDocument();
    expect(input).toHaveValue('Vip');
  });

  it('Send stays disabled for blank text and a failed send keeps the message', async () => {
    const user = userEvent.setup();
    vi.spyOn(simulatedExtension.remotes, 'sendLinkedinMessage').mockImplementation(() => {
      throw new SimulatedFailure('Daily limit reached', 429);
    });
    await renderPage();
    await user.click(await within(await findList()).findByRole('button', { name: fullName(0) }));
    const box = screen.getByRole('textbox', { name: 'Enter a message' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The message was not sent: Daily limit reached')).toBeInTheDocument();
    expect(box).toHaveValue('   Hello');
  });

  it("a refusal's long text is cut in the composer", async () => {
    vi.spyOn(simulatedExtension.remotes, 'sendLinkedinMessage').mockImplementation(() => {
      throw new SimulatedFailure(`Refused: ${'x'.repeat(5000)}`, 400);
    });
    const user = userEvent.setup();
    await renderPage();
    await user.click(await within(await findList()).findByRole('button', { name: fullName(2) }));
    await user.type(screen.getByRole('textbox', { name: 'Enter a message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await within(conversationRegion()).findByRole('alert');
    expect(alert).toHaveTextContent(/^The message was not sent: Refused: x+…$/);
    expect(alert.textContent!.length).toBeLessThan(560);
  });

  it('on a slow link neither Ctrl+Enter nor Send sends again while a send is pending', async () => {
    const { spy: sendSpy, release } = holdCalls('sendLinkedinMessage');
    const user = userEvent.setup();
    await renderPage();
    await user.click(await within(await findList()).findByRole('button', { name: fullName(0) }));
    const box = screen.getByRole('textbox', { name: 'Enter a message' });
    await user.type(box, 'Only once');
    // Hammer every way of sending: Ctrl+Enter three times in one burst, the form, the button.
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    fireEvent.submit(screen.getByRole('form', { name: 'Composer' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(sendSpy).toHaveBeenCalledTimes(1);

    release();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Only once')).toBeInTheDocument();
    expect(within(log).getAllByText('Only once')).toHaveLength(1);
    expect(box).toHaveValue('');
    // Once the send is over, the next message goes out.
    await user.type(box, 'Second');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(log).findByText('Second')).toBeInTheDocument();
    expect(sendSpy).toHaveBeenCalledTimes(2);
  });

  it('a bulk action pressed again while it is under way is done once', async () => {
    const { spy: archive, release } = holdCalls('archiveConversations');
    const user = userEvent.setup();
    await renderPage();
    const name = fullName(0);
    await user.click(await within(await findList()).findByRole('checkbox', { name: `Select ${name}` }));
    // e archives the selected conversations: a burst before React re-renders, then once more.
    fireEvent.keyDown(document.body, { key: 'e' });
    fireEvent.keyDown(document.body, { key: 'e' });
    await waitFor(() => expect(archive).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(document.body, { key: 'e' });
    release();
    await waitFor(() => expect(within(listed()).queryByRole('button', { name })).not.toBeInTheDocument());
    expect(archive).toHaveBeenCalledTimes(1);
  });

  it('the campaign filter offers messaging campaigns only', async () => {
    const user = userEvent.setup();
    await renderPage();
    await within(await findList()).findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Filter conversations' }));
    await user.click(await screen.findByRole('radio', { name: 'Built-in' }));
    await user.click(screen.getByRole('radio', { name: 'Sent from campaign' }));
    await user.click(screen.getByRole('combobox', { name: 'Campaigns' }));
    const options = await screen.findAllByRole('option');
    const messaging = world()
      .campaigns.filter((c) => c.module === 'li-auto-msg')
      .map((c) => c.name);
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(messaging));
    expect(options).toHaveLength(messaging.length);
  });

  it('a filter change reloads from the first page after an 800 ms pause', async () => {
    const spy = vi.spyOn(simulatedExtension.remotes, 'fetchConversations');
    const user = userEvent.setup();
    await renderPage();
    await within(await findList()).findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Filter conversations' }));
    await user.click(await screen.findByRole('radio', { name: 'Unread' }));
    const unreadCalls = () => spy.mock.calls.filter(([args]) => args.filter.linkedin === 'unread');
    // The 800 ms pause itself is timed with fake timers in messenger.list.test.tsx.
    await waitFor(() => expect(unreadCalls()).toHaveLength(1), { timeout: 5000 });
    expect(unreadCalls()[0]![0].createdBefore ?? null).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => {
      const labels = within(listed())
        .getAllByRole('listitem')
        .map((el) => el.getAttribute('aria-label'));
      expect(labels.length).toBeGreaterThan(0);
      expect(labels.every((l) => l?.endsWith(', unread'))).toBe(true);
    });
  });

  it('a search the extension does not answer keeps the list and the typed text, says so after the loader deadline; Try again asks again', async () => {
    await renderPage();
    const before = within(await findList())
      .getAllByRole('listitem')
      .map((el) => el.getAttribute('aria-label'));
    const answered = vi.spyOn(simulatedExtension.remotes, 'fetchConversations');
    sim.reset();
    loser.next('fetchConversations');
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const box = screen.getByRole('textbox', { name: 'Search conversations' });
    fireEvent.change(box, { target: { value: 'zz' } });
    await act(() => vi.advanceTimersByTimeAsync(MESSENGER.listThrottleMs));
    expect(sim.count('fetchConversations')).toBe(1);
    expect(listed()).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(LOADER_DEADLINE_MS));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The extension is taking too long to answer. Try again in a moment.');
    // The screen stays as it was: the typed text, the conversations listed before.
    expect(box).toHaveValue('zz');
    expect(
      within(listed())
        .getAllByRole('listitem')
        .map((el) => el.getAttribute('aria-label')),
    ).toEqual(before);

    vi.useRealTimers();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listed()).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Asked again. (A page React shows later than its staleTime, on a slow machine, is asked once more.)
    expect(sim.count('fetchConversations')).toBeGreaterThanOrEqual(2);
    expect(answered.mock.lastCall?.[0]).toMatchObject({ search: 'zz' });
  });

  it('scrolling to the top of the messages loads older ones until none are left', async () => {
    const c = world().conversations.filter((x) => !x.archived)[0]!;
    const start = c.lastActivityAt - 40 * 60_000;
    c.events = Array.from({ length: 30 }, (_, k) =>
      makeMessage(c.id, k, c.participants[0]!.profileId, `Message number ${k + 1}`, start + k * 60_000),
    );
    c.lastMessage = c.events.at(-1)!;
    const spy = vi.spyOn(simulatedExtension.remotes, 'fetchEvents');
    const user = userEvent.setup();
    await renderPage();
    await user.click(await within(await findList()).findByRole('button', { name: fullName(0) }));
    const log = screen.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(20));
    expect(within(log).getByText('Message number 30')).toBeInTheDocument();
    expect(within(log).queryByText('Message number 10')).toBeNull();
    fireEvent.scroll(screen.getByTestId('message-scroll'));
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(30));
    expect(within(log).getAllByRole('article')[0]).toHaveTextContent('Message number 1');
    // One more try, past the 250 ms throttle, finds nothing older and stops asking.
    try {
      vi.setSystemTime(Date.now() + 300);
      fireEvent.scroll(screen.getByTestId('message-scroll'));
      await waitFor(() => expect(spy).toHaveBeenCalledTimes(3));
      await waitFor(() => expect(screen.queryByLabelText('Loading older messages')).toBeNull());
      vi.setSystemTime(Date.now() + 300);
      fireEvent.scroll(screen.getByTestId('message-scroll'));
      expect(spy).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
