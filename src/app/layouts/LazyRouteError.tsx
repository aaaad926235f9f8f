import { lazy, Suspense } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';

// The error screen is not part of the first paint: App preloads it (preloadRouteError) when the
// browser is idle after the first screen, so it is at hand even when the network goes down later.
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
