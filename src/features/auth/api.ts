import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { callRemote, sendCommand } from '@/lib/extension/client';
import { ApiError, envelope, getJson, postJson } from '@/lib/http/client';
import { LOGIN_PER_DAY_LIMIT_PRESET } from '@/lib/constants';
import { safeUrl } from '@/lib/safeUrl';
import { useSession } from '@/lib/session/context';
import { tokenStore } from '@/lib/storage';
import {
  GoogleRedirectMessageSchema,
  LoginResultSchema,
  type LoginResult,
  type LoginSuccess,
} from './schemas';

const authContract = () => import('@/lib/extension/contract/auth').then((m) => m.authRemotes);

// Signing in (spec 000 section 7: password and Google) and the login handler (section 4, "Login"):
// what /login runs. Signing up and resetting a password are in ./signUpApi, linking a LinkedIn
// account in ./assignAccount, so /login's first screen ships without them.

/** Where a person goes after a login: the campaign editor after a first sign-up, the dashboard otherwise. */
export type LoginTarget = '/' | '/campaign-editor';
export const loginTarget = (isSignUp: boolean): LoginTarget => (isSignUp ? '/campaign-editor' : '/');

/** A login result that did not succeed becomes an error with the server's message. */
export function requireLoginSuccess(reply: LoginResult): LoginSuccess {
  if (!reply.success || !reply.result) throw new ApiError(reply.message || 'Login failed. Please try again.');
  return { token: reply.result.token, isSignUp: reply.result.isSignUp };
}

/** What a refused password shows (the server's own message when it sends one). */
export const WRONG_PASSWORD = 'Invalid email or password';

/** A 401 here means a wrong email or password, not a sign-out (the HTTP layer leaves the session alone). */
export async function loginWithPassword(values: { email: string; password: string }): Promise<LoginSuccess> {
  let reply: LoginResult;
  try {
    reply = await postJson(
      'user/login',
      { login: values.email, password: values.password },
      LoginResultSchema,
    );
  } catch (e) {
    if (e instanceof ApiError && e.status === 401)
      throw new ApiError(/^The server answered 401$/.test(e.message) ? WRONG_PASSWORD : e.message, 401);
    throw e;
  }
  return requireLoginSuccess(reply);
}

export async function fetchGoogleAuthUrl(): Promise<string> {
  const reply = await getJson('oauth/google/url', envelope(z.string().check(z.minLength(1))));
  if (!reply.success || !reply.result)
    throw new ApiError(reply.message || 'Google sign-in is not available right now.');
  return reply.result;
}

export async function googleCallback(code: string): Promise<LoginSuccess> {
  return requireLoginSuccess(await postJson('oauth/google/callback', { code }, LoginResultSchema));
}

// ---------------------------------------------------------------------------------------------
// The login handler

export interface LoginEffects {
  tokens: { set(token: string): void };
  /** Tells the extension to log in and where the app goes next. */
  extensionLogin(token: string, route: LoginTarget): Promise<unknown>;
  setPerDayLimit(limit: number): Promise<unknown>;
  /** The session's reloadUser (fetch the user, re-run the account check), then go to the route. */
  reloadUserAndGo(route: LoginTarget): Promise<unknown>;
  log(message: string, e: unknown): void;
}

export const defaultLoginEffects = (
  reloadUserAndGo: (route: LoginTarget) => Promise<unknown>,
): LoginEffects => ({
  tokens: tokenStore,
  extensionLogin: (token, route) => sendCommand('login', { token, route }),
  setPerDayLimit: (limit) => callRemote(authContract(), 'autoSetUserPerDayLimit', limit),
  reloadUserAndGo,
  log: (message, e) => console.error(message, e),
});

/**
 * Spec 000 section 4, "Login": store the token, tell the extension to log in with the target
 * route (an extension failure is only logged), preset the per-day limit, reload the session and
 * go to the route; the route guards send a user without a linked account on to
 * /assignLinkedinAccount. Returns the route.
 */
export async function completeLogin(login: LoginSuccess, effects: LoginEffects): Promise<LoginTarget> {
  const route = loginTarget(login.isSignUp);
  effects.tokens.set(login.token);
  try {
    await effects.extensionLogin(login.token, route);
  } catch (e) {
    effects.log('Extension login failed', e);
  }
  try {
    await effects.setPerDayLimit(LOGIN_PER_DAY_LIMIT_PRESET);
  } catch (e) {
    effects.log('Could not preset the per-day limit', e);
  }
  await effects.reloadUserAndGo(route);
  return route;
}

/** What reloadUserAndGo needs of the session store. */
export interface ReloadableSession {
  subscribe(listener: () => void): () => void;
  reloadUser(): Promise<unknown>;
}

/**
 * Reloads the session and navigates in the same turn as the session changes. The app re-runs
 * the route guards on every session change, and the guard of the page we are on (a sign-in
 * page, the assign screen) would send a now linked user to '/'; a navigation started in that
 * same turn supersedes that re-run, so a first sign-up really lands on /campaign-editor.
 */
