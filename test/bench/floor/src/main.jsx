import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, RouterProvider, Outlet } from '@tanstack/react-router';
import Button from '@mui/material/Button';

const queryClient = new QueryClient();

function Index() {
  const { data, isPending, error } = useQuery({
    queryKey: ['contacts'],
    queryFn: () => fetch('/data.json').then((r) => r.json()),
  });
  return (
    <main>
      <Button variant="contained">Hello MUI</Button>
      {isPending && <p>Loading…</p>}
      {error && <p>Error</p>}
      {data && (
        <ul>
          {data.map((c) => (
            <li key={c.id} className="contact-row">
              {c.name}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Index });
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) });

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
