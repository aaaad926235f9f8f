// Chromium with an unpacked extension loaded, for the real-extension e2e, the bench and the
// conformance kit: one place for the binary, its flags and how the extension's id is found.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A persistent context in a new temporary profile (named from `prefix`), or in `userDataDir` when
 * given, with the unpacked extension at `extensionDir` loaded, once the extension's service worker
 * runs; its id is the worker URL's host. `args` are added to CHROMIUM_ARGS. If any step fails, what
 * was made is closed and removed; `closeExtensionProfile` undoes it (a given profile is kept).
 */
export async function launchExtensionProfile(
  extensionDir,
  {
    prefix = 'reachly-extension-',
    userDataDir: given,
    args = [],
    timeoutMs = 30_000,
    ...contextOptions
  } = {},
) {
  const userDataDir = given ?? (await mkdtemp(join(tmpdir(), prefix)));
  let context;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      ...contextOptions,
      args: [
        ...CHROMIUM_ARGS,
        ...args,
        `--disable-extensions-except=${extensionDir}`,
        `--load-extension=${extensionDir}`,
      ],
    });
    const sw =
      context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: timeoutMs }));
    const temporary = given === undefined;
    return { userDataDir, temporary, context, sw, extensionId: new URL(sw.url()).host };
  } catch (error) {
    await closeExtensionProfile({ userDataDir, temporary: given === undefined, context });
    throw error;
  }
}

/** Closes the context (if any) and removes its profile folder if it was a temporary one. */
export async function closeExtensionProfile(profile) {
  await profile?.context?.close();
  if (profile?.userDataDir && profile.temporary !== false)
    await rm(profile.userDataDir, { recursive: true, force: true, maxRetries: 3 });
}
