import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { RouteError } from '@/app/layouts/RouteError';
import { Loading } from '@/lib/ui/Loading';
import { NotifyProvider } from '@/lib/ui/notify';
import { loadMessenger } from '@/features/messenger/api';
import { MessengerPage } from '@/features/messenger/components/MessengerPage';
import { filterFromSearch, MessengerSearchSchema } from '@/features/messenger/search';

// The messenger inside a router shaped like the app's (route id /shell/messenger), with the same
// search params and loader; pending and error show the app's router defaults (Loading, RouteError).

export function renderMessenger(client: QueryClient, path = '/messenger', around?: ReactNode) {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    component: () => (
      <>
        {around}
        <Outlet />
      </>
    ),
    pendingComponent: () => <Loading />,
    errorComponent: RouteError,
  });
  const shell = createRoute({ getParentRoute: () => root, id: 'shell', component: Outlet });
  const messenger = createRoute({
    getParentRoute: () => shell,
    path: '/messenger',
    validateSearch: MessengerSearchSchema,
    loaderDeps: ({ search }) => ({ filter: filterFromSearch(search), q: (search.q ?? '').trim() }),
    loader: ({ context, deps }) => loadMessenger(context.queryClient, deps),
    component: MessengerPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([shell.addChildren([messenger])]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient: client },
    defaultPendingMs: 0,
  });
  const view = render(
    <QueryClientProvider client={client}>
      <NotifyProvider>
        <RouterProvider router={router as never} />
      </NotifyProvider>
    </QueryClientProvider>,
  );
  return { router, ...view };
}
