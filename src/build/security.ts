import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { EXTENSION_ID_PATTERN } from '../lib/extension/extensionIds.ts';
import { chatFrameConfig, type ChatFrameEnv } from './chatFrame.ts';

/**
 * Build-time security settings: the production Content-Security-Policy (a meta tag, as the app
 * is static files) and the response headers (public/_headers, which the host and `vite preview`
 * both serve; frame-ancestors and X-Frame-Options only work as headers).
 */

export interface CspEnv extends ChatFrameEnv {
  VITE_EXTENSION_IDS?: string;
  VITE_API_BASE_URL?: string;
  VITE_TUTORIAL_VIDEO_URL?: string;
}

/**
 * The build modes: development and preview run the simulated extension and msw; production talks
 * to the real extension and server; test is vitest's. Any other mode would be built as a simulation
 * (`__SIMULATED__` is `mode !== 'production'`) without a CSP, so it is refused.
 */
export const BUILD_MODES = ['production', 'development', 'preview', 'test'] as const;

export function assertBuildMode(mode: string): void {
  if (!(BUILD_MODES as readonly string[]).includes(mode))
    throw new Error(
      `Unknown build mode "${mode}": use production (the real extension and server), or development or preview (the simulation)`,
    );
}

/** Why a production build cannot ship with these extension ids, or null when it can. */
export function extensionIdsProblem(mode: string, env: Pick<CspEnv, 'VITE_EXTENSION_IDS'>): string | null {
  if (mode !== 'production') return null;
  const ids = (env.VITE_EXTENSION_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0)
    return 'VITE_EXTENSION_IDS is not set: a production build would connect to no extension. Set it to the comma-separated extension ids (32 letters a-p each).';
  const bad = ids.filter((id) => !EXTENSION_ID_PATTERN.test(id));
  if (bad.length)
    return `VITE_EXTENSION_IDS has ${bad.map((id) => `"${id.slice(0, 40)}"`).join(', ')}, which is not an extension id (32 letters a-p).`;
  return null;
}

/** The origin of an absolute http(s) URL, or null (a relative API base is same-origin: 'self'). */
const originOf = (url: string | undefined): string | null => {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function contentSecurityPolicy(env: CspEnv): string {
  const api = originOf(env.VITE_API_BASE_URL);
  const chatFrame = chatFrameConfig(env)?.frameOrigin;
  const video = originOf(env.VITE_TUTORIAL_VIDEO_URL);
  const frames = [video, chatFrame].filter((origin) => origin != null);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // The chat widget runs in its own origin's frame (src/build/chatFrame.ts), not here.
    ['script-src', "'self'"],
    // MUI (emotion) writes its styles into <style> elements at run time.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Profile photos come from the network's CDN (addresses the extension hands over).
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(api ? [api] : [])],
    ['frame-src', ...(frames.length ? frames : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Injects the CSP meta into the production index.html only; dev and preview run the simulation (msw, inline HMR). */
export function contentSecurityPolicyPlugin(mode: string, env: CspEnv): Plugin {
  return {
    name: 'reachly:content-security-policy',
    apply: 'build',
    buildStart() {
      // Without ids the production app refuses every extension: no release that connects to nothing.
      const problem = extensionIdsProblem(mode, env);
      if (problem) this.error(problem);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        // Other pages (the chat frame) carry their own policy.
        if (mode !== 'production' || ctx.path !== '/index.html') return html;
        if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html))
          throw new Error('index.html has an inline script, which the Content-Security-Policy forbids');
        return {
          html,
          tags: [
            {
              tag: 'meta',
              attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(env) },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}

/** Whether a `_headers` rule (an exact path, or one ending in `*`) covers a request path. */
const ruleCovers = (rule: string, path: string) =>
  rule.endsWith('*') ? path.startsWith(rule.slice(0, -1)) : rule === path;

/**
 * The headers a Netlify/Cloudflare style `_headers` file gives a request path (the global `/*`
 * block by default): every covering block in order, a later value replacing an earlier one, and
 * Cloudflare's `! Name` removing one.
 */
export function readHeadersFile(file: string, path = '/*'): Record<string, string> {
  const headers: Record<string, string> = {};
  let covered = false;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      covered = ruleCovers(line.trim(), path);
      continue;
    }
    if (!covered) continue;
    const detach = /^\s+!\s*([\w-]+)\s*$/.exec(line);
    if (detach) delete headers[detach[1]!];
    const match = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (match) headers[match[1]!] = match[2]!.trim();
  }
  return headers;
}
