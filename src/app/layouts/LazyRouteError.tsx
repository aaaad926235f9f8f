import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazyPiece } from '@/lib/ui/LazyPiece';

// The error screen is not part of the first paint: App preloads it (preloadRouteError) when the
// browser is idle after the first screen, so it is at hand even when the network goes down later.
const RouteErrorView = lazyPiece('This screen', () => import('./RouteError').then((m) => m.RouteError));

export const preloadRouteError = (): void => void RouteErrorView.preload();

export function LazyRouteError(props: ErrorComponentProps) {
  return <RouteErrorView {...props} />;
}
