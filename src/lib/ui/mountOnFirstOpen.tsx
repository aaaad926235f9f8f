import { lazy, Suspense, type ComponentType, type JSX } from 'react';
import { useOpenedOnce } from '@/lib/hooks/useOpenedOnce';

/**
 * A dialog whose code (and MUI's Dialog, Modal and focus trap) downloads on its first opening, not
 * with the screen. Nothing mounts until `open` is first true; then it stays, so it can play its
 * closing transition.
 */
export function mountOnFirstOpen<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => JSX.Element | null {
  const View = lazy(() => load().then((view) => ({ default: view })));
  return function OnFirstOpen(props: P) {
    if (!useOpenedOnce(props.open)) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}
