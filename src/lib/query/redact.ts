import { commands, remoteFunctions } from '../extension/contract';
import { QUERY_ROOTS } from './keys';

/*
 * Support snapshots are redacted by an allow-list. Kept: the shape (object keys, array lengths),
 * numbers, booleans, null, status codes and enum values. Ids become opaque stand-ins ("id-7"), the
 * same stand-in wherever the same id appears, so relations survive (a message's `from` still
 * matches its participant). Every other string is masked. Secrets are removed in every mode.
 */

/** Values removed whether or not the person chose redaction. */
export const REMOVED = '[removed]';
const SECRET_KEY = /token|password|passwd|authorization|secret|cookie|^code$|^webhookUrl$/i;
const SECRET_VALUE = /^(Bearer|Basic)\s/i;

/** Fields whose string values are ids (and, in arrays, lists of ids). */
const ID_KEY = /^(id|ids|from|reference|participants|publicIdentifier)$|(Id|Ids|Urn|Urns|Identifier)$/;
/** Fields that hold a status or an enum; their values are kept when they look like one word. */
const ENUM_KEY =
  /^(status|module|type|kind|availability|membershipType|schedule|mediaType|env|billingCycle|order|field|listType|action|fetchMethod|sendWith|channel|filter|linkedin|builtin|hasNote|contacted|isHidden|period|gateway|build|mode|fetchStatus|excludeIfLastMessageType)$/;
const ENUM_VALUE = /^[A-Za-z][\w.:/+-]{0,39}$/;
const ROUTE_SEGMENT = /^([a-z][a-zA-Z-]{0,39}|\d{1,20}|)$/;
const PLAIN_KEY = /^([A-Za-z_$][\w$-]{0,63}|\d{1,20})$/;
/** Numbers and booleans sent as strings, dates, versions: never personal. */
const SAFE_VALUE = /^(-?\d+(\.\d+)*|true|false|\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?)$/;
/** Error texts the app itself writes (the part before any detail in brackets). */
const SAFE_ERROR =
  /^(The extension (did not answer \S+ in time|sent a malformed reply to \S+|sent an unexpected reply to \S+)|\S+ was called with bad arguments|Could not establish connection\. Receiving end does not exist\.|The server (answered \d{3}|did not answer in time|sent an unexpected answer to \S+)|Could not reach the server\. Check your connection and try again\.|Replaying a snapshot: changes are not sent anywhere\.|Timed out|This extension does not offer \S+|The extension is not connected)/;

/** Every enum and literal string of the extension contract, plus the app's own key words. */
function contractEnumValues(): Set<string> {
  const found = new Set<string>();
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return Object.values(node).forEach(walk);
    if (def.type === 'enum') Object.values(def.entries as object).forEach((v) => found.add(String(v)));
    if (def.type === 'literal') (def.values as unknown[]).forEach((v) => found.add(String(v)));
    if (def.type === 'lazy' && typeof def.getter === 'function') walk((def.getter as () => unknown)());
    Object.values(def).forEach(walk);
  };
  walk(remoteFunctions);
  walk(commands);
  return found;
}

/** Words used in query keys and statuses the replay needs; none of them can name a person. */
const APP_WORDS = [
  ...Object.values(QUERY_ROOTS),
  ...['me', 'planSettings', 'data', 'currentLinkedinUser', 'tasks', 'list', 'live', 'page', 'campaign'],
  ...['lists', 'groups', 'miniCampaigns', 'sampleProfile', 'preview', 'stats', 'activeCampaigns'],
  ...['connections', 'personalData', 'plans', 'activePlan', 'gateways', 'conversations', 'events'],
  ...['profiles-exist', 'connections-loading', 'presence', 'tags', 'profile', 'related', 'canned'],
  ...['campaigns', 'contacts', 'loading', 'bulkDelay', 'manualExpired', 'industries', 'profiles'],
  ...['saved', 'withdrawal', 'pendingInvites', 'user', 'restartAllowed', 'version'],
  ...['today', 'yesterday', 'last7', 'last30', 'success', 'error', 'pending', 'idle', 'fetching'],
  ...['paused', 'ONLINE', 'OFFLINE', 'airwallex', 'stripe', 'partial', 'full', 'incoming', 'outgoing'],
];
let knownWords: Set<string> | undefined;
const isKnownWord = (s: string) => (knownWords ??= new Set([...contractEnumValues(), ...APP_WORDS])).has(s);

/** Keeps the length (up to 200) and the spaces, @ and dots of a string, so its shape stays visible. */
export const maskText = (s: string) => {
  const head = s.slice(0, 200).replace(/[^\s@.]/g, '•');
  return s.length > 200 ? `${head}…` : head;
};

export interface Redactor {
  /** Pass 1: learn the ids (so an id is replaced the same way wherever it appears). */
  collect(value: unknown, key?: string): void;
  value(value: unknown, key?: string): unknown;
  queryKey(key: readonly unknown[]): unknown[];
  route(route: string): string;
  error(message: string | undefined): string | undefined;
}

export function createRedactor(redact: boolean): Redactor {
  const ids = new Map<string, string>();
  const standIn = (id: string) => {
    let s = ids.get(id);
    if (s === undefined) ids.set(id, (s = `id-${ids.size + 1}`));
    return s;
  };

  const collect = (value: unknown, key = ''): void => {
    if (!redact) return;
    if (typeof value === 'string') {
      if (value && ID_KEY.test(key) && !isKnownWord(value)) standIn(value);
    } else if (Array.isArray(value)) value.forEach((v) => collect(v, key));
    else if (value && typeof value === 'object')
      Object.entries(value).forEach(([k, v]) => collect(v, SECRET_KEY.test(k) ? '' : k));
  };

  const text = (s: string, key: string): string => {
    if (SECRET_VALUE.test(s)) return REMOVED;
    if (!redact || s === '' || isKnownWord(s) || SAFE_VALUE.test(s)) return s;
    const id = ids.get(s);
    if (id !== undefined) return id;
    if (ENUM_KEY.test(key) && ENUM_VALUE.test(s)) return s;
    return maskText(s);
  };

  const objectKey = (k: string): string => {
    if (!redact) return k;
    return ids.get(k) ?? (PLAIN_KEY.test(k) || isKnownWord(k) ? k : maskText(k));
  };

  const value = (v: unknown, key = ''): unknown => {
    if (SECRET_KEY.test(key) && (typeof v !== 'number' || key !== 'code') && v != null) return REMOVED;
    if (typeof v === 'string') return text(v, key);
    if (Array.isArray(v)) return v.map((item) => value(item, key));
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [objectKey(k), value(item, k)]));
    return v;
  };

  return {
    collect,
    value,
    // Root and sub-key words stay so replay finds the queries; search text and the like are masked.
    queryKey: (key) => key.map((part) => value(part, 'queryKey')),
    route: (route) => {
      if (!redact) return route;
      const url = new URL(route, 'http://app.invalid');
      const path = url.pathname
        .split('/')
        // The app's paths are route names and numeric ids; anything else in a path is masked.
        .map((segment) => (ROUTE_SEGMENT.test(segment) ? (ids.get(segment) ?? segment) : maskText(segment)))
        .join('/');
      const params = [...url.searchParams].map(
        ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(text(v, k))}`,
      );
      return `${path}${params.length ? `?${params.join('&')}` : ''}`;
    },
    error: (message) => {
      if (message === undefined || !redact) return message;
      const safe = SAFE_ERROR.exec(message);
      return safe ? safe[0] : maskText(message);
    },
  };
}
