import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { simulatedExtension } from '@/mocks/extension/simulatedExtension';
import { createTestQueryClient, renderRoute } from './renderRoute';
import { startSimulation } from './simulation';
import { fakeLayout } from './support/jsdom';

// A wholly malformed reply: the screen says what failed and offers Try again, which recovers.

describe('malformed replies on screen', () => {
  let client: QueryClient;
  let undoLayout: () => void;
  beforeEach(() => {
    startSimulation('default');
    client = createTestQueryClient();
    undoLayout = fakeLayout();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    undoLayout();
    client.clear();
    vi.restoreAllMocks();
  });

  it('the campaign list names the broken reply and recovers with Try again', async () => {
    const spy = vi
      .spyOn(simulatedExtension.remotes, 'getCampaigns')
      .mockReturnValueOnce({ result: 'not a list', count: 'many' } as never);
    const user = userEvent.setup();
    await renderRoute('/campaigns', { queryClient: client });
    expect(await screen.findByText(/unexpected reply to getCampaigns/)).toBeInTheDocument();
    spy.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Founders in Berlin')).toBeInTheDocument();
  });

  it('the campaign detail shows a queue item with an unknown status as Unknown', async () => {
    const real = simulatedExtension.remotes.getCampaignData;
    vi.spyOn(simulatedExtension.remotes, 'getCampaignData').mockImplementation(async (...args) => {
      const page = await real(...args);
      return { ...page, items: page.items.map((item, i) => (i === 0 ? { ...item, status: 42 } : item)) };
    });
    await renderRoute('/campaign-manager/1', { queryClient: client });
    expect(await screen.findByText('Unknown')).toBeInTheDocument();
    expect(screen.getAllByText('Success').length).toBeGreaterThan(0);
  });
});
