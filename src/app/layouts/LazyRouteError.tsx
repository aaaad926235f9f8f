import { lazy, Suspense } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';

// The error screen (Alert, Stack, its buttons) is not part of the first paint: it downloads after
// start-up (preloadRouteError) so it is at hand even when the network goes down later.
const loadRouteError = () => import('./RouteError');
const RouteErrorView = lazy(() => loadRouteError().then((m) => ({ default: m.RouteError })));

export function preloadRouteError(): void {
  void loadRouteError().catch(() => undefined);
}

export function LazyRouteError(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <RouteErrorView {...props} />
    </Suspense>
  );
}
