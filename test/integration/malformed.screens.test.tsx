import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { renderRoute } from './renderRoute';
import { screenTest } from './support/screenTest';

// A wholly malformed reply: the screen says what failed and offers Try again, which recovers.

describe('malformed replies on screen', () => {
  const app = screenTest({ restoreMocks: true });
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('the campaign list names the broken reply and recovers with Try again', async () => {
    const spy = vi
      .spyOn(simulatedExtension.remotes, 'getCampaigns')
      .mockReturnValueOnce({ result: 'not a list', count: 'many' } as never);
    const user = userEvent.setup();
    await renderRoute('/campaigns', { queryClient: app.client });
    expect(await screen.findByText(/unexpected reply to getCampaigns/)).toBeInTheDocument();
    spy.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Founders in Berlin')).toBeInTheDocument();
  });

  it('the campaign detail shows a queue item with an unknown status as Unknown', async () => {
    const real = simulatedExtension.remotes.getCampaignData;
    vi.spyOn(simulatedExtension.remotes, 'getCampaignData').mockImplementation(async (...args) => {
      const page = await real(...args);
      const items = page.items ?? [];
      return { ...page, items: items.map((item, i) => (i === 0 ? { ...item, status: 42 } : item)) };
    });
    await renderRoute('/campaign-manager/1', { queryClient: app.client });
    expect(await screen.findByText('Unknown')).toBeInTheDocument();
    expect(screen.getAllByText('Success').length).toBeGreaterThan(0);
  });
});
