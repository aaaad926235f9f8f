import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { NO_FAULTS } from '@/mocks/world/generate';
import { world } from '@/mocks/world/store';
import type { FaultSettings } from '@/mocks/world/types';
import { createTestQueryClient, startSimulation } from './campaignKit';

// The Lists screen over the simulated extension (default world: 400 profiles, saved lists).

async function renderLists(client: QueryClient) {
  const { render } = await import('@testing-library/react');
  const { QueryClientProvider } = await import('@tanstack/react-query');
  const { ListsPage } = await import('@/features/lists/components/ListsPage');
  return render(
    <QueryClientProvider client={client}>
      <ListsPage />
    </QueryClientProvider>,
  );
}

const rowBoxes = () =>
  within(screen.getByRole('table', { name: 'Profiles' })).getAllByRole('checkbox', {
    name: /^Select (?!all)/,
  });
const nameOf = (box: HTMLElement) => box.getAttribute('aria-label')!.replace(/^Select /, '');

describe('Lists screen', () => {
  let client: QueryClient;
  let faults: FaultSettings;
  beforeEach(() => {
    faults = { ...NO_FAULTS };
    startSimulation('default', () => faults);
    client = createTestQueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.restoreAllMocks();
  });

  it('pages profiles 10 at a time', async () => {
    const user = userEvent.setup();
    await renderLists(client);
    await waitFor(() => expect(rowBoxes()).toHaveLength(10));
    expect(screen.getByText('1–10 of 400')).toBeInTheDocument();
    const first = nameOf(rowBoxes()[0]!);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11–20 of 400')).toBeInTheDocument();
    await waitFor(() => expect(nameOf(rowBoxes()[0]!)).not.toBe(first));
  });

  it('a failed load says what went wrong and tries again on request', async () => {
    const user = userEvent.setup();
    faults.errorRate = 1;
    await renderLists(client);
    await screen.findByText(/The profiles could not be loaded/);
    const alert = screen
      .getAllByRole('alert')
      .find((a) => within(a).queryByText(/The profiles could not be loaded/))!;
    faults.errorRate = 0;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowBoxes()).toHaveLength(10));
  });

  it('a profile edit that the extension refuses keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderLists(client);
    await waitFor(() => expect(rowBoxes()).toHaveLength(10));
    const name = nameOf(rowBoxes()[0]!);
    await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit profile: ${name}` });
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Call back in May');
    faults.errorRate = 1;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/The profile could not be saved/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('Call back in May');
    faults.errorRate = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const saved = world().profiles.find((p) => `${p.firstName} ${p.lastName}` === name);
    expect(saved?.notes).toBe('Call back in May');
  });

  it('the item form shows the rules and saves with "Save - Done"; a message item needs its text', async () => {
    const user = userEvent.setup();
    await renderLists(client);
    await user.click(await screen.findByRole('tab', { name: 'Messages (3)' }));
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const dialog = screen.getByRole('dialog', { name: 'New item in Messages' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Item name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Item name/ }), 'Follow-up');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Any news, {{FIRST_NAME}?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Save - Done')).toBeInTheDocument();
    expect(world().lists.messages!.at(-1)).toMatchObject({
      name: 'Follow-up',
      data: { message: 'Any news, {FIRST_NAME}?' },
    });
    expect(await screen.findByRole('tab', { name: 'Messages (4)' })).toBeInTheDocument();
  });

  it('deleting a saved item asks first', async () => {
    const user = userEvent.setup();
    await renderLists(client);
    await user.click(await screen.findByRole('button', { name: 'Delete Not now' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete item' });
    expect(dialog).toHaveTextContent('Delete "Not now" from Canned responses?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Not now')).toBeNull());
    expect(world().lists.cannedResponses!.map((i) => i.name)).toEqual(['Book a call']);
  });
});
