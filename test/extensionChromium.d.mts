import type { BrowserContext, Worker, chromium } from '@playwright/test';

type ContextOptions = NonNullable<Parameters<typeof chromium.launchPersistentContext>[1]>;

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];

export interface ExtensionProfile {
  userDataDir: string;
  /** Made for this context (and removed with it), not given. */
  temporary: boolean;
  context: BrowserContext;
  /** The extension's service worker. */
  sw: Worker;
  extensionId: string;
}

export interface LaunchOptions extends Omit<ContextOptions, 'args' | 'executablePath'> {
  /** Names the temporary profile folder. */
  prefix?: string;
  /** A profile folder to use instead of a temporary one; it is kept. */
  userDataDir?: string;
  /** Flags added to CHROMIUM_ARGS. */
  args?: string[];
  /** How long to wait for the extension's service worker. */
  timeoutMs?: number;
}

export declare function launchExtensionProfile(
  extensionDir: string,
  options?: LaunchOptions,
): Promise<ExtensionProfile>;
export declare function closeExtensionProfile(
  profile: Partial<Pick<ExtensionProfile, 'userDataDir' | 'temporary' | 'context'>> | undefined,
): Promise<void>;
