/** Why an extension call failed; the UI shows `message`, logs and snapshots keep the rest. */
/** `unsupported`: the extension does not know the call (an optional capability it lacks). */
export const EXTENSION_ERROR_KINDS = [
  'timeout',
  'unreachable',
  'remote',
  'malformed',
  'invalid-args',
  'unsupported',
] as const;
export type ExtensionErrorKind = (typeof EXTENSION_ERROR_KINDS)[number];

export class ExtensionError extends Error {
  readonly kind: ExtensionErrorKind;
  readonly fn: string;
  readonly code?: string | number;

  constructor(kind: ExtensionErrorKind, fn: string, message: string, code?: string | number) {
    super(message);
    this.name = 'ExtensionError';
    this.kind = kind;
    this.fn = fn;
    this.code = code;
  }
}

export const isExtensionError = (e: unknown): e is ExtensionError => e instanceof ExtensionError;

/** Turns whatever was thrown into one line a person can read. */
export function errorMessage(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (typeof e === 'string') return e;
  return 'Something went wrong';
}
