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

/** What the contract found wrong in a reply: where (`a.0.b`, or `reply` for the whole), and what. */
export interface ReplyIssue {
  path: string;
  message: string;
}

export class ExtensionError extends Error {
  readonly kind: ExtensionErrorKind;
  readonly fn: string;
  readonly code?: string | number;
  /** For `malformed`: every issue zod found (the message names the first). */
  readonly issues?: readonly ReplyIssue[];

  constructor(
    kind: ExtensionErrorKind,
    fn: string,
    message: string,
    code?: string | number,
    issues?: readonly ReplyIssue[],
  ) {
    super(message);
    this.name = 'ExtensionError';
    this.kind = kind;
    this.fn = fn;
    this.code = code;
    this.issues = issues;
  }
}

export const isExtensionError = (e: unknown): e is ExtensionError => e instanceof ExtensionError;

/** Error texts shown to people stop here: an extension or a server may send pages of them. */
export const SHOWN_ERROR_MAX_CHARS = 500;

/** Turns whatever was thrown into one line a person can read, at most SHOWN_ERROR_MAX_CHARS long. */
export function errorMessage(e: unknown): string {
  const text = e instanceof Error ? e.message : typeof e === 'string' ? e : 'Something went wrong';
  return text.length > SHOWN_ERROR_MAX_CHARS ? `${text.slice(0, SHOWN_ERROR_MAX_CHARS - 1)}…` : text;
}
