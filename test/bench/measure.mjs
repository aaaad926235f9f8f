/* global window, document, self, MutationObserver -- these functions run in the page or the extension worker */
// One page load, measured in Chromium over CDP: rows visible, FCP, TBT, main-thread CPU, heap after
// GC, requests.
// Used by run.mjs for the floor, the production build (over the packaged MV3 extension) and the
// preview build, each in a fresh context.
import { chromium } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  closeExtensionProfile,
  launchExtensionProfile,
} from '../extensionChromium.mjs';
const VIEWPORT = { width: 1366, height: 850 };
/** Long tasks are counted from FCP until this long after the rows showed. */
const SETTLE_MS = 1000;
const TIMEOUT_MS = 60_000;

/** What "the rows are visible" means on each screen (the first data a person came for). */
export const TARGETS = {
  floor: '.contact-row',
  campaigns: 'table tbody tr td',
  dashboard: '[data-metric="invites"]:not(:has(.MuiSkeleton-root))',
  messenger: '[role="list"][aria-label="Conversations"] > *',
  crm: 'table tbody tr td',
};

/**
 * Runs in the page before any script: records when the target first appears (a MutationObserver,
 * no polling delay), and every long task.
 */
function instrument(selector) {
  const w = window;
  w.__bench = { rowsAt: null, longTasks: [] };
  // Awaited by the bench over CDP (inPage): Playwright's waitForFunction injects its selector
  // engine, a script that took 170 ms of the main thread at 4x CPU in the middle of start-up.
  const arm = () => (w.__bench.rows = new Promise((resolve) => (w.__bench.showRows = resolve)));
  arm();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (w.__bench.rowsAt === null && document.querySelector(selector)) {
      w.__bench.rowsAt = performance.now();
      observer.disconnect();
      w.__bench.showRows(w.__bench.rowsAt);
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('click', () => (w.__bench.clickAt = performance.now()), true);
  w.__bench.rearm = (next) => {
    selector = next;
    w.__bench.rowsAt = null;
    arm();
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    check();
  };
}

/**
 * The value of `expression` in the page (a promise is awaited), over CDP's Runtime.evaluate, which
 * runs only that expression. Playwright's page.evaluate first injects its utility script into the
 * page: a task of 60 to 110 ms at 4x CPU that landed in the middle of our start-up (until
 * 2026-11-28 it was read as Chromium's extension bindings), after the floor's start-up.
 */
async function inPage(cdp, expression) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails)
    throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}

