import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { world } from '@/mocks/world/store';
import { renderRoute } from './renderRoute';
import { startSimulation } from './simulation';
import { screenTest } from './support/screenTest';

describe('campaign manager list', () => {
  const app = screenTest({
    layout: false,
    restoreMocks: true,
  });

  const rowOf = (name: string) =>
    screen.getAllByRole('row').find((row) => within(row).queryByText(name, { selector: 'a, p' }))!;

  it('shows the tabs with counts, the module names and the status tags', async () => {
    await renderRoute('/campaigns', { queryClient: app.client });
    expect(await screen.findByRole('tab', { name: 'Active (7)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Completed (2)' })).toBeInTheDocument();
    const founders = rowOf('Founders in Berlin');
    expect(within(founders).getByText('Grow your Network')).toBeInTheDocument();
    expect(within(founders).getByText('Running')).toBeInTheDocument();
    expect(within(rowOf('Engage with partner posts')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('Join growth groups')).queryByRole('link')).toBeNull();
  });

  it('asks the browser before removing, with the name as plain text, and does nothing when refused', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await renderRoute('/campaigns', { queryClient: app.client });
    await user.click(await screen.findByRole('button', { name: 'Actions for Thank new connections' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure to remove "Thank new connections" ?');
    expect(world().campaigns.some((c) => c.name === 'Thank new connections')).toBe(true);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Actions for Thank new connections' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reset data' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure to reset "Thank new connections" ?');
    await waitFor(() =>
      expect(within(rowOf('Thank new connections')).getByText(/^0 \/ 0 \//)).toBeInTheDocument(),
    );
  });

  it('pauses a running campaign before opening its editor', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/campaigns', { queryClient: app.client });
    await user.click(await screen.findByRole('button', { name: 'Actions for SaaS CTOs follow-up' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Campaign will be paused' });
    expect(dialog).toHaveTextContent(
      'Editing a Campaign will put it on pause until further activation. Are you sure?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pause Campaign to Edit' }));
    expect(
      await screen.findByRole('heading', { name: 'Edit campaign: SaaS CTOs follow-up' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaign-editor/2');
    expect(world().campaigns[1]!.status).toBe('Stopped');
  });

  it('the switch starts a stopped campaign at once, before the extension answers', async () => {
    const user = userEvent.setup();
    await renderRoute('/campaigns', { queryClient: app.client });
    const toggle = await screen.findByRole('switch', { name: 'Thank new connections on/off' });
    expect(toggle).not.toBeChecked();
    app.faults.latencyMs = 1500; // the extension is slow from now on
    await user.click(toggle);
    await waitFor(
      () => expect(screen.getByRole('switch', { name: 'Thank new connections on/off' })).toBeChecked(),
      { timeout: 500 },
    );
    expect(world().campaigns.find((c) => c.name === 'Thank new connections')!.status).toBe('Stopped');
    await waitFor(
      () => expect(world().campaigns.find((c) => c.name === 'Thank new connections')!.status).toBe('Running'),
      { timeout: 4000 },
    );
  });
});

describe('campaign detail', () => {
  const app = screenTest({ start: () => startSimulation(), restoreMocks: true });

  it('says when a campaign does not exist', async () => {
    await renderRoute('/campaign-manager/999', { queryClient: app.client });
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    expect(
      screen.getByText('There is no campaign with id 999. It may have been deleted.'),
    ).toBeInTheDocument();
  });

  it('resets failed items and says how many', async () => {
    const user = userEvent.setup();
    const failed = world().queues['1']!.filter((i) => i.status === 3).length;
    await renderRoute('/campaign-manager/1', { queryClient: app.client });
    await user.click(await screen.findByRole('button', { name: 'Reset failed' }));
    expect(await screen.findByText(`${failed} items reset`)).toBeInTheDocument();
  });

  it('imports a CSV: refuses a file without the columns, accepts a good one', async () => {
    const user = userEvent.setup();
    await renderRoute('/campaign-manager/3', { queryClient: app.client });
    const input = await screen.findByLabelText('CSV file to import');
    await user.upload(
      input,
      new File(['name,email\nAda,ada@example.com\n'], 'people.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('CSV cannot be imported - format invalid');
    await user.upload(
      input,
      new File(['id,status,firstName,lastName\n424242,0,Grace,Hopper\n'], 'queue.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('CSV imported successfully!')).toBeInTheDocument();
    expect(world().queues['3']!.some((i) => i.id === 424242)).toBe(true);
  });

  /** Opens campaign 3 and its first queue member's Edit profile dialog. */
  async function openFirstProfile(user: ReturnType<typeof userEvent.setup>) {
    await renderRoute('/campaign-manager/3', { queryClient: app.client });
    const first = world().queues['3']![0]!;
    const name = `${first.data.firstName} ${first.data.lastName}`;
    await user.click(await screen.findByRole('button', { name: `Edit profile of ${name}` }));
    return screen.getByRole('dialog', { name: 'Edit profile' });
  }

  it('edits a member’s profile: "Profile updated"', async () => {
    const user = userEvent.setup();
    const dialog = await openFirstProfile(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'First name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Grace');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(world().queues['3']![0]!.data.firstName).toBe('Grace');
  });

  it('removing a queue item the extension answers {error} for shows that error', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderRoute('/campaign-manager/3', { queryClient: app.client });
    const first = world().queues['3']![0]!;
    const name = `${first.data.firstName} ${first.data.lastName}`;
    const remove = await screen.findByRole('button', { name: `Remove ${name}` });
    // Meanwhile the item went away in the extension, which answers { error: '…' } (not a failure).
    world().queues['3'] = world().queues['3']!.filter((i) => i.id !== first.id);
    await user.click(remove);
    expect(
      await screen.findByText(`Could not remove ${name}: The queue item was not found`),
    ).toBeInTheDocument();
  });

  it('a profile edit the extension answers false for shows an error, not "Profile updated"', async () => {
    const user = userEvent.setup();
    vi.spyOn(simulatedExtension.remotes, 'updateMember').mockReturnValue(false);
    const dialog = await openFirstProfile(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Profile could not be saved: The extension could not do this'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Profile updated')).toBeNull();
  });
});
