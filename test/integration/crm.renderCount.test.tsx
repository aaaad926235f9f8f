import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { sessionQueries } from '@/lib/session/api';
import { createTestQueryClient, fakeLayout, startSimulation } from './campaignKit';

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

async function renderCrm(client: QueryClient) {
  const { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } =
    await import('@tanstack/react-router');
  const { CrmPage } = await import('@/features/crm/components/CrmPage');
  const root = createRootRoute({ component: Outlet });
  const tree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/crm', component: CrmPage }),
  ]);
  const router = createRouter({
    routeTree: tree,
    history: createMemoryHistory({ initialEntries: ['/crm'] }),
  });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}

describe('CRM polling', () => {
  let client: QueryClient;
  let undoLayout: () => void;
  beforeEach(() => {
    startSimulation('default');
    client = createTestQueryClient();
    client.setQueryData(sessionQueries.planSettings().queryKey, null);
    undoLayout = fakeLayout();
  });
  afterEach(() => {
    undoLayout();
    client.clear();
  });

  it('an unchanged poll re-renders 0 rows', async () => {
    await renderCrm(client);
    const table = await screen.findByRole('table', { name: 'Contacts' });
    await waitFor(() =>
      expect(within(table).getAllByRole('checkbox', { name: /^Select (?!all)/ }).length).toBeGreaterThan(0),
    );
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const rowsShown = within(table).getAllByRole('checkbox', { name: /^Select (?!all)/ }).length;
    expect(rowRenders.count).toBeGreaterThan(0);

    rowRenders.count = 0;
    // The screen's polls, now, with the world unchanged.
    await client.refetchQueries({ type: 'active' });
    await waitFor(() => expect(client.isFetching()).toBe(0));

    expect(within(table).getAllByRole('checkbox', { name: /^Select (?!all)/ })).toHaveLength(rowsShown);
    expect(rowRenders.count).toBe(0);
  });
});
