import { describe, expect, it } from 'vitest';
import type { User } from '@/lib/session/api';
import { guardRedirect, type GuardInput, type RouteAccess } from '@/lib/session/guards';
import { initialSessionState } from '@/lib/session/startup';

const USER: User = {
  id: 1,
  email: 'alex@example.com',
  details: { firstName: 'Alex', lastName: 'Morgan' },
  linkedinAccount: { id: 'li-1', firstName: 'Alex', lastName: 'Morgan', email: 'alex@example.com' },
};

const ready = (over: Partial<GuardInput>): GuardInput => ({
  ...initialSessionState,
  user: null,
  phase: 'ready',
  ...over,
});

/** The sessions start-up can end in. */
const STATES = {
  loading: { ...initialSessionState, user: null },
  'missing-id': ready({ connection: 'missing-id' }),
  'connection-failed': ready({ connection: 'failed' }),
  activation: ready({ needsActivation: true, user: USER, accountCheck: 'ok' }),
  'signed-out': ready({}),
  unlinked: ready({ user: { ...USER, linkedinAccount: null }, accountCheck: 'failed' }),
  'check-failed': ready({ user: USER, accountCheck: 'failed', accountCheckMessage: 'Different account' }),
  linked: ready({ user: USER, accountCheck: 'ok' }),
} satisfies Record<string, GuardInput>;
type StateName = keyof typeof STATES;

const ACCESS: RouteAccess[] = [
  'public',
  'get-started',
  'public-only',
  'account-link',
  'activation',
  'authenticated',
];

/** With no usable extension: everything but the public and sign-in pages and /getStarted goes to /getStarted. */
const TO_GET_STARTED: Record<RouteAccess, string | null> = {
  public: null,
  'get-started': null,
  'public-only': null,
  'account-link': '/getStarted',
  activation: '/getStarted',
  authenticated: '/getStarted',
};

/**
 * Signed in without a usable LinkedIn account: the app screens go to /assignLinkedinAccount, and
 * so do sign-in and sign-up (spec 000: logged-in users are sent on from /login and /register).
 */
const TO_ACCOUNT_LINK: Record<RouteAccess, string | null> = {
  public: null,
  'get-started': null,
  'public-only': '/assignLinkedinAccount',
  'account-link': null,
  activation: '/',
  authenticated: '/assignLinkedinAccount',
};

/**
 * Where each kind of route sends a person (null: stays), with a stored token.
 * public: /terms, /privacyPolicy, /verifyEmail, /resetPassword; get-started: /getStarted;
 * public-only: /login, /register, /requestPasswordReset; account-link: /assignLinkedinAccount;
 * activation: /activation; authenticated: / and every app screen.
 */
const WITH_TOKEN: Record<StateName, Record<RouteAccess, string | null>> = {
  loading: {
    public: null,
    'get-started': null,
    'public-only': null,
    'account-link': null,
    activation: null,
    authenticated: null,
  },
  'missing-id': TO_GET_STARTED,
  'connection-failed': TO_GET_STARTED,
  activation: {
    public: null,
    'get-started': null,
    'public-only': '/activation',
    'account-link': '/activation',
    activation: null,
    authenticated: '/activation',
  },
  'signed-out': {
    public: null,
    'get-started': null,
    'public-only': null,
    'account-link': '/login',
    activation: '/',
    authenticated: '/assignLinkedinAccount',
  },
  unlinked: TO_ACCOUNT_LINK,
  'check-failed': TO_ACCOUNT_LINK,
  linked: {
    public: null,
    'get-started': null,
    'public-only': '/',
    'account-link': '/',
    activation: '/',
    authenticated: null,
  },
};

describe('guardRedirect', () => {
  for (const name of Object.keys(STATES) as StateName[]) {
    it(`with a token, session "${name}"`, () => {
      const actual = Object.fromEntries(ACCESS.map((a) => [a, guardRedirect(STATES[name], a, true)]));
      expect(actual).toEqual(WITH_TOKEN[name]);
    });
  }

  it('without a stored token, the app and the account-link page are closed even to a loaded user', () => {
    // A 401 during the session clears the token before the user state catches up.
    expect(guardRedirect(STATES.linked, 'authenticated', false)).toBe('/assignLinkedinAccount');
    expect(guardRedirect(STATES.linked, 'account-link', false)).toBe('/login');
    expect(guardRedirect(STATES['signed-out'], 'account-link', false)).toBe('/login');
    expect(guardRedirect(STATES['signed-out'], 'public-only', false)).toBeNull();
    expect(guardRedirect(STATES['signed-out'], 'public', false)).toBeNull();
  });

  it('never sends a route to itself', () => {
    const self: Partial<Record<RouteAccess, string>> = {
      'get-started': '/getStarted',
      'account-link': '/assignLinkedinAccount',
      activation: '/activation',
    };
    for (const state of Object.values(STATES)) {
      for (const access of ACCESS) {
        for (const token of [true, false]) {
          const target = guardRedirect(state, access, token);
          if (self[access]) expect(target).not.toBe(self[access]);
        }
      }
    }
  });

  it('every redirect ends at a page that lets the person stay (no loops)', () => {
    const accessOf: Record<string, RouteAccess> = {
      '/': 'authenticated',
      '/getStarted': 'get-started',
      '/activation': 'activation',
      '/login': 'public-only',
      '/assignLinkedinAccount': 'account-link',
    };
    for (const [name, state] of Object.entries(STATES)) {
      for (const access of ACCESS) {
        for (const token of [true, false]) {
          let target = guardRedirect(state, access, token);
          const seen: string[] = [];
          while (target) {
            seen.push(target);
            expect(seen.length, `${name}/${access}/${token}: ${seen.join(' -> ')}`).toBeLessThan(4);
            const next = accessOf[target];
            expect(next, `unknown target ${target}`).toBeDefined();
            target = guardRedirect(state, next!, token);
          }
        }
      }
    }
  });
});
