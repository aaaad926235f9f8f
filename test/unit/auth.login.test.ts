import { describe, expect, it, vi } from 'vitest';
import {
  completeLogin,
  reloadUserAndGo,
  requireLoginSuccess,
  type LoginEffects,
  type LoginTarget,
} from '@/features/auth/api';
import { ApiError } from '@/lib/http/client';
import { LOGIN_PER_DAY_LIMIT_PRESET } from '@/lib/constants';

function effects(overrides: Partial<LoginEffects> = {}) {
  const calls: string[] = [];
  const fx: LoginEffects = {
    tokens: { set: vi.fn((t: string) => void calls.push(`token ${t}`)) },
    extensionLogin: vi.fn(
      async (token: string, route: LoginTarget) => void calls.push(`extension login ${token} ${route}`),
    ),
    setPerDayLimit: vi.fn(async (limit: number) => void calls.push(`per-day limit ${limit}`)),
    reloadUserAndGo: vi.fn(async (route: LoginTarget) => void calls.push(`reload and go ${route}`)),
    log: vi.fn(),
    ...overrides,
  };
  return { fx, calls };
}

describe('login handler', () => {
  it('stores the token, tells the extension, presets the per-day limit, reloads the session and goes to /', async () => {
    const { fx, calls } = effects();
    await expect(completeLogin({ token: 'tok-1', isSignUp: false }, fx)).resolves.toBe('/');
    expect(calls).toEqual([
      'token tok-1',
      'extension login tok-1 /',
      `per-day limit ${LOGIN_PER_DAY_LIMIT_PRESET}`,
      'reload and go /',
    ]);
    expect(LOGIN_PER_DAY_LIMIT_PRESET).toBe(10);
  });

  it('sends a first sign-up to the campaign editor', async () => {
    const { fx, calls } = effects();
    await expect(completeLogin({ token: 'tok-2', isSignUp: true }, fx)).resolves.toBe('/campaign-editor');
    expect(calls).toContain('extension login tok-2 /campaign-editor');
    expect(calls.at(-1)).toBe('reload and go /campaign-editor');
  });

  it('only logs an extension login failure and carries on', async () => {
    const failure = new Error('The extension did not answer login in time');
    const { fx, calls } = effects({ extensionLogin: vi.fn(async () => Promise.reject(failure)) });
    await expect(completeLogin({ token: 'tok-3', isSignUp: false }, fx)).resolves.toBe('/');
    expect(fx.log).toHaveBeenCalledWith('Extension login failed', failure);
    expect(calls).toEqual(['token tok-3', `per-day limit 10`, 'reload and go /']);
  });

  it('only logs a failed per-day preset too', async () => {
    const { fx } = effects({ setPerDayLimit: vi.fn(async () => Promise.reject(new Error('nope'))) });
    await expect(completeLogin({ token: 'tok-4', isSignUp: false }, fx)).resolves.toBe('/');
    expect(fx.log).toHaveBeenCalledWith('Could not preset the per-day limit', expect.any(Error));
    expect(fx.reloadUserAndGo).toHaveBeenCalledWith('/');
  });

  it('turns a failed login result into an error with the server message', () => {
    expect(
      requireLoginSuccess({ success: true, message: null, result: { token: 't', isSignUp: true } }),
    ).toEqual({ token: 't', isSignUp: true });
    expect(() => requireLoginSuccess({ success: false, message: 'Invalid email or password' })).toThrow(
      new ApiError('Invalid email or password'),
    );
    expect(() => requireLoginSuccess({ success: true, message: null })).toThrow(ApiError);
  });
});

describe('reloadUserAndGo', () => {
  /** A session store stand-in: listeners run in order when reloadUser publishes the new state. */
  function fakeSession(log: string[]) {
    const listeners = new Set<() => void>();
    return {
      subscribe: (l: () => void) => {
        listeners.add(l);
        return () => void listeners.delete(l);
      },
      reloadUser: async () => {
        await Promise.resolve();
        log.push('state published');
        listeners.forEach((l) => l());
        log.push('listeners done');
      },
      listeners,
    };
  }

  it('starts the navigation in the same turn as the session change, after earlier listeners', async () => {
    const log: string[] = [];
    const session = fakeSession(log);
    session.subscribe(() => log.push('router re-runs guards'));
    await reloadUserAndGo(session, async () => void log.push('navigate'));
    expect(log).toEqual(['state published', 'router re-runs guards', 'navigate', 'listeners done']);
    expect(session.listeners.size).toBe(1);
  });

  it('still navigates if the reload published nothing, and unsubscribes on failure', async () => {
    const go = vi.fn(async () => undefined);
    await reloadUserAndGo({ subscribe: () => () => undefined, reloadUser: async () => undefined }, go);
    expect(go).toHaveBeenCalledTimes(1);

    const log: string[] = [];
    const session = fakeSession(log);
    session.reloadUser = async () => Promise.reject(new Error('boom'));
    await expect(reloadUserAndGo(session, go)).rejects.toThrow('boom');
    expect(session.listeners.size).toBe(0);
  });
});
