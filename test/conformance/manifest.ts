import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of an unpacked extension's manifest.json the kit reads. */
export interface ExtensionManifest {
  name: string;
  version: string;
  /** externally_connectable.matches: the web pages that may message the extension. */
  matches: string[];
}

export function readManifest(extensionDir: string): ExtensionManifest {
  const file = path.join(extensionDir, 'manifest.json');
  let raw: { name?: unknown; version?: unknown; externally_connectable?: { matches?: unknown } };
  try {
    raw = JSON.parse(readFileSync(file, 'utf8')) as typeof raw;
  } catch (e) {
    throw new Error(`${file} cannot be read: ${e instanceof Error ? e.message : String(e)}`);
  }
  const matches = raw.externally_connectable?.matches;
  return {
    name: typeof raw.name === 'string' ? raw.name : '(no name)',
    version: typeof raw.version === 'string' ? raw.version : '(no version)',
    matches: Array.isArray(matches) ? matches.filter((m): m is string => typeof m === 'string') : [],
  };
}

const PATTERN = /^(\*|https?):\/\/(\*|\*\.[^/:]+|[^/:*]+)(?::(\d+))?\//;

/** True when one match pattern (Chrome's syntax, e.g. http://127.0.0.1/*) covers the origin. */
function patternCovers(pattern: string, origin: URL): boolean {
  const m = PATTERN.exec(pattern);
  if (!m) return false;
  const [, scheme, host = '', port] = m;
  const protocol = origin.protocol.slice(0, -1);
  if (scheme === '*' ? !['http', 'https'].includes(protocol) : scheme !== protocol) return false;
  if (port && port !== origin.port) return false;
  if (host === '*') return true;
  if (host.startsWith('*.'))
    return origin.hostname === host.slice(2) || origin.hostname.endsWith(host.slice(1));
  return origin.hostname === host;
}

export const allowsOrigin = (manifest: ExtensionManifest, origin: string): boolean =>
  manifest.matches.some((pattern) => patternCovers(pattern, new URL(origin)));
