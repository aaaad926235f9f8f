import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { Loading } from '@/lib/ui/Loading';

/**
 * The spinner until the router shows its first screen (or a screen's spinner inside the shell):
 * the router presents nothing while the layout's code and the screen's data load.
 */
export function FirstPaintCover({ children }: { children: ReactNode }): React.JSX.Element {
  const nothingShown: boolean = useRouterState({ select: (s) => s.matches.length === 0 });
  return (
    <>
      {children}
      {nothingShown && <Loading fullScreen />}
    </>
  );
}
