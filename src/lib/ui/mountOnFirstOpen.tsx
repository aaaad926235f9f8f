import { lazy, Suspense, type ComponentType, type JSX } from 'react';
import { useOpenedOnce } from '@/lib/hooks/useOpenedOnce';

/**
 * A dialog, menu or popover whose code (and MUI's Modal, Popover and focus trap) downloads on its
 * first opening, not with the screen. Nothing mounts until `open` is first true; then it stays, so
 * it can play its closing transition. `preload` starts the download sooner: give it to the
 * opening button's `onPointerEnter` and `onFocus`.
 */
export function mountOnFirstOpen<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ((props: P) => JSX.Element | null) & { preload: () => void } {
  const View = lazy(() => load().then((view) => ({ default: view })));
  function OnFirstOpen(props: P) {
    if (!useOpenedOnce(props.open)) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  }
  // A failed preload is not an error yet: the opening loads again, and shows a failure there.
  return Object.assign(OnFirstOpen, { preload: () => void load().catch(() => undefined) });
}
