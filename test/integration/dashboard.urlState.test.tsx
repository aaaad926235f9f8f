import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { createTestQueryClient, renderRoute } from './renderRoute';
import { startSimulation } from './simulation';

// The dashboard's Activity period lives in the URL: a reload keeps it, Back returns to the previous one.

describe('dashboard period in the URL', () => {
  let client: QueryClient;
  beforeEach(() => {
    startSimulation();
    client = createTestQueryClient();
  });
  afterEach(() => client.clear());

  it('opens on the period the address names; a period is a history entry', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/?period=last7', { queryClient: client });
    expect(await screen.findByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ period: 'today' }));
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    router.history.back();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('an unknown period falls back to Last 30 days', async () => {
    await renderRoute('/?period=forever', { queryClient: client });
    expect(await screen.findByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
