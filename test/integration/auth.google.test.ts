import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../msw-node';
import { GOOGLE_ERRORS, signInWithGoogle, waitForGoogleCode, type PopupHost } from '@/features/auth/api';
import { buildScenario } from '@/mocks/scenarios';
import { resetWorldForTests, world } from '@/mocks/world/store';

const ORIGIN = 'http://localhost:3000';

/** A popup and a host window we control: messages are delivered by hand. */
function fakeHost(opts: { blocked?: boolean } = {}) {
  const listeners = new Set<(e: MessageEvent) => void>();
  const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)), location: { href: '' } };
  const host: PopupHost = {
    origin: ORIGIN,
    open: vi.fn(() => (opts.blocked ? null : (popup as unknown as Window))),
    addEventListener: (_t, l) => void listeners.add(l),
    removeEventListener: (_t, l) => void listeners.delete(l),
  };
  const deliver = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    listeners.forEach((l) =>
      l({ data, origin: from.origin ?? ORIGIN, source: from.source ?? popup } as MessageEvent),
    );
  return { host, popup, deliver, listeners };
}

const code = (c: string) => ({ type: 'reachly:oauth', provider: 'google', code: c });

describe('the popup redirect message', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes the code from our own popup on our own origin, then stops listening', async () => {
    const { host, popup, deliver, listeners } = fakeHost();
    const waiting = waitForGoogleCode(popup as unknown as Window, host);
    deliver(code('abc'));
    await expect(waiting).resolves.toBe('abc');
    expect(listeners.size).toBe(0);
    expect(popup.close).toHaveBeenCalled();
  });

  it('ignores other origins, other windows and other shapes', async () => {
    const { host, popup, deliver } = fakeHost();
    const waiting = waitForGoogleCode(popup as unknown as Window, host);
    let settled = false;
    void waiting.then(() => (settled = true));
    deliver(code('evil'), { origin: 'https://evil.example' });
    deliver(code('evil'), { source: {} });
    deliver('sim-google-alex.morgan@example.com');
    deliver({ type: 'reachly:oauth', provider: 'google', token: 'x' });
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).toBe(false);
    deliver(code('good'));
    await expect(waiting).resolves.toBe('good');
  });

  it('reports a popup closed before it answered', async () => {
    const { host, popup } = fakeHost();
    const waiting = waitForGoogleCode(popup as unknown as Window, host, { pollMs: 100 });
    const check = expect(waiting).rejects.toThrow(GOOGLE_ERRORS.closed);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(250);
    await check;
  });

  it('still takes a message that arrives just after the popup closed itself', async () => {
    const { host, popup, deliver } = fakeHost();
    const waiting = waitForGoogleCode(popup as unknown as Window, host, { pollMs: 100 });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(150); // one poll sees it closed
    deliver(code('late'));
    await expect(waiting).resolves.toBe('late');
  });

  it('reports an error the redirect page sends', async () => {
    const { host, popup, deliver } = fakeHost();
    const waiting = waitForGoogleCode(popup as unknown as Window, host);
    deliver({ type: 'reachly:oauth', provider: 'google', error: 'access_denied' });
    await expect(waiting).rejects.toThrow('Google sign-in failed: access was denied');
  });

  it('gives up after the time limit', async () => {
    const { host, popup } = fakeHost();
    const waiting = waitForGoogleCode(popup as unknown as Window, host, { timeoutMs: 1000 });
    const check = expect(waiting).rejects.toThrow(GOOGLE_ERRORS.timeout);
    await vi.advanceTimersByTimeAsync(1001);
    await check;
    expect(popup.close).toHaveBeenCalled();
  });
});

describe('Google sign-in against the simulated server', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    resetWorldForTests(buildScenario('signed-out'));
  });

  it('opens the popup at once, points it at the sign-in URL and posts the code', async () => {
    const { host, popup, deliver, listeners } = fakeHost();
    const result = signInWithGoogle(host);
    expect(host.open).toHaveBeenCalledWith(
      'about:blank',
      expect.any(String),
      expect.stringContaining('popup'),
    );
    await vi.waitFor(() => expect(listeners.size).toBe(1));
    expect(popup.location.href).toBe(`${window.location.origin}/sim-google-oauth.html`);
    deliver(code('sim-google-alex.morgan@example.com'));
    const login = await result;
    expect(login.isSignUp).toBe(false);
    expect(world().server.tokens[login.token]).toBe(1);
  });

  it('signs a new address up', async () => {
    const { host, deliver, listeners } = fakeHost();
    const result = signInWithGoogle(host);
    await vi.waitFor(() => expect(listeners.size).toBe(1));
    deliver(code('sim-google-gina.google@example.com'));
    await expect(result).resolves.toMatchObject({ isSignUp: true });
    expect(world().server.users.find((u) => u.email === 'gina.google@example.com')).toMatchObject({
      verified: true,
      details: { firstName: 'Gina', lastName: 'Google' },
    });
  });

  it("shows the server's message for a failed answer", async () => {
    const { host, deliver, listeners } = fakeHost();
    const result = signInWithGoogle(host);
    await vi.waitFor(() => expect(listeners.size).toBe(1));
    deliver(code('not-a-valid-code'));
    await expect(result).rejects.toThrow(
      'Google sign-in failed: the authorisation code is invalid or has expired',
    );
  });

  it('says so when the popup is blocked', async () => {
    const { host } = fakeHost({ blocked: true });
    await expect(signInWithGoogle(host)).rejects.toThrow(GOOGLE_ERRORS.blocked);
  });
});
