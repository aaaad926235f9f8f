import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { conversationName } from '@/features/messenger/components/ConversationList';
import { world } from '@/mocks/world/store';
import { renderRoute } from './renderRoute';
import { screenTest } from './support/screenTest';

// Issue 13: a poll whose reply did not change re-renders no row. Each conversation row formats its
// last activity once per render (with no conversation open nothing else on the screen does);
// counting those calls counts row renders.
const rowRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/format/dates', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/format/dates')>();
  return {
    ...actual,
    formatRelative: (...args: Parameters<typeof actual.formatRelative>) => {
      rowRenders.count += 1;
      return actual.formatRelative(...args);
    },
  };
});

describe('messenger polling', () => {
  const app = screenTest({ layout: [800, 1200] });

  /** Opens the messenger and waits for more than `rows` conversation rows and no fetching. */
  async function showList(rows: number) {
    await renderRoute('/messenger', { queryClient: app.client });
    const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 3000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(rows));
    await app.settle();
    return list;
  }

  it('an unchanged poll re-renders 0 conversation rows', async () => {
    const list = await showList(0);
    expect(screen.getByText('Select a conversation to read it')).toBeInTheDocument();
    const rowsShown = within(list).getAllByRole('listitem').length;
    expect(rowRenders.count).toBeGreaterThanOrEqual(rowsShown);

    rowRenders.count = 0;
    // The screen's polls, now, with the world unchanged.
    await app.pollAgain();

    expect(within(list).getAllByRole('listitem')).toHaveLength(rowsShown);
    expect(rowRenders.count).toBe(0);
  });

  it('a poll that changed one conversation re-renders that row only', async () => {
    const list = await showList(1);
    const rowsShown = within(list).getAllByRole('listitem').length;
    const first = within(list).getAllByRole('listitem')[0]!;
    const changed = world().conversations.find(
      (c) => first.getAttribute('aria-label')?.split(',')[0] === conversationName(c),
    );
    expect(changed).toBeDefined();

    rowRenders.count = 0;
    changed!.lastMessage!.eventContent.attributedBody!.text = 'See you on Thursday';
    await app.client.refetchQueries({ type: 'active' });

    expect(await within(first).findByText('See you on Thursday')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(rowsShown);
    expect(rowRenders.count).toBe(1);
  });

  it('ticking one conversation re-renders that row only', async () => {
    const list = await showList(1);
    const box = within(list).getAllByRole('checkbox')[0]!;

    rowRenders.count = 0;
    await userEvent.click(box);

    expect(box).toBeChecked();
    expect(rowRenders.count).toBe(1);
  });
});
