/* global document, location */
// The soak's plumbing: the preview build and server, and the probes it evaluates in the page.

import { spawn } from 'node:child_process';
import { viteBuild } from '../bundle/viteBuild.mjs';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const PREVIEW = ['--mode', 'preview', '--outDir', 'dist-preview'];

export function buildPreview() {
  console.log('Building the preview bundle...');
  viteBuild('preview', 'dist-preview', { logLevel: 'warn' });
}

/** `vite preview` in its own process group (the caller ends it with process.kill(-pid)). */
export async function startPreviewServer(root, port) {
  const args = ['vite', 'preview', ...PREVIEW, '--port', String(port), '--strictPort'];
  const server = spawn('npx', args, { cwd: root, stdio: 'ignore', detached: true });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}`)).ok) return server;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`The preview server did not start on port ${port}`);
}

/** In the page: the time since navigation when the shell is usable (menu shown, no dialog over it), or false. */
export function shellUsable() {
  const nav = document.querySelector('nav[aria-label="Main menu"]');
  if (!nav || nav.getBoundingClientRect().width === 0) return false;
  if (document.querySelector('[role="dialog"]')) return false;
  return performance.now();
}

/** In the page: nothing painted in #root. */
export const isWhite = () => (document.getElementById('root')?.innerText ?? '').trim() === '';

/** In the page: what a person sees, for the report. */
export const describePage = () => ({
  url: location.pathname,
  loading: document.body.innerText.includes('Loading...'),
  menu: !!document.querySelector('nav[aria-label="Main menu"]'),
  dialogs: [...document.querySelectorAll('[role="dialog"]')].map((d) => d.innerText.split('\n')[0]),
  text: document.body.innerText.slice(0, 160).replace(/\s+/g, ' '),
});

/** In the page: where the time went (ms since navigation): the app's script ran, start-up began and ended. */
export const startupMarks = () => {
  const at = (name) => Math.round(performance.getEntriesByName(name)[0]?.startTime ?? -1);
  const script = performance.getEntriesByType('resource').find((r) => r.name.includes('/assets/index-'));
  return {
    scriptLoaded: script ? Math.round(script.responseEnd) : -1,
    startupBegin: at('reachly:startup-begin'),
    startupEnd: at('reachly:startup-end'),
  };
};

export const percentile = (values, p) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
