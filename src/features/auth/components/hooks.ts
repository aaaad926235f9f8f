import { useRouterState } from '@tanstack/react-router';

declare module '@tanstack/history' {
  interface HistoryState {
    /** A one-line success notice the next sign-in screen shows (e.g. after verifying an e-mail). */
    authNotice?: string;
  }
}

/** The notice another screen handed over with the navigation, if any. */
export function useAuthNotice(): string | undefined {
  return useRouterState({ select: (s) => s.location.state.authNotice });
}
