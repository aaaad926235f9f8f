import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ListItemDialog } from '@/features/lists/components/ListItemDialog';
import { ProfileDialog } from '@/features/lists/components/ProfileDialog';
import { draftStore, useTextDraft } from '@/lib/drafts';
import { draftStorageKey, openDrafts } from '@/lib/draftAccount';
import { world } from '@/mocks/world/store';
import { createTestQueryClient, renderRoute } from './renderRoute';
import { startSimulation } from './simulation';
import { fakeLayout } from './support/jsdom';

// The shared draft store and the forms that use it: what was typed survives a reload.

// Drafts are the signed-in account's: these tests sign account 7 in (renderRoute signs the world's user in).
beforeEach(() => openDrafts(7));

describe('draft store', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a value per scope and id until cleared, and checks it on the way out', () => {
    draftStore.write('notes', 7, 'Call back on Monday');
    draftStore.write('notes', 8, 'Other person');
    expect(draftStore.readText('notes', 7)).toBe('Call back on Monday');
    expect(draftStore.read('notes', 7, z.number())).toBeNull();
    draftStore.clear('notes', 7);
    expect(draftStore.readText('notes', 7)).toBeNull();
    expect(draftStore.readText('notes', 8)).toBe('Other person');
    draftStore.writeText('notes', 8, '');
    expect(localStorage.getItem(draftStorageKey('notes', 8)!)).toBeNull();
  });

  it('ignores a stored value that is not a draft', () => {
    localStorage.setItem(draftStorageKey('notes', 1)!, '{not json');
    localStorage.setItem(draftStorageKey('notes', 2)!, JSON.stringify({ value: 'no savedAt' }));
    expect(draftStore.readText('notes', 1)).toBeNull();
    expect(draftStore.readText('notes', 2)).toBeNull();
  });

  it('blocked storage keeps the draft for this tab only and never throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => draftStore.write('notes', 1, 'x')).not.toThrow();
    expect(draftStore.readText('notes', 1)).toBe('x');
    expect(() => draftStore.clear('notes', 1)).not.toThrow();
    expect(draftStore.readText('notes', 1)).toBeNull();
    const { result } = renderHook(() => useTextDraft('notes', 1, 'saved'));
    expect(result.current.text).toBe('saved');
    act(() => result.current.setText('typed'));
    expect(result.current.text).toBe('typed');
  });

  it('useTextDraft starts from the draft after a reload and drops it when back to the saved text', () => {
    const first = renderHook(() => useTextDraft('notes', 3, 'saved text'));
    expect(first.result.current).toMatchObject({ text: 'saved text', restored: false });
    act(() => first.result.current.setText('saved text, and more'));
    first.unmount();
    const second = renderHook(() => useTextDraft('notes', 3, 'saved text'));
    expect(second.result.current).toMatchObject({ text: 'saved text, and more', restored: true });
    act(() => second.result.current.setText('saved text'));
    expect(draftStore.readText('notes', 3)).toBeNull();
  });
});

describe('list forms keep drafts', () => {
  let client: QueryClient;
  beforeEach(() => {
    startSimulation('default');
    client = createTestQueryClient();
  });
  afterEach(() => client.clear());

  const wrap = (ui: React.ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;

  it('a new canned response survives a reload and is discarded once saved', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const first = render(
      wrap(<ListItemDialog listType="cannedResponses" onClose={vi.fn()} onSaved={onSaved} />),
    );
    await user.type(screen.getByRole('textbox', { name: 'Item name' }), 'Thanks');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Thanks for connecting!');
    first.unmount();

    render(wrap(<ListItemDialog listType="cannedResponses" onClose={vi.fn()} onSaved={onSaved} />));
    expect(screen.getByRole('textbox', { name: 'Item name' })).toHaveValue('Thanks');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Thanks for connecting!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(world().lists.cannedResponses?.some((i) => i.name === 'Thanks')).toBe(true);
    expect(draftStore.read('lists.item.cannedResponses', 'new', z.unknown())).toBeNull();
  });

  it('Cancel discards the draft of a list item', async () => {
    const user = userEvent.setup();
    const first = render(wrap(<ListItemDialog listType="keywords" onClose={vi.fn()} onSaved={vi.fn()} />));
    await user.type(screen.getByRole('textbox', { name: 'Item name' }), 'Fintech');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    first.unmount();
    render(wrap(<ListItemDialog listType="keywords" onClose={vi.fn()} onSaved={vi.fn()} />));
    expect(screen.getByRole('textbox', { name: 'Item name' })).toHaveValue('');
  });

  it("a profile's notes survive a reload until saved", async () => {
    const user = userEvent.setup();
    const profile = { ...world().profiles[0]!, notes: '' };
    const onSaved = vi.fn();
    const first = render(
      wrap(<ProfileDialog profile={profile} tagOptions={[]} onClose={vi.fn()} onSaved={onSaved} />),
    );
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Met at the Berlin meetup');
    first.unmount();

    render(wrap(<ProfileDialog profile={profile} tagOptions={[]} onClose={vi.fn()} onSaved={onSaved} />));
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Met at the Berlin meetup');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(world().profiles.find((p) => p.id === profile.id)?.notes).toBe('Met at the Berlin meetup');
    expect(draftStore.read('lists.profile', profile.id, z.unknown())).toBeNull();
  });

  it('messenger profile notes survive a reload until saved', { timeout: 40_000 }, async () => {
    const undoLayout = fakeLayout(800, 1200);
    try {
      const user = userEvent.setup();
      const conversation = [...world().conversations]
        .filter((c) => !c.archived)
        .sort((a, b) => b.lastActivityAt - a.lastActivityAt)[0]!;
      const person = conversation.participants[0]!;
      const name = `${person.firstName} ${person.lastName}`;
      const openConversation = async () => {
        const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 5000 });
        await user.click(await within(list).findByRole('button', { name }));
        return screen.findByRole('textbox', { name: 'Notes' }, { timeout: 5000 });
      };
      const first = await renderRoute('/messenger', { queryClient: client });
      const notes = await openConversation();
      await user.clear(notes);
      await user.type(notes, 'Prefers calls after 4pm');
      first.unmount();
      client.clear();

      await renderRoute('/messenger', { queryClient: client });
      expect(await openConversation()).toHaveValue('Prefers calls after 4pm');
      // The notes' Save is the last Save of the profile column.
      await user.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
      await waitFor(() =>
        expect(world().profiles.find((p) => p.profileId === person.profileId)?.notes).toBe(
          'Prefers calls after 4pm',
        ),
      );
      const profileId = world().profiles.find((p) => p.profileId === person.profileId)!.id;
      expect(draftStore.readText('messenger.notes', profileId)).toBeNull();
    } finally {
      undoLayout();
    }
  });
});
