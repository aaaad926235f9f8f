/* global document, requestAnimationFrame, getComputedStyle -- run in the page */
// Issue 13 "Scale": frame times while scrolling the big scenario's long lists, and heap growth over
// a long polling soak. Used by run.mjs (frames always, the soak with --long).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../extensionChromium.mjs';
import { withExtension } from './measure.mjs';
import { median } from './stats.mjs';

const VIEWPORT = { width: 1366, height: 850 };
const SCROLL_MS = 4000;
/**
 * Each list is scrolled this many times, from a fresh load, and its p95 is the median pass's: on
 * this shared machine one pass of the same build read 14 ms and the next 45 (2026-12-02).
 */
const SCROLL_PASSES = 3;
const LOAD_TIMEOUT_MS = 180_000;

/** The big scenario's long lists: 10,000 conversations, 50,000 contacts, a 1,000-row queue page. */
export const SCROLL_TARGETS = [
  {
    name: 'messenger (10,000 conversations)',
    path: '/messenger',
    rows: '[role="list"][aria-label="Conversations"] > *',
  },
  { name: 'CRM (a 1,000-row page of 50,000 contacts)', path: '/crm?size=1000', rows: 'table tbody tr td' },
  { name: 'queue page of 1,000 rows', path: '/campaign-manager/1?size=1000', rows: 'table tbody tr td' },
];

/**
 * In the page: scrolls the rows' scroll container down (and back up at the end) by `step` px every
 * frame for `ms`, and returns every frame's length. With the frame-rate limit off (see the browser
 * flags below) a frame is as long as its work, not 16.7 ms of vsync.
 */
function scrollAndTime({ rows, ms, step }) {
  const first = document.querySelector(rows);
  let box = first;
  while (box && box !== document.body) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) break;
    box = box.parentElement;
  }
  const scroller = box && box !== document.body ? box : document.scrollingElement;
  return new Promise((resolve) => {
    const frames = [];
    let last = performance.now();
    const end = last + ms;
    let direction = 1;
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      const max = scroller.scrollHeight - scroller.clientHeight;
      if (scroller.scrollTop >= max - 1) direction = -1;
      if (scroller.scrollTop <= 0) direction = 1;
      scroller.scrollTop += direction * step;
      if (now < end) requestAnimationFrame(tick);
      else resolve({ frames: frames.slice(1), scrollHeight: scroller.scrollHeight });
    };
    requestAnimationFrame(tick);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
};

/** Preview build, big scenario: p95 (the median pass's) and worst frame while scrolling each long list at 1x CPU. */
export async function measureScrollFrames(previewOrigin) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, '--disable-frame-rate-limit', '--disable-gpu-vsync'],
  });
  const results = {};
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
    const page = await context.newPage();
    // The scenario is kept with the simulated world, so one address sets it for the visit.
    await page.goto(`${previewOrigin}/?scenario=big`);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: LOAD_TIMEOUT_MS });
    for (const target of SCROLL_TARGETS) {
      const passes = [];
      for (let pass = 0; pass < SCROLL_PASSES; pass += 1) {
        await page.goto(`${previewOrigin}${target.path}`);
        await page.locator(target.rows).first().waitFor({ timeout: LOAD_TIMEOUT_MS });
        const { frames } = await page.evaluate(scrollAndTime, {
          rows: target.rows,
          ms: SCROLL_MS,
          step: 120,
        });
        passes.push({ frames: frames.length, p95Ms: percentile(frames, 95), worstMs: Math.max(...frames) });
      }
      results[target.name] = {
        frames: passes.reduce((sum, p) => sum + p.frames, 0),
        p95Ms: median(passes.map((p) => p.p95Ms)),
        worstMs: Math.max(...passes.map((p) => p.worstMs)),
        passP95Ms: passes.map((p) => p.p95Ms),
      };
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return results;
}

/** The warm-up before the soak's baseline: a full minute on each screen. */
export const WARM_UP_MINUTES = 2;

/**
 * Production over the packaged extension: /campaigns (3 s poll) and a running campaign's detail
 * (2 s poll), a minute each in turn, in-app, for `minutes`. Heap after a forced GC at the end of
 * each minute; growth is the last sample on the list against the list's sample after a warm-up
 * of a full minute on each screen. What a first visit loads once (the detail's charts load on
 * demand after its rows; the caches and the call journal fill over the first polls) is then in
 * the baseline: a visit that only waited for the rows put some 5 MB of it into the first minute.
 */
export async function measureHeapGrowth(extensionDir, origin, minutes, onMinute = () => undefined) {
  return withExtension(extensionDir, origin, async ({ context, extensionId }) => {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const heapMB = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize / 1024 / 1024;
    };
    const rows = page.locator('table tbody tr td');
    const toDetail = async () => {
      await page.locator('table tbody tr td a').first().click();
      await page.waitForURL(/campaign-manager/);
      await rows.first().waitFor({ timeout: LOAD_TIMEOUT_MS });
    };
    const toList = async () => {
      await page.goBack();
      await page.waitForURL(/\/campaigns/);
      await rows.first().waitFor({ timeout: LOAD_TIMEOUT_MS });
    };
    const untilMinute = (started, minute) =>
      page.waitForFunction((t) => performance.now() > t, started + minute * 60_000, {
        polling: 1000,
        timeout: 120_000,
      });
    await page.goto(`${origin}/campaigns?connectTo=${extensionId}`);
    await rows.first().waitFor({ timeout: LOAD_TIMEOUT_MS });
    const warmUp = await page.evaluate(() => performance.now());
    for (let minute = 1; minute <= WARM_UP_MINUTES; minute += 1) {
      await (minute % 2 ? toDetail() : toList());
      await untilMinute(warmUp, minute);
    }
    const baseline = await heapMB();
    const samples = [];
    const started = await page.evaluate(() => performance.now());
    for (let minute = 1; minute <= minutes; minute += 1) {
      await (minute % 2 ? toDetail() : toList());
      await untilMinute(started, minute);
      samples.push(await heapMB());
      onMinute(minute, samples.at(-1));
    }
    if (minutes % 2) {
      await toList();
      samples.push(await heapMB());
    }
    const endMB = samples.at(-1);
    return { minutes, baselineMB: baseline, endMB, growthMB: endMB - baseline, samples };
  });
}
