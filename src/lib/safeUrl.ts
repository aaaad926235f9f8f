/**
 * The one check for every address that comes from the extension or the server and that the app
 * navigates to or opens: https only (plus localhost in dev and preview builds, which run the
 * simulation), no user name or password, and a host on the allow-list of the link's purpose.
 */

export type UrlPurpose = 'checkout' | 'google-sign-in' | 'linkedin';

interface AllowedHost {
  host: string;
  /** Also any subdomain of `host` (the gateways host their checkout pages on subdomains). */
  subdomains: boolean;
}

const ALLOWED_HOSTS: Record<UrlPurpose, readonly AllowedHost[]> = {
  // The two payment gateways: A (Airwallex) and B (Stripe).
  checkout: [
    { host: 'airwallex.com', subdomains: true },
    { host: 'stripe.com', subdomains: true },
  ],
  'google-sign-in': [{ host: 'accounts.google.com', subdomains: false }],
  linkedin: [{ host: 'linkedin.com', subdomains: true }],
};

const PURPOSE_LABEL: Record<UrlPurpose, string> = {
  checkout: 'The checkout page',
  'google-sign-in': 'The Google sign-in page',
  linkedin: 'The LinkedIn page',
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const MAX_URL_LENGTH = 4096;

export class UnsafeUrlError extends Error {
  constructor(purpose: UrlPurpose, reason: string) {
    super(`${PURPOSE_LABEL[purpose]} was not opened: ${reason}.`);
    this.name = 'UnsafeUrlError';
  }
}

export interface SafeUrlOptions {
  /** Dev and preview builds: http(s) on localhost and relative addresses on the app's origin. */
  allowLocal: boolean;
  origin: string;
}

const defaultOptions = (): SafeUrlOptions => ({
  allowLocal: __SIMULATED__,
  origin: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
});

const hostAllowed = (hostname: string, allowed: readonly AllowedHost[]) =>
  allowed.some((a) => hostname === a.host || (a.subdomains && hostname.endsWith(`.${a.host}`)));

/** Returns the checked, normalised address, or throws an UnsafeUrlError that says why it was refused. */
export function safeUrl(
  raw: string,
  purpose: UrlPurpose,
  options: SafeUrlOptions = defaultOptions(),
): string {
  if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH)
    throw new UnsafeUrlError(purpose, 'the address is not valid');
  let url: URL;
  try {
    // Relative addresses only in dev/preview (the simulated pages); production needs absolute ones.
    url = options.allowLocal ? new URL(raw, options.origin) : new URL(raw);
  } catch {
    throw new UnsafeUrlError(purpose, 'the address is not valid');
  }
  const local = options.allowLocal && LOCAL_HOSTS.has(url.hostname);
  if (local && (url.protocol === 'http:' || url.protocol === 'https:')) return url.href;
  if (url.protocol !== 'https:') throw new UnsafeUrlError(purpose, 'it is not a secure (https) address');
  if (url.username || url.password)
    throw new UnsafeUrlError(purpose, 'the address hides a user name or password');
  if (url.port) throw new UnsafeUrlError(purpose, 'the address names an unusual port');
  if (!hostAllowed(url.hostname, ALLOWED_HOSTS[purpose]))
    throw new UnsafeUrlError(purpose, `${url.hostname} is not a trusted address for it`);
  return url.href;
}

/** For links: the checked address, or undefined (the link is then shown as plain text). */
export function safeHref(raw: string, purpose: UrlPurpose, options?: SafeUrlOptions): string | undefined {
  try {
    return safeUrl(raw, purpose, options);
  } catch {
    return undefined;
  }
}

/** A person's LinkedIn profile; the identifier is one path segment, whatever it contains. */
export const linkedinProfileUrl = (publicIdentifier: string | null | undefined): string | undefined =>
  publicIdentifier
    ? safeHref(`https://www.linkedin.com/in/${encodeURIComponent(publicIdentifier)}/`, 'linkedin')
    : undefined;

/** A conversation in the LinkedIn inbox. */
export const linkedinThreadUrl = (threadId: string): string | undefined =>
  safeHref(`https://www.linkedin.com/messaging/thread/${encodeURIComponent(threadId)}/`, 'linkedin');
