import { useEffect } from 'react';
import { Navigate, Outlet, useMatches } from '@tanstack/react-router';
import { PRODUCT_NAME } from '@/lib/constants';
import { ShellDialogs } from '../dialogs/ShellDialogs';

/** Page title from the deepest route that names one; the product name otherwise. */
function useRouteTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => m.staticData.title)?.staticData.title;
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}

export function RootLayout() {
  useRouteTitle();
  return (
    <>
      <Outlet />
      <ShellDialogs />
    </>
  );
}

/** Any unknown path goes to the dashboard. */
export function RedirectHome() {
  return <Navigate to="/" replace />;
}
