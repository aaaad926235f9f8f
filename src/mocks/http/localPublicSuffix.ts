// Stands in for `tldts` in the dev and preview builds (vite.config.ts). msw keeps a cookie jar
// (tough-cookie), which asks tldts for a host's registrable domain; tldts carries the whole public
// suffix list, 257 KB of minified JS that every load of the simulation evaluated. The simulated API
// sets and reads no cookies, and runs on this machine's own hosts, so a host's last two labels (or
// the host itself) serve: a jar with no cookies never uses the answer.

/** The registrable domain of `hostname` as tldts' `getDomain` names it; null for an IP address. */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (!host || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  return host.split('.').slice(-2).join('.');
}
