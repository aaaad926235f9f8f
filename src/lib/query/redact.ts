import { commands, remoteFunctions } from '../extension/contract';
import { PlanSettingsReplySchema, UserSchema } from '../session/accountSchemas';
import { QUERY_ROOTS } from './keys';

/*
 * Support snapshots are redacted by an allow-list. Kept: the shape (field names, array lengths),
 * numbers, booleans, null, the contract's enum and literal values, and digit and date strings under
 * the keys that hold counts, times and versions. Ids become opaque stand-ins ("id-7"), the same
 * stand-in wherever the same id appears, so relations survive (a message's `from` still matches its
 * participant). Every other string, and every record key that is neither a field name nor an id, is
 * masked. Secrets are removed in every mode, from the route too.
 */

/** Values removed whether or not the person chose redaction. */
export const REMOVED = '[removed]';
const SECRET_KEY = /token|password|passwd|authorization|secret|cookie|^code$|^webhookUrl$/i;
const SECRET_VALUE = /^(Bearer|Basic)\s/i;
/** Route parameters left out of every snapshot: a reset or verification link's token, code and address. */
const SECRET_ROUTE_PARAM = /^(resetToken|token|code|email)$/i;

/** Fields whose string values are ids (and, in arrays, lists of ids). */
const ID_KEY = /^(id|ids|from|reference|participants|publicIdentifier)$|(Id|Ids|Urn|Urns|Identifier)$/;
/** Fields whose digit and date strings are times, counts and versions (a phone number or a birth date is not). */
const NUMERIC_KEY =
  /(At|Time|Date|Count|Total|Version|Threshold|Limit)$|^(count|total|version|code_version|build|page|size|limit|delay|days|counter|skipCounter|currentPage|cacheExpiry)$/;
const ROUTE_SEGMENT = /^([a-z][a-zA-Z-]{0,39}|\d{1,20}|)$/;
/**
 * Keys kept whatever they are: letters only (`firstName`, `dripCampaign`) or digits only (status
 * codes). A key with a hyphen, a dot, a space or letters and digits mixed (`jane-doe-4a1b2c`) is
 * kept only when the contract or the app names it, or replaced as an id.
 */
const FIELD_KEY = /^([A-Za-z_$]{1,64}|\d{1,20})$/;
/** Digit strings, dotted digits (versions), dates: kept under NUMERIC_KEY and id keys only. */
const NUMERIC_VALUE = /^(-?\d+(\.\d+)*|\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?)$/;
const BOOLEAN_TEXT = /^(true|false)$/;
/** Error texts the app itself writes (the part before any detail in brackets). */
const SAFE_ERROR =
  /^(The extension (did not answer \S+ in time|sent a malformed reply to \S+|sent an unexpected reply to \S+)|\S+ was called with bad arguments|Could not establish connection\. Receiving end does not exist\.|The server (answered \d{3}|did not answer in time|sent an unexpected answer to \S+)|Could not reach the server\. Check your connection and try again\.|Replaying a snapshot: changes are not sent anywhere\.|Timed out|This extension does not offer \S+|The extension is not connected)/;

/** Every enum and literal value of the schemas, and every field name of their objects. */
function schemaWords(...schemas: unknown[]): { values: Set<string>; fields: Set<string> } {
  const values = new Set<string>();
  const fields = new Set<string>();
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return Object.values(node).forEach(walk);
    if (def.type === 'enum') Object.values(def.entries as object).forEach((v) => values.add(String(v)));
    if (def.type === 'literal') (def.values as unknown[]).forEach((v) => values.add(String(v)));
    if (def.type === 'object') Object.keys(def.shape as object).forEach((k) => fields.add(k));
    if (def.type === 'lazy' && typeof def.getter === 'function') walk((def.getter as () => unknown)());
    Object.values(def).forEach(walk);
  };
  schemas.forEach(walk);
  return { values, fields };
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
let known: { words: Set<string>; fields: Set<string> } | undefined;
const knownWords = () => {
  if (known) return known;
  const { values, fields } = schemaWords(remoteFunctions, commands, UserSchema, PlanSettingsReplySchema);
  return (known = { words: new Set([...values, ...APP_WORDS]), fields });
};
const isKnownWord = (s: string) => knownWords().words.has(s);
/** A key the app or the contract names (a field, a key word), not one a record took from its data. */
const isKnownKey = (k: string) => isKnownWord(k) || knownWords().fields.has(k) || FIELD_KEY.test(k);

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
    if (!redact || s === '' || isKnownWord(s) || BOOLEAN_TEXT.test(s)) return s;
    // Numeric ids stay as they are (campaign and queue ids; replay looks them up).
    if (NUMERIC_VALUE.test(s) && (NUMERIC_KEY.test(key) || ID_KEY.test(key))) return s;
    return ids.get(s) ?? maskText(s);
  };

  const objectKey = (k: string): string => {
    if (!redact) return k;
    return ids.get(k) ?? (isKnownKey(k) ? k : maskText(k));
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
      const url = new URL(route, 'http://app.invalid');
      const path = redact
        ? url.pathname
            .split('/')
            // The app's paths are route names and numeric ids; anything else in a path is masked.
            .map((segment) =>
              ROUTE_SEGMENT.test(segment) ? (ids.get(segment) ?? segment) : maskText(segment),
            )
            .join('/')
        : url.pathname;
      // A reset or verification link's token, code and address are left out in every mode.
      const params = [...url.searchParams]
        .filter(([k]) => !SECRET_ROUTE_PARAM.test(k))
        .map(([k, v]) => {
          const kept = SECRET_KEY.test(k) || SECRET_VALUE.test(v) ? REMOVED : text(v, k);
          return `${encodeURIComponent(k)}=${encodeURIComponent(kept)}`;
        });
      return `${path}${params.length ? `?${params.join('&')}` : ''}`;
    },
    error: (message) => {
      if (message === undefined || !redact) return message;
      const safe = SAFE_ERROR.exec(message);
      return safe ? safe[0] : maskText(message);
    },
  };
}
