import { appendFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The customer-chat widget runs in its own page, chat-frame/index.html, served from a separate
 * origin (VITE_CHAT_FRAME_ORIGIN) and framed by the app. That page's CSP names exactly what the
 * vendor may load; the app's own CSP only adds the frame's origin to frame-src. Configured at
 * build time; a production build with a partial or malformed chat configuration fails.
 */

export interface ChatFrameEnv {
  /** The vendor's loader script (https). */
  VITE_CHAT_WIDGET_URL?: string;
  /** Optional subresource-integrity hash of that script. */
  VITE_CHAT_WIDGET_INTEGRITY?: string;
  /** What the vendor loads besides its loader, per directive: `connect-src wss://a https://b; img-src https://c`. */
  VITE_CHAT_WIDGET_SOURCES?: string;
  /** The https origin that serves chat-frame/ (not the app's). */
  VITE_CHAT_FRAME_ORIGIN?: string;
  /** The app's origin: the only page the chat frame accepts the identity from, and may be framed by. */
  VITE_APP_ORIGIN?: string;
}

const VENDOR_DIRECTIVES = [
  'script-src',
  'connect-src',
  'style-src',
  'font-src',
  'img-src',
  'frame-src',
  'media-src',
] as const;
type VendorDirective = (typeof VENDOR_DIRECTIVES)[number];

export interface ChatFrameConfig {
  widgetUrl: string;
  integrity: string | null;
  frameOrigin: string;
  appOrigin: string;
  sources: Record<VendorDirective, string[]>;
}

/** The page (a folder, so hosts that drop `.html` serve it at the same address). */
export const CHAT_FRAME_PATH = '/chat-frame/';
export const CHAT_FRAME_HTML = 'chat-frame/index.html';

/** A host source a vendor may be allowed: https or wss, an optional `*.` subdomain wildcard, port and path. */
const HOST_SOURCE = /^(https|wss):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?(\/[^\s;,'"*]*)?$/i;
const INTEGRITY = /^sha(256|384|512)-[A-Za-z0-9+/=]+$/;
/** The app's origin is https; plain http only on this machine (the production e2e build). */
const APP_ORIGIN = /^(https:\/\/[a-z0-9.-]+|http:\/\/(127\.0\.0\.1|localhost))(:\d{1,5})?$/i;
const FRAME_ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

const fail = (problem: string): never => {
  throw new Error(`Chat widget configuration: ${problem}`);
};

function parseSources(raw: string): Record<VendorDirective, string[]> {
  const sources = Object.fromEntries(VENDOR_DIRECTIVES.map((d) => [d, [] as string[]])) as Record<
    VendorDirective,
    string[]
  >;
  for (const part of raw.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name) continue;
    if (!(VENDOR_DIRECTIVES as readonly string[]).includes(name))
      fail(`VITE_CHAT_WIDGET_SOURCES names "${name}"; allowed: ${VENDOR_DIRECTIVES.join(', ')}`);
    const directive = name as VendorDirective;
    for (const value of values) {
      // Vendors add their styles at run time; only style-src may say so.
      const inlineStyle = directive === 'style-src' && value === "'unsafe-inline'";
      if (!inlineStyle && !HOST_SOURCE.test(value))
        fail(
          `VITE_CHAT_WIDGET_SOURCES: "${value}" in ${directive} is not an https:// or wss:// host` +
            (directive === 'style-src' ? " (or 'unsafe-inline')" : ''),
        );
      sources[directive].push(value);
    }
  }
  return sources;
}

/** The chat frame's settings, or null when no chat variable is set; throws on a partial or malformed set. */
export function chatFrameConfig(env: ChatFrameEnv): ChatFrameConfig | null {
  const { VITE_CHAT_WIDGET_URL: url, VITE_CHAT_FRAME_ORIGIN: frame, VITE_APP_ORIGIN: app } = env;
  const integrity = env.VITE_CHAT_WIDGET_INTEGRITY || null;
  if (!url && !frame && !integrity && !env.VITE_CHAT_WIDGET_SOURCES) return null;
  if (!url || !/^https:\/\/[^\s]+$/i.test(url)) fail('VITE_CHAT_WIDGET_URL must be an https:// address');
  if (!frame || !FRAME_ORIGIN.test(frame))
    fail('VITE_CHAT_FRAME_ORIGIN must be the https:// origin (no path) that serves chat-frame/');
  if (!app || !APP_ORIGIN.test(app)) fail("VITE_APP_ORIGIN must be the app's https:// origin (no path)");
  if (new URL(frame!).origin === new URL(app!).origin)
    fail("VITE_CHAT_FRAME_ORIGIN must differ from the app's origin, or the widget could read the token");
  if (integrity && !INTEGRITY.test(integrity))
    fail('VITE_CHAT_WIDGET_INTEGRITY must be sha256-, sha384- or sha512- and a base64 hash');
  return {
    widgetUrl: url!,
    integrity,
    frameOrigin: new URL(frame!).origin,
    appOrigin: new URL(app!).origin,
    sources: parseSources(env.VITE_CHAT_WIDGET_SOURCES ?? ''),
  };
}

/** The chat frame's CSP: its own script, the vendor's loader file, and the vendor's listed hosts, nothing else. */
export function chatFrameCsp(config: ChatFrameConfig): string {
  const loader = new URL(config.widgetUrl);
  const list = (directive: VendorDirective, ...own: string[]) => {
    const all = [...own, ...config.sources[directive]];
    return [directive, ...(all.length ? all : ["'none'"])];
  };
  return [
    ['default-src', "'none'"],
    list('script-src', "'self'", `${loader.origin}${loader.pathname}`),
    list('connect-src'),
    list('style-src'),
    list('font-src'),
    list('img-src'),
    list('frame-src'),
    list('media-src'),
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
  ]
    .map((d) => d.join(' '))
    .join('; ');
}

/**
 * The `_headers` block for the chat page (Cloudflare Pages syntax; `!` detaches the app's
 * frame-ancestors 'none' and X-Frame-Options, which would keep the app from framing it).
 */
export const chatFrameHeadersBlock = (config: ChatFrameConfig): string =>
  [
    CHAT_FRAME_PATH,
    '  ! Content-Security-Policy',
    '  ! X-Frame-Options',
    `  Content-Security-Policy: frame-ancestors ${config.appOrigin}`,
    '',
  ].join('\n');

/**
 * Production only, and only when the chat widget is configured: builds chat-frame/index.html as a
 * second page with its CSP meta, and appends its headers block to the build's `_headers`.
 */
export function chatFramePlugin(mode: string, env: ChatFrameEnv): Plugin {
  const config = mode === 'production' ? chatFrameConfig(env) : null;
  let outDir = '';
  return {
    name: 'reachly:chat-frame',
    apply: 'build',
    config: (user) =>
      config
        ? {
            build: {
              rolldownOptions: {
                input: {
                  index: resolve(user.root ?? process.cwd(), 'index.html'),
                  chatFrame: resolve(user.root ?? process.cwd(), CHAT_FRAME_HTML),
                },
              },
            },
          }
        : undefined,
    configResolved: (resolved) => void (outDir = resolve(resolved.root, resolved.build.outDir)),
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        if (!config || ctx.path !== `/${CHAT_FRAME_HTML}`) return html;
        if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html))
          throw new Error(
            `${CHAT_FRAME_HTML} has an inline script, which its Content-Security-Policy forbids`,
          );
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: chatFrameCsp(config) },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
    closeBundle() {
      const headers = resolve(outDir, '_headers');
      if (config && existsSync(headers)) appendFileSync(headers, `\n${chatFrameHeadersBlock(config)}`);
    },
  };
}
