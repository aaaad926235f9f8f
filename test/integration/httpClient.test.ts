import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '../msw-node';
import {
  ApiError,
  envelope,
  getJson,
  onUnauthorized,
  postExpectingSuccess,
  postJson,
  TOKEN_HEADER,
} from '@/lib/http/client';
import { fetchMe, fetchPlanSettings } from '@/lib/session/api';
import { tokenStore } from '@/lib/storage';
import { clearJournal, journalEntries } from '@/lib/journal';
import { buildScenario } from '@/mocks/scenarios';
import { resetWorldForTests } from '@/mocks/world/store';
import { DEMO_PASSWORD, DEMO_TOKEN, DEMO_USER } from '@/mocks/world/seed/account';

const api = (path: string) => `${window.location.origin}/api/${path}`;

const failure = (p: Promise<unknown>) =>
  p.then(
    (v) => {
      throw new Error(`expected a failure, got ${JSON.stringify(v)}`);
    },
    (e: unknown) => e as ApiError,
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetWorldForTests(buildScenario('default'));
  clearJournal();
});
afterEach(() => {
  server.resetHandlers();
  onUnauthorized(undefined);
});

describe('HTTP client', () => {
  it('sends the stored token in the request header to the configured base URL', async () => {
    tokenStore.set(DEMO_TOKEN);
    const seen: { url: string; auth: string | null }[] = [];
    server.events.on(
      'request:start',
      ({ request }) => void seen.push({ url: request.url, auth: request.headers.get(TOKEN_HEADER) }),
    );

    const user = await fetchMe();

    server.events.removeAllListeners();
    expect(user).toMatchObject({ id: DEMO_USER.id, email: DEMO_USER.email });
    expect(seen).toEqual([{ url: api('user/me'), auth: `Bearer ${DEMO_TOKEN}` }]);
  });

  it('sends no token header when none is stored', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get('*/api/app/option', ({ request }) => {
        auth = request.headers.get(TOKEN_HEADER);
        return HttpResponse.json({ success: true, result: { planSettings: null } });
      }),
    );

    await expect(fetchPlanSettings()).resolves.toBeNull();
    expect(auth).toBeNull();
  });

  it('sends no header for a stored token that could not travel in one (a CR/LF): a 401, not "Could not reach"', async () => {
    tokenStore.set('tok\r\nX-Evil: 1');
    const handler = vi.fn();
    onUnauthorized(handler);

    const error = await failure(fetchMe());

    expect(error).toMatchObject({ name: 'ApiError', status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('on 401 clears the stored token, calls the unauthorized handler and reports the server message', async () => {
    tokenStore.set('expired-token');
    const handler = vi.fn();
    onUnauthorized(handler);

    const error = await failure(fetchMe());

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Your session has expired. Please log in again.');
    expect(tokenStore.get()).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not clear the token on other refusals', async () => {
    tokenStore.set(DEMO_TOKEN);
    const handler = vi.fn();
    onUnauthorized(handler);

    const error = await failure(
      postJson('user/login', { login: DEMO_USER.email, password: 'wrong' }, envelope(z.unknown())),
    );

    expect(error).toMatchObject({ name: 'ApiError', status: 400, message: 'Invalid email or password' });
    expect(tokenStore.get()).toBe(DEMO_TOKEN);
    expect(handler).not.toHaveBeenCalled();
  });

  it('posts JSON bodies and parses the reply with its schema', async () => {
    const reply = await postJson(
      'user/login',
      { login: DEMO_USER.email, password: DEMO_PASSWORD },
      envelope(z.object({ token: z.string(), isSignUp: z.boolean() })),
    );
    expect(reply.success).toBe(true);
    expect(reply.result?.token).toMatch(/^tok-/);
  });

  it('surfaces a server message from a success:false answer as an ApiError', async () => {
    server.use(
      http.post('*/api/user/requestPasswordReset', () =>
        HttpResponse.json({ success: false, message: 'No account with this email' }),
      ),
    );

    const error = await failure(
      postExpectingSuccess('user/requestPasswordReset', { email: 'x@example.com' }, z.unknown()),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('No account with this email');
  });

  it('reports a user fetch answered with success:false with the server message', async () => {
    server.use(
      http.get('*/api/user/me', () => HttpResponse.json({ success: false, message: 'Account disabled' })),
    );

    await expect(fetchMe()).rejects.toMatchObject({ name: 'ApiError', message: 'Account disabled' });
  });

  it('names the status when an error answer carries no message', async () => {
    server.use(
      http.get('*/api/user/me', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );

    const error = await failure(fetchMe());

    expect(error).toMatchObject({ status: 502, message: 'The server answered 502' });
  });

  it('turns an answer of an unexpected shape into a clear error naming the path', async () => {
    server.use(http.get('*/api/user/me', () => HttpResponse.json({ success: 'yes', result: { id: 'one' } })));

    const error = await failure(fetchMe());

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('The server sent an unexpected answer to /user/me');
  });

  it('turns a body that is not JSON into the same clear error', async () => {
    server.use(http.get('*/api/app/option', () => new HttpResponse('not json', { status: 200 })));

    const error = await failure(getJson('app/option?keys=planSettings', envelope(z.unknown())));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('The server sent an unexpected answer to /app/option?keys=planSettings');
  });

  it('gives up on a server that does not answer in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(
        http.get('*/api/user/me', async () => {
          await new Promise(() => undefined);
          return HttpResponse.json({});
        }),
      );
      const pending = failure(fetchMe());
      await vi.advanceTimersByTimeAsync(20_000);
      const error = await pending;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message).toBe('The server did not answer in time');
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns a network failure into a clear error', async () => {
    server.use(http.get('*/api/user/me', () => HttpResponse.error()));

    const error = await failure(fetchMe());

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Could not reach the server. Check your connection and try again.');
    expect(error.status).toBeUndefined();
  });

  it('records each request in the journal', async () => {
    tokenStore.set(DEMO_TOKEN);
    await fetchMe();
    server.use(http.get('*/api/user/me', () => HttpResponse.error()));
    await fetchMe().catch(() => undefined);

    expect(journalEntries().map((e) => [e.channel, e.name, e.ok])).toEqual([
      ['http', 'GET /user/me', true],
      ['http', 'GET /user/me', false],
    ]);
  });
});
