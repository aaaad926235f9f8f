import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotifyProvider, useNotify } from '@/lib/ui/notify';

function Sender() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('Profile updated')}>Save</button>
      <button onClick={() => notify('The download failed: offline', 'error')}>Fail</button>
    </>
  );
}

describe('useNotify', () => {
  it('shows a success as a status and an error as an alert that stays until closed', async () => {
    const user = userEvent.setup();
    render(
      <NotifyProvider>
        <Sender />
      </NotifyProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated');
    await user.click(screen.getByRole('button', { name: 'Fail' })); // replaces the message showing
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The download failed: offline');
    await waitFor(() => expect(screen.queryByText('Profile updated')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('needs the provider', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Sender />)).toThrow(/NotifyProvider/);
    } finally {
      console.error = quiet;
    }
  });
});
