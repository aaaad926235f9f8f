import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from './renderRoute';
import { startSimulation } from './simulation';

// /safety's pending-invitation ceiling: a react-hook-form form checked by CeilingFormSchema.

describe('the safe ceiling form', () => {
  beforeEach(() => void startSimulation());

  it('says what is wrong, keeps what was typed, and saves a good value', async () => {
    await renderRoute('/safety');
    const pending = await screen.findByRole('region', { name: 'Pending invitations' });
    const box = within(pending).getByRole('spinbutton', { name: 'Safe ceiling' });
    const save = within(pending).getByRole('button', { name: 'Save ceiling' });

    await userEvent.clear(box);
    await userEvent.click(save);
    expect(await within(pending).findByText('Enter a number')).toBeVisible();

    await userEvent.type(box, '10');
    await userEvent.click(save);
    expect(await within(pending).findByText('The ceiling is at least 50')).toBeVisible();
    expect(box).toHaveValue(10);

    await userEvent.clear(box);
    await userEvent.type(box, '150');
    await userEvent.click(save);
    expect(await within(pending).findByText('Saved')).toBeVisible();
    expect(box).toHaveValue(150);
    expect(localStorage.getItem('reachly.safety.pendingCeiling')).toBe('150');

    // Typing again takes the 'Saved' note away.
    await userEvent.type(box, '0');
    expect(within(pending).queryByText('Saved')).not.toBeInTheDocument();
  });
});
