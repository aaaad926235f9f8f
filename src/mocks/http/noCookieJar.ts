// Stands in for `tough-cookie` in the dev and preview builds (vite.config.ts): msw keeps a cookie
// jar for mocked responses' Set-Cookie headers, and tough-cookie with its public suffix list
// (tldts) was 284 KB of minified JS that every load of the simulation evaluated, and its first
// request compiled an IPv6 pattern. The simulated API sets and reads no cookies, so msw's jar is
// one that holds none; a handler that sets one fails loudly instead of losing it.

export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  getCookiesSync(): never[] {
    return [];
  }

  setCookie(): Promise<never> {
    return Promise.reject(new Error('The simulated API keeps no cookies (src/mocks/http/noCookieJar.ts)'));
  }
}

export const Cookie = { fromJSON: (): null => null };
