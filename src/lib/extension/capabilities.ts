import { ExtensionError, isExtensionError } from './errors';

/**
 * Calls the spec does not name are optional capabilities of the extension. Each is learned once
 * per session: the first "unknown message" answer marks it absent, and the feature then uses its
 * spec fallback (docs/extension-protocol.md lists every one).
 */
export const OPTIONAL_CALLS = [
  'getUserSettings',
  'updateUserSettings',
  'restartExtension',
  'taskManager.getTaskOptions',
] as const;
export type OptionalCall = (typeof OPTIONAL_CALLS)[number];

/** unknown: not asked yet this session; present: it answered; absent: the extension does not know it. */
export type CapabilityState = 'unknown' | 'present' | 'absent';

const states = new Map<string, CapabilityState>();
const listeners = new Set<() => void>();
let snapshot: Readonly<Record<string, CapabilityState>> = {};

const isOptional = (name: string): name is OptionalCall =>
  (OPTIONAL_CALLS as readonly string[]).includes(name);

function set(name: string, state: CapabilityState) {
  if (!isOptional(name) || states.get(name) === state) return;
  states.set(name, state);
  snapshot = Object.fromEntries(OPTIONAL_CALLS.map((n) => [n, states.get(n) ?? 'unknown']));
  listeners.forEach((l) => l());
}

export const capabilityState = (name: string): CapabilityState => states.get(name) ?? 'unknown';

/** Every optional call with its state (a stable object between changes, for useSyncExternalStore). */
export const capabilitySnapshot = (): Readonly<Record<string, CapabilityState>> =>
  Object.keys(snapshot).length
    ? snapshot
    : (snapshot = Object.fromEntries(OPTIONAL_CALLS.map((n) => [n, 'unknown'])));

export function subscribeCapabilities(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Chrome's words when the extension's listener never answers (what an extension does with a
// message it does not handle), and the error codes an extension may send for one it refuses.
const PORT_CLOSED = /message port closed before a response was received/i;
const UNKNOWN_WORDS =
  /unknown (message|function|command|remote|call)|not (a )?(known|supported)|no such (function|command)/i;
const UNKNOWN_CODES = new Set([
  'unknown',
  'UNKNOWN',
  'unknown-message',
  'UNKNOWN_MESSAGE',
  'not-supported',
  404,
]);

/** True when the error says the extension does not know the call (not that the call failed). */
export function isUnknownCall(e: unknown): boolean {
  if (!isExtensionError(e)) return false;
  if (e.kind === 'unsupported') return true;
  if (e.kind === 'unreachable') return PORT_CLOSED.test(e.message);
  if (e.kind === 'remote')
    return (e.code !== undefined && UNKNOWN_CODES.has(e.code)) || UNKNOWN_WORDS.test(e.message);
  return false;
}

/** Records what an optional call's outcome says about the extension; an unknown call becomes 'unsupported'. */
export function learnFromCall(name: string, error?: unknown): unknown {
  if (!isOptional(name)) return error;
  if (error === undefined) {
    set(name, 'present');
    return undefined;
  }
  if (!isUnknownCall(error)) return error; // a timeout or a refusal says nothing about the capability
  set(name, 'absent');
  return new ExtensionError('unsupported', name, `This extension does not offer ${name}`);
}

/** True when a call failed because the extension does not offer it (an optional capability it lacks). */
export const isUnsupported = (e: unknown): boolean => isExtensionError(e) && e.kind === 'unsupported';

/** The call's answer, or `fallback` when the extension does not offer the call; other failures stay failures. */
export async function unlessUnsupported<T, F>(call: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await call;
  } catch (e) {
    if (isUnsupported(e)) return fallback;
    throw e;
  }
}

/** For tests: forget what was learned. */
export function resetCapabilities(): void {
  states.clear();
  snapshot = {};
  listeners.forEach((l) => l());
}
