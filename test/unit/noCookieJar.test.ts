import { describe, expect, it } from 'vitest';
import { Cookie, CookieJar, MemoryCookieStore } from '@/mocks/http/noCookieJar';

// msw's cookie jar in dev and preview (vite.config.ts aliases tough-cookie to it).
describe('the simulation’s cookie jar', () => {
  it('holds no cookies, and restores none that msw saved before', () => {
    const jar = new CookieJar();
    expect(jar.getCookiesSync()).toEqual([]);
    expect(Cookie.fromJSON()).toBeNull();
    expect(new MemoryCookieStore().idx).toEqual({});
  });

  it('fails a mocked response that sets a cookie, rather than losing it', async () => {
    await expect(new CookieJar().setCookie()).rejects.toThrow('The simulated API keeps no cookies');
  });
});
