import type { KyInstance } from 'ky';
// zod/mini: the start-up's HTTP calls run from the entry chunk. Callers may pass full zod schemas
// (both share zod's core), so the generics take any core schema.
import * as z from 'zod/mini';
import { recordCall } from '../journal';
import { tokenStore } from '../storage';
import { isTokenShaped } from '../tokenShape';

/** The header the provider's server reads the login token from. */
export const TOKEN_HEADER = 'Authorization';
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

export class ApiError extends Error {
  readonly status?: number;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

let unauthorizedHandler: (() => void) | undefined;
/** The app decides what a 401 means (spec: clear the token, go to /). */
export function onUnauthorized(handler: (() => void) | undefined): void {
  unauthorizedHandler = handler;
}

/** The session is over (a 401 from the server, or one the extension passes on): drop the token, tell the app. */
export function signalUnauthorized(): void {
  tokenStore.clear();
  // The request's own error must stay the 401, whatever the app's sign-out runs into.
  try {
    unauthorizedHandler?.();
  } catch (e) {
    console.warn('Signing out after a 401 failed', e);
  }
}

/** Sign-in calls answer 401 for wrong credentials: that is the form's error, not the end of a session. */
const SIGN_IN_PATHS = ['user/login', 'oauth/google/callback'];
const isSignInRequest = (url: string) => {
  const { pathname } = new URL(url);
  return SIGN_IN_PATHS.some((path) => pathname.endsWith(`/${path}`));
};

/** Absolute base: ky needs one in node tests, where there is no page origin to resolve against. */
function prefix(): string {
  if (/^https?:\/\//.test(API_BASE_URL)) return API_BASE_URL;
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return new URL(API_BASE_URL, origin).toString();
}

const MessageBodySchema = z.looseObject({ message: z.string() });

type AnySchema = z.core.$ZodType;

/** Support replay (dev/preview only): answers every request instead of the network. `path` is relative to the base URL. */
export type HttpReplay = (request: { method: string; path: string }) => Response | Promise<Response>;
let httpReplay: HttpReplay | undefined;
export function setHttpReplay(replay: HttpReplay | undefined): void {
  httpReplay = replay;
}
const relativePath = (url: string) => {
  const base = prefix().replace(/\/?$/, '/');
  return url.startsWith(base) ? url.slice(base.length) : new URL(url).pathname.replace(/^\//, '');
};

/** ky downloads with the first request (boot starts it: preloadHttpClient), not with the entry chunk. */
const loadKy = () => import('ky');

/** A ky instance for one request, on the base URL and token of that moment. */
async function http(): Promise<KyInstance> {
  const { default: ky } = await loadKy();
  return ky.create({
    prefixUrl: prefix(),
    timeout: 20_000,
    retry: 0,
    hooks: {
      beforeRequest: [
        (request) => {
          if (httpReplay) return httpReplay({ method: request.method, path: relativePath(request.url) });
          const token = tokenStore.get();
          // A token with a CR or LF would make every request throw: sent without one, it is a 401 (sign in).
          if (token && isTokenShaped(token)) request.headers.set(TOKEN_HEADER, `Bearer ${token}`);
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (response.status === 401 && !isSignInRequest(request.url)) signalUnauthorized();
        },
      ],
    },
  });
}

/** Boot: ky starts downloading at once, in parallel with the first render (the first request needs it). */
export const preloadHttpClient = () => void loadKy().catch(() => undefined);

/** The server's usual answer: success, message and a result. */
export const envelope = <T extends AnySchema>(result: T) =>
  z.object({ success: z.boolean(), message: z.nullish(z.string()), result: z.optional(result) });

async function request<T extends AnySchema>(
  method: 'get' | 'post',
  path: string,
  schema: T,
  body?: unknown,
): Promise<z.output<T>> {
  const started = Date.now();
  const journal = (ok: boolean, detail: { result?: unknown; error?: string }) =>
    recordCall({
      at: started,
      channel: 'http',
      name: `${method.toUpperCase()} /${path}`,
      args: body ?? null,
      ms: Date.now() - started,
      ok,
      ...detail,
    });
  try {
    let raw: unknown;
    try {
      raw = await (await http())(path, { method, json: body }).json();
    } catch (e) {
      // If ky itself could not download, this is a network failure like any other.
      const HTTPError = await loadKy().then(
        (m) => m.HTTPError,
        () => undefined,
      );
      if (HTTPError && e instanceof HTTPError) {
        const parsed = MessageBodySchema.safeParse(await e.response.json().catch(() => null));
        throw new ApiError(
          parsed.success ? parsed.data.message : `The server answered ${e.response.status}`,
          e.response.status,
        );
      }
      if (e instanceof Error && e.name === 'TimeoutError')
        throw new ApiError('The server did not answer in time');
      // The server answered, but not with JSON: that is an unexpected answer, not a network failure.
      if (e instanceof SyntaxError) throw new ApiError(`The server sent an unexpected answer to /${path}`);
      throw new ApiError('Could not reach the server. Check your connection and try again.');
    }
    const parsed = z.safeParse(schema, raw);
    if (!parsed.success) throw new ApiError(`The server sent an unexpected answer to /${path}`);
    journal(true, { result: parsed.data });
    return parsed.data;
  } catch (e) {
    // A 401 ended the session and emptied the journal; the failed call is not the next account's history.
    const endedSession =
      e instanceof ApiError &&
      e.status === 401 &&
      !isSignInRequest(new URL(path, prefix().replace(/\/?$/, '/')).href);
    if (!endedSession) journal(false, { error: e instanceof Error ? e.message : String(e) });
    throw e;
  }
}

export const getJson = <T extends AnySchema>(path: string, schema: T) => request('get', path, schema);
export const postJson = <T extends AnySchema>(path: string, body: unknown, schema: T) =>
  request('post', path, schema, body);

/** For endpoints answering {success, message}: a false success becomes an error with the server's message. */
export async function postExpectingSuccess<T extends AnySchema>(path: string, body: unknown, result: T) {
  const reply = await postJson(path, body, envelope(result));
  if (!reply.success) throw new ApiError(reply.message ?? 'The request failed');
  return reply;
}
