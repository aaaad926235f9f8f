import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from './renderRoute';
import { screenTest } from './support/screenTest';

// Issue 13: a poll whose reply did not change re-renders no row. Each CRM row builds its
// contact's profile link once per render; counting those calls counts row renders.
const rowRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/safeUrl', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/safeUrl')>();
  return {
    ...actual,
    linkedinProfileUrl: (...args: Parameters<typeof actual.linkedinProfileUrl>) => {
      rowRenders.count += 1;
      return actual.linkedinProfileUrl(...args);
    },
  };
});

describe('CRM polling', () => {
  const app = screenTest();

  it('an unchanged poll re-renders 0 rows', async () => {
    // The whole app at /crm; every feature allowed.
    await renderRoute('/crm', { queryClient: app.client, planSettings: null });
    const table = await screen.findByRole('table', { name: 'Contacts' });
    await waitFor(() =>
      expect(within(table).getAllByRole('checkbox', { name: /^Select (?!all)/ }).length).toBeGreaterThan(0),
    );
    await app.settle();
    const rowsShown = within(table).getAllByRole('checkbox', { name: /^Select (?!all)/ }).length;
    expect(rowRenders.count).toBeGreaterThan(0);

    rowRenders.count = 0;
    // The screen's polls, now, with the world unchanged.
    await app.pollAgain();

    expect(within(table).getAllByRole('checkbox', { name: /^Select (?!all)/ })).toHaveLength(rowsShown);
    expect(rowRenders.count).toBe(0);
  });
});
