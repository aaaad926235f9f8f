import { useEffect } from 'react';
import Button from '@mui/material/Button';
import { useQueryClient, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isModuleNotFoundError } from '@tanstack/router-core';
import { ErrorPage } from '@/lib/ui/ErrorPage';
import { reloadIfFileIsGone } from '@/lib/ui/reloadIfFileIsGone';
import { useRecordSnapshot } from '../support/useRecordSnapshot';
import { LoaderDeadlineError } from '../loaderDeadline';

/**
 * Every route's error boundary: the failed screen shows its error in place, while the menu,
 * the top bar and the shell dialogs (rendered by the layouts above it) stay usable.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const queryErrors = useQueryErrorResetBoundary();
  const recordSnapshot = useRecordSnapshot();

  useEffect(() => console.error('A screen failed', error), [error]);

  const tryAgain = async () => {
    // A file of this build that is gone (a new deploy): only a reload gets the new build's files.
    // A download that failed offline is simply tried again below.
    if (error instanceof Error && isModuleNotFoundError(error) && (await reloadIfFileIsGone(error))) return;
    queryErrors.reset();
    // The screen gave up waiting: ask the extension again rather than wait on the lost call.
    if (error instanceof LoaderDeadlineError) {
      await queryClient.cancelQueries({
        predicate: (q) => q.state.data === undefined && q.state.fetchStatus === 'fetching',
      });
    }
    // Reloads the route: guards, and a screen chunk whose download failed.
    await router.invalidate();
    reset();
  };

  return (
    <ErrorPage error={error} reset={() => void tryAgain()}>
      <Button variant="outlined" onClick={recordSnapshot}>
        Record snapshot
      </Button>
    </ErrorPage>
  );
}
