import { expect, test, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { closeProfile, launchWithExtension, type ExtensionProfile } from './realExtension';

/*
 * The PRODUCTION build (dist-prod-e2e, built by `npm run test:e2e` with
 * VITE_API_BASE_URL=http://127.0.0.1:4406/api, served on 4406 by playwright.real-extension.config.ts)
 * against a real unpacked MV3 extension (fixtures/extension) loaded into Chromium: the chrome
 * runtime transport, not a mock of it. The HTTP API is answered by page routes.
 */

const ORIGIN = `http://127.0.0.1:${process.env.REAL_E2E_PORT ?? 4406}`;

interface WorkerCall {
  at: number;
  kind: 'cmd' | 'rpc';
  name: string;
  origin: string;
}

async function stubApi(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route(`${ORIGIN}/api/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    seen.push(
      `${request.method()} ${url.pathname}${url.search} ${request.headers()['authorization'] ?? '-'}`,
    );
    if (request.method() === 'GET' && url.pathname === '/api/user/me') {
      return route.fulfill({
        json: {
          success: true,
          result: {
            id: 1,
            email: 'a@b.c',
            details: { firstName: 'Real', lastName: 'Extension' },
            planId: 3,
            linkedinAccount: { id: 'x', firstName: 'Real', lastName: 'Extension', email: 'a@b.c' },
          },
        },
      });
    }
    if (
      request.method() === 'GET' &&
      url.pathname === '/api/app/option' &&
      url.searchParams.get('keys') === 'planSettings'
    ) {
      return route.fulfill({ json: { success: true, result: { planSettings: null } } });
    }
    return route.fulfill({
      status: 404,
      json: { success: false, message: `No stub for ${request.method()} ${url.pathname}` },
    });
  });
  return seen;
}

const callsOf = (sw: Worker) => sw.evaluate(() => (self as unknown as { calls: WorkerCall[] }).calls.slice());

test.describe('production build with a real extension', () => {
  let profile: ExtensionProfile | undefined;
  let context: BrowserContext;
  let sw: Worker;
  let extensionId: string;

  test.beforeEach(async () => {
    profile = await launchWithExtension('reachly-real-ext-', {
      viewport: { width: 1366, height: 850 },
      reducedMotion: 'reduce',
    });
    ({ context, sw } = profile);
    extensionId = new URL(sw.url()).host;
  });

  test.afterEach(async () => {
    await closeProfile(profile);
    profile = undefined;
  });

  /** Opens the production app on the extension and waits for the dashboard inside the shell. */
  async function openApp(): Promise<{ page: Page; api: string[] }> {
    const api = await stubApi(context);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${ORIGIN}/?connectTo=${extensionId}`);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    return { page, api };
  }

  test('start-up reaches the dashboard inside the shell over chrome.runtime', async () => {
    expect(sw.url()).toBe(`chrome-extension://${extensionId}/worker.js`);
    const { page, api } = await openApp();
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Real Extension');
    await expect(page).toHaveTitle('Dashboard | Reachly');
    await expect(page).toHaveURL(`${ORIGIN}/?connectTo=${extensionId}`);

    // The start-up went through the extension: version, data, account check, all from the page's origin.
    const startup = await callsOf(sw);
    expect(startup.map((c) => c.name)).toEqual(
      expect.arrayContaining(['getExtensionManifestVersion', 'getData', 'checkAccount']),
    );
    expect(new Set(startup.map((c) => c.origin))).toEqual(new Set([ORIGIN]));
    // The token getData handed over is the one the HTTP client sends to the configured API base.
    expect(api).toContain('GET /api/user/me Bearer real-ext-token');
    expect(api).toContain('GET /api/app/option?keys=planSettings Bearer real-ext-token');
  });

  test('a pushed eventsUpdated refreshes the dashboard', async () => {
    const { page } = await openApp();
    // The app holds the port open; the worker pushes on it.
    await expect
      .poll(() => sw.evaluate(() => (self as unknown as { ports: Set<unknown> }).ports.size))
      .toBe(1);

    // Let the start-up and the dashboard's first reads settle.
    let settled = await callsOf(sw);
    await expect
      .poll(
        async () => {
          const now = await callsOf(sw);
          const quiet = now.length === settled.length;
          settled = now;
          return quiet;
        },
        { intervals: [1500] },
      )
      .toBe(true);
    const before = settled.length;
    const main = page.getByRole('main');
    await expect(main).not.toContainText('4,242');

    // The extension's figures change, then it pushes.
    const pushedAt = await sw.evaluate(() => {
      const s = self as unknown as { replies: Record<string, unknown>; pushToAll(m: unknown): number };
      s.replies.getCountOfConnections = 4242;
      const at = Date.now();
      s.pushToAll({ cmd: 'eventsUpdated' });
      return at;
    });
    // eventsUpdated makes the dashboard's queries stale; it reads its figures again (getEvents, the counts)...
    await expect
      .poll(
        async () =>
          (await callsOf(sw))
            .slice(before)
            .filter((c) => c.kind === 'rpc' && c.at >= pushedAt)
            .map((c) => c.name),
        {
          message: 'the dashboard asks the extension again after the pushed eventsUpdated',
          timeout: 10_000,
        },
      )
      .toEqual(expect.arrayContaining(['getEvents', 'getCountOfConnections']));
    // ...and shows the new figure without a reload.
    await expect(main).toContainText('4,242');
  });

  test('the port reconnects when the extension drops it', async () => {
    const { page } = await openApp();
    const ports = () => sw.evaluate(() => (self as unknown as { ports: Set<unknown> }).ports.size);
    await expect.poll(ports).toBe(1);

    // The worker closes every app port (as when the extension reloads); the transport opens a new one.
    await sw.evaluate(() => {
      const s = self as unknown as { ports: Set<{ disconnect(): void }> };
      for (const port of s.ports) port.disconnect();
      s.ports.clear();
    });
    expect(await ports()).toBe(0);
    await expect.poll(ports, { timeout: 10_000 }).toBe(1);
    await expect(page.getByRole('dialog', { name: 'Reconnect extension' })).toBeHidden();
  });

  test('without connectTo the production build says the extension id is missing', async () => {
    await stubApi(context);
    // A fresh profile: no extension id in the address or in storage.
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${ORIGIN}/`);
    const dialog = page.getByRole('dialog', { name: 'Unable to establish connection' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('The extension id is missing from the app address');
    await expect(sw.evaluate(() => (self as unknown as { calls: unknown[] }).calls.length)).resolves.toBe(0);
  });
});