/** Waits in the page (no polling, nothing injected) until the target shows, or TIMEOUT_MS. */
async function waitForRows(cdp) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rows not visible in ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  try {
    await Promise.race([inPage(cdp, 'window.__bench.rows'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until the page's clock reads `at` (a page timer: nothing injected into the page). */
async function waitUntilPageTime(cdp, at) {
  await inPage(cdp, `new Promise((resolve) => setTimeout(resolve, Math.max(0, ${at} - performance.now())))`);
}

async function readFigures(cdp, requests) {
  const rowsAt = await inPage(cdp, 'window.__bench.rowsAt');
  // Settle: long tasks right after the rows (a second render, a poll) count too.
  await waitUntilPageTime(cdp, rowsAt + SETTLE_MS);
  const { fcp, longTasks } = await inPage(
    cdp,
    `({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      longTasks: window.__bench.longTasks,
    })`,
  );
  // The main thread's task time in thread time: what the page made the CPU do. It moves between
  // runs too (the floor's read 523 and 748 ms at 4x), but alternating loads of two builds told
  // their work apart where their rows did not (docs/performance.md).
  const cpuSeconds = await taskSeconds(cdp);
  const from = fcp ?? 0;
  const to = rowsAt + SETTLE_MS;
  const tbt = longTasks
    .filter((t) => t.start >= from && t.start < to)
    .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  // What a person feels once the screen is there: the long tasks that start after the rows.
  const afterRows = longTasks
    .filter((t) => t.start >= rowsAt && t.start < to)
    .reduce((sum, t) => sum + t.duration, 0);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return {
    rowsMs: rowsAt,
    fcpMs: fcp,
    tbtMs: tbt,
    afterRowsMs: afterRows,
    cpuMs: cpuSeconds === undefined ? null : cpuSeconds * 1000,
    heapMB: usedSize / 1024 / 1024,
    requests: requests.count,
  };
}

/** Counts the page's main-thread task time from here on, in thread time (read by readFigures). */
async function countCpuTime(cdp) {
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
}

/** The page's main-thread task time so far, in seconds (CDP's Performance domain, once enabled). */
async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value;
}

async function prepare(page, selector, cpu) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.addInitScript(instrument, selector);
  const requests = { count: 0 };
  page.on('request', () => (requests.count += 1));
  return { cdp, requests };
}

/** A plain browser for the floor and the preview build; each load gets a fresh context. */
export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export async function measurePlain(browser, url, selector, cpu) {
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    const { cdp, requests } = await prepare(page, selector, cpu);
    await countCpuTime(cdp);
    await page.goto(url);
    await waitForRows(cdp);
    return await readFigures(cdp, requests);
  } finally {
    await context.close();
  }
}

/**
 * A fresh Chromium profile with the packaged simulated extension (dist-extension): the production
 * build talks to it over chrome.runtime; /api/** is answered from the extension's world.
 */
export async function withExtension(extensionDir, origin, fn) {
  const profile = await launchExtensionProfile(extensionDir, {
    prefix: 'reachly-bench-',
    viewport: VIEWPORT,
    reducedMotion: 'reduce',
  });
  const { context, sw, extensionId } = profile;
  try {
    await sw.evaluate(() => self.ready);
    await context.route(`${origin}/api/**`, async (route) => {
      const request = route.request();
      const answer = await sw.evaluate((r) => self.answerHttp(r), {
        method: request.method(),
        url: request.url(),
        headers: await request.allHeaders(),
        body: request.postData() ?? undefined,
      });
      await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
    });
    return await fn({ context, sw, extensionId });
  } finally {
    await closeExtensionProfile(profile);
  }
}

export async function measureWithExtension(extensionDir, origin, path, selector, cpu) {
  return withExtension(extensionDir, origin, async ({ context, extensionId }) => {
    const page = context.pages()[0] ?? (await context.newPage());
    const { cdp, requests } = await prepare(page, selector, cpu);
    await countCpuTime(cdp);
    const sep = path.includes('?') ? '&' : '?';
    await page.goto(`${origin}${path}${sep}connectTo=${extensionId}`);
    await waitForRows(cdp);
    return readFigures(cdp, requests);
  });
}

/**
 * Instant navigation: on a loaded screen, the pointer rests on a menu item (intent preloading
 * starts), then clicks; the time from the click to the next screen's rows.
 */
export async function measureClickToRows(extensionDir, origin, from, menuName, selector, cpu) {
  return withExtension(extensionDir, origin, async ({ context, extensionId }) => {
    const page = context.pages()[0] ?? (await context.newPage());
    const { cdp } = await prepare(page, TARGETS[from.target], cpu);
    await page.goto(`${origin}${from.path}?connectTo=${extensionId}`);
    await waitForRows(cdp);
    // A person clicks on a screen that has loaded: its requests done and nothing queued (its
    // charts and tooltips load after its rows). A click 150 ms after the rows landed in that work
    // and measured the screen before more than the navigation.
    await page.waitForLoadState('networkidle');
    await inPage(cdp, 'new Promise((settled) => requestIdleCallback(settled, { timeout: 5000 }))');
    const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: menuName });
    await link.hover();
    // A person's pointer rests on the item a moment before the click (intent preloading's window).
    await waitUntilPageTime(cdp, (await inPage(cdp, 'performance.now()')) + 150);
    await inPage(cdp, `window.__bench.rearm(${JSON.stringify(selector)})`);
    await link.click();
    await waitForRows(cdp);
    const { rowsAt, clickAt } = await inPage(
      cdp,
      '({ rowsAt: window.__bench.rowsAt, clickAt: window.__bench.clickAt })',
    );
    await cdp.detach();
    return { clickToRowsMs: rowsAt - clickAt };
  });
}

/**
 * An idle tab with its polls running: production, the screen loaded, then the page's main-thread
 * task time (CDP Performance.TaskDuration) over `seconds` of wall time, as a share of one core.
 */
export async function measureIdleCpu(extensionDir, origin, path, selector, seconds) {
  return withExtension(extensionDir, origin, async ({ context, extensionId }) => {
    const page = context.pages()[0] ?? (await context.newPage());
    const { cdp } = await prepare(page, selector, 1);
    await page.goto(`${origin}${path}?connectTo=${extensionId}`);
    await waitForRows(cdp);
    await cdp.send('Performance.enable');
    const startTask = await taskSeconds(cdp);
    const startWall = Date.now();
    const until = (await inPage(cdp, 'performance.now()')) + seconds * 1000;
    await waitUntilPageTime(cdp, until);
    const busy = (await taskSeconds(cdp)) - startTask;
    return { idleCpuPercent: (busy / ((Date.now() - startWall) / 1000)) * 100 };
  });
}
