import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { world } from '@/mocks/world/store';
import { renderRoute } from './renderRoute';
import { screenTest } from './support/screenTest';

// The open conversation: canned responses (a list manager; insert and send fill in shortcodes with
// processTemplate), the profile panel's calls and the participant-without-profile message.

const first = () =>
  world()
    .conversations.filter((c) => !c.archived)
    .sort((a, b) => b.lastActivityAt - a.lastActivityAt)[0]!;

describe('messenger conversation', () => {
  const app = screenTest({ layout: [800, 1200], restoreMocks: true, clearStorage: true });

  const openFirst = async () => {
    const user = userEvent.setup();
    const person = first().participants[0]!;
    const name = `${person.firstName} ${person.lastName}`;
    await renderRoute('/messenger', { queryClient: app.client });
    const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 5000 });
    await user.click(await within(list).findByRole('button', { name }));
    return { user, person };
  };

  it('canned responses: add with the list-item rules, edit, delete, and insert filled in for the person', async () => {
    const template = vi.spyOn(simulatedExtension.remotes, 'processTemplate');
    const { user, person } = await openFirst();
    await user.click(screen.getByRole('button', { name: 'Canned responses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Canned responses' });
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Item name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Item name' }), 'Greeting');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'Hi {{FIRST_NAME}, good to meet you',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Save - Done')).toBeInTheDocument();
    const items = within(dialog).getByRole('list', { name: 'Canned responses' });
    expect(await within(items).findByText('Greeting')).toBeInTheDocument();
    expect(world().lists.cannedResponses!.find((x) => x.name === 'Greeting')?.data.message).toBe(
      'Hi {FIRST_NAME}, good to meet you',
    );

    const notNow = world().lists.cannedResponses!.find((x) => x.name === 'Not now')!;
    await user.click(within(items).getByRole('button', { name: 'Edit Not now' }));
    const name = within(dialog).getByRole('textbox', { name: 'Item name' });
    await user.clear(name);
    await user.type(name, 'Maybe later');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(items).findByText('Maybe later')).toBeInTheDocument();
    expect(world().lists.cannedResponses!.find((x) => x.id === notNow.id)?.name).toBe('Maybe later');

    await user.click(within(items).getByRole('button', { name: 'Delete Maybe later' }));
    await waitFor(() => expect(within(items).queryByText('Maybe later')).toBeNull());
    expect(world().lists.cannedResponses!.some((x) => x.id === notNow.id)).toBe(false);

    await user.click(within(items).getByRole('button', { name: 'Insert this message: Greeting' }));
    const composer = await screen.findByRole('textbox', { name: 'Enter a message' });
    await waitFor(() => expect(composer).toHaveValue(`Hi ${person.firstName}, good to meet you`));
    expect(template).toHaveBeenCalledWith(
      'Hi {FIRST_NAME}, good to meet you',
      expect.objectContaining({ profileId: person.profileId, firstName: person.firstName }),
    );
  });

  it('Send fills in the shortcodes typed in the composer before the message goes out', async () => {
    const { user, person } = await openFirst();
    await user.type(screen.getByRole('textbox', { name: 'Enter a message' }), 'Thanks {{FIRST_NAME}!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(first().lastMessage?.eventContent.attributedBody?.text).toBe(`Thanks ${person.firstName}!`),
    );
    expect(
      await within(screen.getByRole('log', { name: 'Messages' })).findByText(`Thanks ${person.firstName}!`),
    ).toBeInTheDocument();
  });

  it('the profile panel asks getRelatedEvents with the profile and re-reads it with db.profiles.get after a save', async () => {
    const related = vi.spyOn(simulatedExtension.remotes, 'getRelatedEvents');
    const stored = vi.spyOn(simulatedExtension.remotes, 'db.profiles.get');
    const { user, person } = await openFirst();
    const notes = await screen.findByRole('textbox', { name: 'Notes' }, { timeout: 5000 });
    const profile = world().profiles.find((p) => p.profileId === person.profileId)!;
    expect(related).toHaveBeenCalledWith(
      expect.objectContaining({ id: profile.id, profileId: person.profileId }),
      expect.arrayContaining(['messageSent', 'connectionRequestSent']),
    );
    await user.clear(notes);
    await user.type(notes, 'Call on Friday');
    await user.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
    expect(await screen.findByText('Done!')).toBeInTheDocument();
    expect(stored).toHaveBeenCalledWith(profile.id);
    expect(world().profiles.find((p) => p.id === profile.id)?.notes).toBe('Call on Friday');
  });

  it("says 'No participants found in this conversation' when the participant has no profile", async () => {
    const person = first().participants[0]!;
    world().profiles = world().profiles.filter((p) => p.profileId !== person.profileId);
    await openFirst();
    const panel = screen.getByRole('complementary', { name: 'Profile' });
    expect(await within(panel).findByText('No participants found in this conversation')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox', { name: 'Notes' })).toBeNull();
  });

  it('Resync conversation asks the extension to resync, then shows the thread again', async () => {
    const resync = vi.spyOn(simulatedExtension.remotes, 'resyncConversation');
    const events = vi.spyOn(simulatedExtension.remotes, 'fetchEvents');
    const { user } = await openFirst();
    await within(screen.getByRole('log', { name: 'Messages' })).findAllByRole('article');
    const before = events.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Resync conversation' }));
    await waitFor(() => expect(events.mock.calls.length).toBeGreaterThan(before));
    expect(resync).toHaveBeenCalledWith(first().id);
  });
});
