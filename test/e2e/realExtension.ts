import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startClock } from './test';
import {
  closeExtensionProfile,
  launchExtensionProfile,
  type ExtensionProfile,
  type LaunchOptions,
} from '../extensionChromium.mjs';

export type { ExtensionProfile };

const EXTENSION = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'extension');

/**
 * A persistent Chromium context in a new temporary profile (named from `prefix`) with the unpacked
 * fixture extension (fixtures/extension) loaded, on the e2e clock, once the extension's service
 * worker runs. If any step fails, what was made is closed and removed. `closeProfile` undoes it.
 */
export async function launchWithExtension(
  prefix: string,
  options: Pick<LaunchOptions, 'viewport' | 'reducedMotion'> = {},
): Promise<ExtensionProfile> {
  const profile = await launchExtensionProfile(EXTENSION, {
    prefix,
    timezoneId: 'UTC',
    locale: 'en-US',
    timeoutMs: 15_000,
    ...options,
  });
  try {
    await startClock(profile.context);
    return profile;
  } catch (error) {
    await closeExtensionProfile(profile);
    throw error;
  }
}

/** Closes the context and removes its profile folder. */
export const closeProfile = closeExtensionProfile;
