import type { Alias } from 'vite';
import { fileURLToPath, URL } from 'node:url';

/**
 * msw's cookie jar as one that holds no cookies (src/mocks/http/noCookieJar.ts), for every build
 * that carries msw: the app's dev and preview builds and the packaged simulated extension.
 */
export const noCookieJarAlias: Alias = {
  find: /^tough-cookie$/,
  replacement: fileURLToPath(new URL('../mocks/http/noCookieJar.ts', import.meta.url)),
};
