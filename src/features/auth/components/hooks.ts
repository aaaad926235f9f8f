import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSession } from '@/lib/session/context';
import { completeLogin, defaultLoginEffects, reloadUserAndGo, signInWithGoogle } from '../api';
import type { LoginSuccess } from '../schemas';

declare module '@tanstack/history' {
  interface HistoryState {
    /** A one-line success notice the next sign-in screen shows (e.g. after verifying an e-mail). */
    authNotice?: string;
  }
}

/** Runs the login handler for a login result and goes where it says. */
export function useCompleteLogin(): (login: LoginSuccess) => Promise<void> {
  const { store } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (login: LoginSuccess) => {
      await completeLogin(
        login,
        defaultLoginEffects((route) => reloadUserAndGo(store, () => navigate({ to: route, replace: true }))),
      );
    },
    [store, navigate],
  );
}

/** Google sign-in (popup, code, callback) followed by the login handler. */
export function useGoogleSignIn() {
  const finishLogin = useCompleteLogin();
  return useMutation({
    mutationFn: async () => finishLogin(await signInWithGoogle()),
  });
}

/** The notice another screen handed over with the navigation, if any. */
export function useAuthNotice(): string | undefined {
  return useRouterState({ select: (s) => s.location.state.authNotice });
}
