import { lazy, Suspense, useEffect, useReducer, type ComponentType } from 'react';
import { CatchBoundary } from '@tanstack/react-router';
import { isModuleNotFoundError } from '@tanstack/router-core';
import { reloadIfFileIsGone } from './reloadIfFileIsGone';

type Load<P> = () => Promise<ComponentType<P>>;

/**
 * A piece of the app that downloads when it is first shown (a menu, a dialog, the notices), in its
 * own error boundary: nothing while it downloads; if the download fails, a message with Try again
 * in its place (never a blank app), and a file that a new deploy removed reloads the page once.
 */
export function lazyPiece<P extends object>(what: string, load: Load<P>) {
  const make = () => lazy(() => load().then((Component) => ({ default: Component })));
  let Lazy = make(); // React.lazy keeps a failed download: Try again makes a new one

  function LazyPiece(props: P) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    return (
      <CatchBoundary
        getResetKey={() => 0}
        onCatch={(error) => console.warn(`${what} could not be loaded`, error)}
        errorComponent={({ error, reset }) => (
          <PieceFailed
            what={what}
            error={error}
            onRetry={() => {
              Lazy = make();
              rerender();
              reset();
            }}
          />
        )}
      >
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </CatchBoundary>
    );
  }
  /** Downloads it ahead of need (on hover, when idle); a failure waits for the piece to be shown. */
  LazyPiece.preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    );
  return LazyPiece;
}

// The message is MUI's Alert, which the entry chunk does not carry: it downloads when the browser is
// idle after the first screen (preloadPieceFailed), so it is at hand when the network goes; before
// that, a failure shows the same words as plain text.
const loadPieceFailed = () => import('./PieceFailed').then((m) => m.PieceFailed);
const PieceFailedView = lazy(() => loadPieceFailed().then((Component) => ({ default: Component })));
export const preloadPieceFailed = (): void => void loadPieceFailed().catch(() => undefined);

function PieceFailed({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  useEffect(() => {
    if (error instanceof Error && isModuleNotFoundError(error)) void reloadIfFileIsGone(error);
  }, [error]);
  const plain = (
    <p role="alert" className="piece-failed">
      {what} could not be loaded. Check the connection and{' '}
      <button type="button" onClick={onRetry}>
        try again
      </button>
      .
    </p>
  );
  return (
    <CatchBoundary getResetKey={() => 0} errorComponent={() => plain}>
      <Suspense fallback={plain}>
        <PieceFailedView what={what} onRetry={onRetry} />
      </Suspense>
    </CatchBoundary>
  );
}
