import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import type { RuntimeLike } from '@/lib/extension/transports/chromeTransport';

// The web page the kit calls the extension from, and a chrome.runtime that relays to it: the
// app's own transport (createChromeTransport) runs in Node over this relay, so every message is
// sent by the page's real chrome.runtime.sendMessage and every lastError is Chrome's.

const PAGE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Reachly conformance kit</title></head>
<body><p>The conformance kit calls the extension from this page.</p></body></html>`;

export interface KitPage {
  page: Page;
  origin: string;
  close(): Promise<void>;
}

const listen = (server: Server, port: number) =>
  new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server.address() as AddressInfo));
  });

/**
 * Opens the kit's page: served on http://127.0.0.1:<port> (0: any free port), or, with `origin`,
 * answered by the browser's request routing at that origin (nothing reaches the network), for an
 * extension whose externally_connectable names only its production site.
 */
export async function openKitPage(context: BrowserContext, port: number, origin?: string): Promise<KitPage> {
  const page = context.pages()[0] ?? (await context.newPage());
  if (origin) {
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: PAGE_HTML }),
    );
    await page.goto(`${origin}/`);
    return { page, origin, close: async () => undefined };
  }
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE_HTML);
  });
  const address = await listen(server, port);
  const served = `http://127.0.0.1:${address.port}`;
  await page.goto(`${served}/`);
  return {
    page,
    origin: served,
    // Chrome keeps sockets open (a preconnect that never sends a request): close them too.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** True when the page may message extensions (the manifest's externally_connectable matches it). */
export const pageCanMessage = (page: Page): Promise<boolean> =>
  page.evaluate(() => typeof globalThis.chrome?.runtime?.sendMessage === 'function');

interface PageAnswer {
  reply: unknown;
  lastError: string | null;
}

/** A chrome.runtime whose sendMessage runs in the page; lastError is set while the callback runs. */
export function pageRuntime(page: Page): RuntimeLike {
  const runtime: { lastError: { message: string } | undefined } & RuntimeLike = {
    lastError: undefined,
    sendMessage(extensionId, message, callback) {
      const answer = ({ reply, lastError }: PageAnswer) => {
        runtime.lastError = lastError === null ? undefined : { message: lastError };
        try {
          callback(reply);
        } finally {
          runtime.lastError = undefined;
        }
      };
      void page
        .evaluate(
          ([id, outgoing]) =>
            new Promise<PageAnswer>((resolve) => {
              chrome.runtime.sendMessage(id, outgoing, (reply: unknown) => {
                const error = chrome.runtime.lastError;
                resolve({ reply, lastError: error ? (error.message ?? 'Unknown error') : null });
              });
            }),
          [extensionId, message] as const,
        )
        .then(answer, (e: unknown) =>
          answer({ reply: undefined, lastError: `The page could not send the message: ${String(e)}` }),
        );
    },
    connect() {
      throw new Error('The conformance kit does not open the push port');
    },
  };
  return runtime;
}
