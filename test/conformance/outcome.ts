import { isUnknownCall } from '@/lib/extension/capabilities';
import { isExtensionError, type ReplyIssue } from '@/lib/extension/errors';

/**
 * What one call came to.
 * valid: the reply passed the contract. invalid: it did not (issues say where).
 * refused: the extension answered with an error (`{ ok: false }`, or a write's "not done").
 * unknown: no answer (Chrome's "message port closed") or an unknown-message error.
 * timeout / unreachable: no answer in time, or the message could not be delivered.
 * skipped: a write without --writes, or an earlier answer it needs is missing.
 * kit-error: the kit's own arguments failed the contract (a bug in calls.ts).
 */
export type Outcome =
  'valid' | 'invalid' | 'refused' | 'unknown' | 'timeout' | 'unreachable' | 'skipped' | 'kit-error';

export interface CallResult {
  channel: 'cmd' | 'rpc';
  name: string;
  /** spec: section 7 of a spec file names it; added: our addition, which an extension may lack. */
  origin: 'spec' | 'added';
  access: 'read' | 'write';
  outcome: Outcome;
  /** Milliseconds from sending to the checked reply; null when skipped. */
  ms: number | null;
  /** For invalid: every issue the contract found, with its path in the reply. */
  issues?: readonly ReplyIssue[];
  /** The error, the reason for a skip, or what the app tolerated (an item left out of a list). */
  detail?: string;
  failed: boolean;
}

const NOT_ANSWERED: readonly Outcome[] = ['unknown', 'timeout', 'unreachable'];

/** The outcome of a call that threw, read the way the app reads it (capabilities.isUnknownCall). */
export function outcomeOfError(error: unknown): Pick<CallResult, 'outcome' | 'issues' | 'detail'> {
  const detail = error instanceof Error ? error.message : String(error);
  if (!isExtensionError(error)) return { outcome: 'kit-error', detail };
  if (isUnknownCall(error)) return { outcome: 'unknown', detail };
  switch (error.kind) {
    case 'malformed':
      return { outcome: 'invalid', issues: error.issues ?? [], detail };
    case 'remote':
      return { outcome: 'refused', detail };
    case 'timeout':
    case 'unreachable':
      return { outcome: error.kind, detail };
    default:
      return { outcome: 'kit-error', detail };
  }
}

/** A call fails the run when its reply broke the contract, or a spec call went unanswered. */
export const isFailure = (r: Pick<CallResult, 'origin' | 'outcome'>): boolean =>
  r.outcome === 'invalid' ||
  r.outcome === 'kit-error' ||
  (r.origin === 'spec' && NOT_ANSWERED.includes(r.outcome));

export interface Summary {
  calls: number;
  byOutcome: Partial<Record<Outcome, number>>;
  specCalls: number;
  specAnswered: number;
  /** 'rpc getTasks', 'cmd getData': the calls that failed the run. */
  failed: string[];
  passed: boolean;
}

export function summarise(results: readonly CallResult[]): Summary {
  const byOutcome: Partial<Record<Outcome, number>> = {};
  for (const r of results) byOutcome[r.outcome] = (byOutcome[r.outcome] ?? 0) + 1;
  const spec = results.filter((r) => r.origin === 'spec' && r.outcome !== 'skipped');
  const failed = results.filter((r) => r.failed).map((r) => `${r.channel} ${r.name}`);
  return {
    calls: results.length,
    byOutcome,
    specCalls: spec.length,
    specAnswered: spec.filter((r) => !NOT_ANSWERED.includes(r.outcome)).length,
    failed,
    passed: failed.length === 0,
  };
}
