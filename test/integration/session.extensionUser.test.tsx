import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { world } from '@/mocks/world/store';
import { renderApp, renderAppLifecycle } from './renderApp';

// Spec 000 section 3: the user "plus data merged from the extension" (getUser). The server has no
// photo for the demo user; the extension's view of the same LinkedIn account has one. (Another
// account's photo is never taken: test/unit/extensionUser.test.ts.)

renderAppLifecycle();

const PHOTO = 'https://media.licdn.com/dms/image/alex-morgan.jpg';

describe("the account's photo from the extension", () => {
  it('shows in the top bar and on the dashboard when the server has none', async () => {
    const { calls } = renderApp('/');
    const account = world().extension.currentLinkedinUser!;
    world().extension.currentLinkedinUser = { ...account, photo: PHOTO };
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 10_000 });

    // The top bar's avatar is decorative beside the name (alt ""), so it is found as such.
    const accountButton = screen.getByRole('button', { name: 'Alex Morgan, account menu' });
    await waitFor(() =>
      expect(within(accountButton).getByRole('presentation', { hidden: true })).toHaveAttribute('src', PHOTO),
    );
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('img', { name: 'Alex Morgan' })).toHaveAttribute('src', PHOTO);
    expect(calls.filter((c) => c === 'getUser')).toHaveLength(1);
  });
});
