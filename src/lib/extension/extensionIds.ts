/**
 * Which extension the app may talk to. The production build carries the token and speaks for
 * the account holder, so it contacts only the extension ids it was built with
 * (VITE_EXTENSION_IDS); any other id in a link is neither stored nor contacted.
 */

/** Chrome extension ids: 32 letters a to p. */
export const EXTENSION_ID_PATTERN = /^[a-p]{32}$/;

/** The comma-separated build-time list; malformed entries are dropped. */
export function parseAllowedExtensionIds(raw: string | undefined): ReadonlySet<string> {
  return new Set(
    (raw ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => EXTENSION_ID_PATTERN.test(id)),
  );
}

export type ExtensionIdChoice =
  | { status: 'ok'; id: string }
  | { status: 'missing' }
  /** The link named an extension that is not ours: contact nothing. */
  | { status: 'unknown' };

/**
 * The id to use: the link's `connectTo` when given (it must be one of ours), otherwise the stored
 * one (also checked, as it may predate the allow-list). `store` is called only with an allowed id.
 */
export function chooseExtensionId(
  fromLink: string | null,
  stored: string | null,
  allowed: ReadonlySet<string>,
  store: (id: string) => void,
): ExtensionIdChoice {
  if (fromLink !== null) {
    if (!allowed.has(fromLink)) return { status: 'unknown' };
    store(fromLink);
    return { status: 'ok', id: fromLink };
  }
  if (stored !== null && allowed.has(stored)) return { status: 'ok', id: stored };
  return { status: 'missing' };
}
