import { expect, test, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { closeProfile, launchWithExtension, type ExtensionProfile } from './realExtension';

/*
 * Hostile input against the PRODUCTION build (dist-prod-e2e, built with VITE_EXTENSION_IDS
 * naming the test extension's fixed id, served by vite preview with public/_headers): foreign
 * extension ids, an injected inline script, framing by another site.
 */

const ORIGIN = `http://127.0.0.1:${process.env.REAL_E2E_PORT ?? 4406}`;
/** The id the fixture's manifest key gives it; package.json's test:e2e builds with it in VITE_EXTENSION_IDS. */
const OUR_ID = 'bdldphklmilhofjbkfaieodfkhnnalbi';
const FOREIGN_ID = 'mnopmnopmnopmnopmnopmnopmnopmnop';

const USER = {
  id: 1,
  email: 'a@b.c',
  details: { firstName: 'Real', lastName: 'Extension' },
  planId: 3,
  linkedinAccount: { id: 'x', firstName: 'Real', lastName: 'Extension', email: 'a@b.c' },
};

let profile: ExtensionProfile | undefined;
let context: BrowserContext;
let sw: Worker;
let apiCalls: string[];

test.beforeEach(async () => {
  profile = await launchWithExtension('reachly-security-');
  ({ context, sw } = profile);
  apiCalls = [];
  await context.route(`${ORIGIN}/api/**`, (route) => {
    const url = new URL(route.request().url());
    apiCalls.push(`${url.pathname} ${route.request().headers()['authorization'] ?? '-'}`);
    if (url.pathname === '/api/user/me') return route.fulfill({ json: { success: true, result: USER } });
    return route.fulfill({ json: { success: true, result: { planSettings: null } } });
  });
  // Records every extension id the page sends to or connects with (the page's own chrome.runtime).
  await context.addInitScript(() => {
    const w = window as unknown as { contacted: string[]; chrome?: { runtime?: Record<string, unknown> } };
    w.contacted = [];
    const runtime = w.chrome?.runtime;
    if (!runtime) return;
    for (const name of ['sendMessage', 'connect'] as const) {
      const original = runtime[name] as (...args: unknown[]) => unknown;
      runtime[name] = (...args: unknown[]) => {
        w.contacted.push(String(args[0]));
        return original.apply(runtime, args);
      };
    }
  });
});

test.afterEach(async () => {
  await closeProfile(profile);
  profile = undefined;
});

/** The page loads (documents) that have sent our extension a message so far. */
const callingDocuments = () =>
  sw.evaluate(() => (self as unknown as { calls: { documentId?: string }[] }).calls.map((c) => c.documentId));
const contacted = (page: Page) =>
  page.evaluate(() => (window as unknown as { contacted: string[] }).contacted);
const storedExtensionId = (page: Page) => page.evaluate(() => localStorage.getItem('reachly.extensionId'));

test('the test extension has the id the build allows', () => {
  expect(new URL(sw.url()).host).toBe(OUR_ID);
});

test('a link naming a foreign extension contacts nothing and says the extension is unknown', async () => {
  const page = context.pages()[0] ?? (await context.newPage());
  // First a normal start on our extension: its id and the token are stored.
  await page.goto(`${ORIGIN}/?connectTo=${OUR_ID}`);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(await storedExtensionId(page)).toBe(OUR_ID);
  // The first load's calls may still be arriving; they carry its document id, a hostile load's would not.
  const firstLoad = new Set(await callingDocuments());
  expect([...firstLoad].every((id) => typeof id === 'string')).toBe(true);
  const apiBefore = apiCalls.length;

  for (const hostile of [
    FOREIGN_ID,
    'x'.repeat(5000),
    'ab\u0430cdefghijklmnopabcdefghijklmnop',
    OUR_ID.toUpperCase(),
  ]) {
    await page.goto(`${ORIGIN}/?connectTo=${encodeURIComponent(hostile)}`);
    const dialog = page.getByRole('dialog', { name: 'Unable to establish connection' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('The link you followed named an unknown extension');
    // Neither stored nor contacted: the page called no extension, ours got nothing either, nor did the API.
    expect(await contacted(page)).toEqual([]);
    expect(await storedExtensionId(page)).toBe(OUR_ID);
  }
  expect((await callingDocuments()).filter((id) => !firstLoad.has(id))).toEqual([]);
  expect(apiCalls.slice(apiBefore)).toEqual([]);
});

test('the production page carries the CSP meta and serves the security headers', async () => {
  const response = await context.request.get(`${ORIGIN}/`);
  const headers = response.headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toBe("frame-ancestors 'none'");
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBe('max-age=31536000');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['permissions-policy']).toContain('camera=()');
  const html = await response.text();
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
    .exec(html)?.[1]
    ?.replace(/&#39;/g, "'");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain(`connect-src 'self' ${ORIGIN}`);
  // The chat widget is a frame on its own origin: the page's policy opens only frame-src to it.
  expect(csp).toContain('frame-src https://chat.reachly.test;');
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

test('an injected inline script does not run, and the app still starts', async () => {
  // A compromised host or proxy adds inline script to the page (markup and an event handler).
  await context.route(
    (url) => url.origin === ORIGIN && url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace('</head>', '<script>window.injected = "inline"</script></head>')
        .replace(
          '<div id="root">',
          '<img src="/nothing.png" onerror="window.injected = \'handler\'"><div id="root">',
        );
      await route.fulfill({ response, body: html });
    },
  );
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(`${ORIGIN}/?connectTo=${OUR_ID}`);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // The injection really is in the page...
  expect(await page.content()).toContain('window.injected = "inline"');
  // ...and script added to the running page is refused as well.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.injected = "dom"';
    document.head.append(s);
  });
  expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
  const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  await expect
    .poll(violations)
    .toEqual(expect.arrayContaining(['script-src-elem inline', 'script-src-attr inline']));
  // Both injected script elements (markup and DOM) were refused.
  expect((await violations()).filter((v) => v === 'script-src-elem inline')).toHaveLength(2);
});

test('another site cannot frame the app', async () => {
  const page = context.pages()[0] ?? (await context.newPage());
  await context.route('http://framer.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<h1>Framer</h1><iframe title="app" src="${ORIGIN}/?connectTo=${OUR_ID}"></iframe>`,
    }),
  );
  await page.goto('http://framer.test/');
  await expect(page.getByRole('heading', { name: 'Framer' })).toBeVisible();
  const frame = page.frames().find((f) => f !== page.mainFrame());
  // Chromium refuses the framed document (X-Frame-Options / frame-ancestors): it never loads the app.
  await expect.poll(() => frame?.url()).not.toContain(ORIGIN);
  expect(await callingDocuments()).toEqual([]);
});