export async function reloadUserAndGo(session: ReloadableSession, go: () => Promise<unknown>): Promise<void> {
  let navigation: Promise<unknown> | undefined;
  const unsubscribe = session.subscribe(() => {
    unsubscribe();
    navigation = go();
  });
  try {
    await session.reloadUser();
  } finally {
    unsubscribe();
  }
  await (navigation ?? go());
}

// ---------------------------------------------------------------------------------------------
// Google sign-in through a popup

export const GOOGLE_POPUP_NAME = 'reachly-google-sign-in';
const GOOGLE_POPUP_FEATURES = 'popup=yes,width=500,height=640';
const POPUP_CLOSED_POLL_MS = 400;
const GOOGLE_TIMEOUT_MS = 5 * 60 * 1000;

export const GOOGLE_ERRORS = {
  blocked: 'The Google sign-in window could not be opened. Allow pop-ups for this site and try again.',
  closed: 'Google sign-in was cancelled: the sign-in window was closed before it finished.',
  timeout: 'Google sign-in took too long. Please try again.',
  denied: (reason: string) =>
    `Google sign-in failed: ${reason === 'access_denied' ? 'access was denied' : reason}`,
} as const;

export interface PopupHost {
  origin: string;
  open(url: string, name: string, features: string): Window | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const browserHost = (): PopupHost => ({
  origin: window.location.origin,
  open: (url, name, features) => window.open(url, name, features),
  addEventListener: (type, listener) => window.addEventListener(type, listener),
  removeEventListener: (type, listener) => window.removeEventListener(type, listener),
});

/**
 * Waits for the redirect message of the popup we opened. Only a message from our own origin,
 * sent by that popup and in the expected shape counts; anything else is ignored.
 */
export function waitForGoogleCode(
  popup: Window,
  host: PopupHost,
  opts: { pollMs?: number; timeoutMs?: number } = {},
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const finish = (outcome: () => void) => {
      host.removeEventListener('message', onMessage);
      clearInterval(closedTimer);
      clearTimeout(timeout);
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== host.origin || event.source !== popup) return;
      const parsed = GoogleRedirectMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      const message = parsed.data;
      finish(() =>
        'code' in message ? resolve(message.code) : reject(new ApiError(GOOGLE_ERRORS.denied(message.error))),
      );
      try {
        popup.close();
      } catch {
        // We close the window we opened; a redirect page may also close itself.
      }
    };
    host.addEventListener('message', onMessage);
    // A redirect page may close itself right after posting its message, which can still be on its
    // way when the popup already reads as closed: a popup counts as cancelled only when it is
    // still closed, with no message, at the next poll.
    let closedOnce = false;
    const closedTimer = setInterval(() => {
      if (!popup.closed) return;
      if (closedOnce) finish(() => reject(new ApiError(GOOGLE_ERRORS.closed)));
      closedOnce = true;
    }, opts.pollMs ?? POPUP_CLOSED_POLL_MS);
    const timeout = setTimeout(() => {
      finish(() => reject(new ApiError(GOOGLE_ERRORS.timeout)));
      popup.close();
    }, opts.timeoutMs ?? GOOGLE_TIMEOUT_MS);
  });
}

/**
 * Spec 000 section 4, "Third-party sign-in": request the URL, open it in a popup, take the code
 * from the redirect message, post it and return the login result. Call it straight from the
 * click handler: the popup is opened before anything is awaited, so no pop-up blocker stops it.
 */
export async function signInWithGoogle(host: PopupHost = browserHost()): Promise<LoginSuccess> {
  const popup = host.open('about:blank', GOOGLE_POPUP_NAME, GOOGLE_POPUP_FEATURES);
  if (!popup) throw new ApiError(GOOGLE_ERRORS.blocked);
  let url: string;
  try {
    // The server's address must be Google's sign-in page; otherwise nothing is opened.
    url = safeUrl(await fetchGoogleAuthUrl(), 'google-sign-in');
  } catch (e) {
    popup.close();
    throw e;
  }
  if (popup.closed) throw new ApiError(GOOGLE_ERRORS.closed);
  popup.location.href = url;
  const code = await waitForGoogleCode(popup, host);
  return googleCallback(code);
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

/** Signing in with e-mail and password, followed by the login handler. */
export function usePasswordLogin() {
  const finishLogin = useCompleteLogin();
  return useMutation({
    mutationFn: async (values: { email: string; password: string }) =>
      finishLogin(await loginWithPassword(values)),
  });
}

/** Google sign-in (popup, code, callback) followed by the login handler. */
export function useGoogleSignIn() {
  const finishLogin = useCompleteLogin();
  return useMutation({
    mutationFn: async () => finishLogin(await signInWithGoogle()),
  });
}
