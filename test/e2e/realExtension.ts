import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Worker } from '@playwright/test';
import { startClock } from './test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config';

type ContextOptions = NonNullable<Parameters<typeof chromium.launchPersistentContext>[1]>;

const EXTENSION = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'extension');

export interface ExtensionProfile {
  userDataDir: string;
  context: BrowserContext;
  /** The fixture extension's service worker. */
  sw: Worker;
}

/**
 * A persistent Chromium context in a new temporary profile (named from `prefix`) with the unpacked
 * fixture extension (fixtures/extension) loaded, on the e2e clock, once the extension's service
 * worker runs. If any step fails, what was made is closed and removed. `closeProfile` undoes it.
 */
export async function launchWithExtension(
  prefix: string,
  options: Pick<ContextOptions, 'viewport' | 'reducedMotion'> = {},
): Promise<ExtensionProfile> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), prefix));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      timezoneId: 'UTC',
      locale: 'en-US',
      ...options,
      args: [...CHROMIUM_ARGS, `--disable-extensions-except=${EXTENSION}`, `--load-extension=${EXTENSION}`],
    });
    await startClock(context);
    const sw =
      context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
    return { userDataDir, context, sw };
  } catch (error) {
    await closeProfile({ userDataDir, context });
    throw error;
  }
}

/** Closes the context (if any) and removes its profile folder. */
export async function closeProfile(profile: Partial<ExtensionProfile> | undefined): Promise<void> {
  await profile?.context?.close();
  if (profile?.userDataDir) await rm(profile.userDataDir, { recursive: true, force: true });
}
