import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { METRICS } from '@/features/dashboard/metrics';
import { LOADER_DEADLINE_MS } from '@/lib/constants';
import { createTestQueryClient, renderRoute } from './renderRoute';
import { advanceUntil } from './fakeClock';
import { callLoser, simulate, type Simulation } from './simulation';

// The dashboard's Activity period lives in the URL: a reload keeps it, Back returns to the previous one.

describe('dashboard period in the URL', () => {
  let client: QueryClient;
  let loser: ReturnType<typeof callLoser>;
  let sim: Simulation;
  beforeEach(() => {
    loser = callLoser();
    sim = simulate('default', { lose: (name) => loser.lose(name) });
    client = createTestQueryClient();
  });
  afterEach(() => {
    vi.useRealTimers();
    client.clear();
    vi.restoreAllMocks();
  });
  const slowAlert = () =>
    screen.queryAllByRole('alert').find((a) => a.textContent?.includes('taking too long'));

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

  it('a period the extension does not answer keeps the figures shown and says so after the loader deadline; Try again asks again', async () => {
    const { router } = await renderRoute('/', { queryClient: client });
    const activity = await screen.findByRole('button', { name: 'Last 30 days' });
    expect(activity).toHaveAttribute('aria-pressed', 'true');
    const cards = () => METRICS.map((m) => screen.getByRole('region', { name: m.label }).textContent);
    const figures = cards();
    sim.reset();
    loser.next('getEvents');
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    // The screen takes the new period (the figures wait for it); the deadline counts from then.
    const todayChosen = () =>
      screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed') === 'true';
    await advanceUntil(todayChosen);
    await act(() => vi.advanceTimersByTimeAsync(LOADER_DEADLINE_MS - 100));
    expect(slowAlert()).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(100));

    const alert = slowAlert()!;
    expect(alert).toHaveTextContent('The extension is taking too long to answer. Try again in a moment.');
    // The dashboard stays, the new period chosen.
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toMatchObject({ period: 'today' });
    expect(cards()).toEqual(figures);
    expect(sim.count('getEvents')).toBe(1);

    vi.useRealTimers();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(slowAlert()).toBeUndefined());
    // Asked again. (A page React shows later than its staleTime, on a slow machine, is asked once more.)
    expect(sim.count('getEvents')).toBeGreaterThanOrEqual(2);
  });

  it('an unknown period falls back to Last 30 days', async () => {
    await renderRoute('/?period=forever', { queryClient: client });
    expect(await screen.findByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
