// The simulated extension's profiles, apart from their handlers: the page checks ?extension= on
// every boot, and the QA panel lists them.

/**
 * `full`: every call of the contract, with the shapes we defined (the default). `spec`: only the
 * calls the spec files name, in the spec's plainest shapes (./spec.ts). A public interface (QA
 * scripts use `?extension=<name>`): keep them stable and documented in docs/qa.md.
 */
export const EXTENSION_PROFILES = ['full', 'spec'] as const;

export type ExtensionProfileName = (typeof EXTENSION_PROFILES)[number];

export const DEFAULT_EXTENSION_PROFILE: ExtensionProfileName = 'full';

export const isExtensionProfileName = (name: string): name is ExtensionProfileName =>
  (EXTENSION_PROFILES as readonly string[]).includes(name);
