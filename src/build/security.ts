import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Build-time security settings: the production Content-Security-Policy (a meta tag, as the app
 * is static files) and the response headers (public/_headers, which the host and `vite preview`
 * both serve; frame-ancestors and X-Frame-Options only work as headers).
 */

export interface CspEnv {
  VITE_EXTENSION_IDS?: string;
  VITE_API_BASE_URL?: string;
  VITE_CHAT_WIDGET_URL?: string;
  VITE_CHAT_WIDGET_INTEGRITY?: string;
  VITE_TUTORIAL_VIDEO_URL?: string;
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

/** The chat widget's script is allowed only when it is pinned by an integrity hash, and only that file. */
export const pinnedChatWidget = (env: CspEnv): string | null => {
  const url = env.VITE_CHAT_WIDGET_URL;
  if (
    !url ||
    !/^https:\/\//i.test(url) ||
    !/^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(env.VITE_CHAT_WIDGET_INTEGRITY ?? '')
  )
    return null;
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
};

export function contentSecurityPolicy(env: CspEnv): string {
  const api = originOf(env.VITE_API_BASE_URL);
  const widget = pinnedChatWidget(env);
  const video = originOf(env.VITE_TUTORIAL_VIDEO_URL);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(widget ? [widget] : [])],
    // MUI (emotion) writes its styles into <style> elements at run time.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Profile photos come from the network's CDN (addresses the extension hands over).
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(api ? [api] : [])],
    ['frame-src', ...(video ? [video] : ["'none'"])],
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
      // Without ids the production app refuses every extension: say so at build time.
      const ids = (env.VITE_EXTENSION_IDS ?? '').split(',').filter((id) => /^[a-p]{32}$/.test(id.trim()));
      if (mode === 'production' && ids.length === 0)
        this.warn('VITE_EXTENSION_IDS names no extension id (32 letters a-p): the app will connect to none');
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (mode !== 'production') return html;
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

/** Reads the global (`/*`) block of a Netlify/Cloudflare style `_headers` file: the one place headers are set. */
export function readHeadersFile(path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inGlobalBlock = false;
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inGlobalBlock = line.trim() === '/*';
      continue;
    }
    const match = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (inGlobalBlock && match) headers[match[1]!] = match[2]!.trim();
  }
  return headers;
}
