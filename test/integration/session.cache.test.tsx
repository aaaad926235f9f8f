import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionQueries } from '@/lib/session/api';
import { updateWorld, world } from '@/mocks/world/store';
import { startSimulation } from './simulation';
import { renderRoute, worldUser } from './renderRoute';

// Issue 12: the session lives in one place. Start-up writes the user, the plan settings and the
// extension's data to the query cache, and every screen reads them from there.

describe('the session in the query cache', () => {
  beforeEach(() => void startSimulation());

  const accountMenu = () => screen.getByRole('button', { name: /account menu/i });

  it('the top bar shows the signed-in user from the cache and follows a new copy of it', async () => {
    const user = worldUser();
    const { queryClient: client } = await renderRoute('/tools', { user });
    const fullName = `${user.details.firstName} ${user.details.lastName}`;
    expect(
      await within(await screen.findByRole('button', { name: /account menu/i })).findByText(fullName),
    ).toBeVisible();

    act(() => {
      client.setQueryData(sessionQueries.me().queryKey, {
        ...user,
        details: { ...user.details, firstName: 'Jamie', lastName: 'Rivera' },
      });
    });

    expect(await within(accountMenu()).findByText('Jamie Rivera')).toBeVisible();
    expect(within(accountMenu()).queryByText(fullName)).not.toBeInTheDocument();
  });

  it('the update notice comes from the cached extension data; Dismiss hides it for good', async () => {
    updateWorld((w) => void (w.extension.baseData.updateNoticeSeen = false));
    const { queryClient: client } = await renderRoute('/tools');

    const notice = await screen.findByRole('dialog', { name: 'Update notification' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update notification' })).toBeNull());
    expect(world().extension.baseData.updateNoticeSeen).toBe(true);
    expect(client.getQueryData(sessionQueries.extensionData().queryKey)?.baseData.updateNoticeSeen).toBe(
      true,
    );
  });

  it('Logout takes the user out of the cache and the person to the sign-in area', async () => {
    const { queryClient: client } = await renderRoute('/tools');
    await screen.findByRole('button', { name: /account menu/i });

    // The side menu paints a moment after the top bar (ShellLayout).
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /account menu/i })).toBeNull();
    expect(client.getQueryData(sessionQueries.me().queryKey)).toBeUndefined();
  });
});
