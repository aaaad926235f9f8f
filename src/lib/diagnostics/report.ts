import { capabilitySnapshot, type CapabilityState } from '../extension/capabilities';
import {
  lastResyncSnapshot,
  pushLogSnapshot,
  type PushRecord,
  type ResyncRecord,
} from '../extension/pushLog';
import type { PortStatus } from '../extension/transport';
import { journalCalls, type JournalCall } from '../journal';
import type { SessionState } from '../session/startup';
import { now } from '../time/clock';
import { callOutcomes, type CallOutcome } from './callOutcomes';

/**
 * What support needs to know about this tab's extension: states, versions, names, outcomes and
 * times. Never a token or a person (no names, e-mails, profile ids, message texts), never a
 * call's arguments or reply.
 */
export interface Diagnostics {
  takenAt: number;
  app: { version: string; build: string };
  connection: {
    startup: SessionState['phase'];
    extension: SessionState['connection'];
    /** 'none': no transport (no extension id, or the browser has no extension messaging). */
    port: PortStatus | 'none';
    transport: string;
    accountCheck: SessionState['accountCheck'];
  };
  extension: { id: string | null; version: string | null; versionAtStartup: string | null };
  /** The last time the port came back after a drop, and the query roots fetched again then. */
  resync: ResyncRecord | null;
  capabilities: Readonly<Record<string, CapabilityState>>;
  calls: CallOutcome[];
  /** Newest first. */
  pushes: PushRecord[];
}

/** The parts of the bridge diagnostics read (undefined when the app has none). */
export interface DiagnosticsBridge {
  transport: { kind: string; extensionId?: string };
  currentPortStatus: PortStatus;
}

export interface DiagnosticsSources {
  session: SessionState;
  bridge: DiagnosticsBridge | undefined;
  /** The extension's answer to getExtensionManifestVersion now, if it gave one. */
  extensionVersion: string | null | undefined;
}

/** Besides the sources: what this tab keeps in memory, and the time. */
export interface DiagnosticsParts extends DiagnosticsSources {
  port: PortStatus | 'none';
  capabilities: Readonly<Record<string, CapabilityState>>;
  journal: readonly JournalCall[];
  /** Oldest first, as the push log keeps them. */
  pushes: readonly PushRecord[];
  resync: ResyncRecord | null;
  takenAt: number;
}

export function buildDiagnostics(parts: DiagnosticsParts): Diagnostics {
  const { session, bridge, extensionVersion } = parts;
  return {
    takenAt: parts.takenAt,
    app: { version: __APP_VERSION__, build: import.meta.env.MODE },
    connection: {
      startup: session.phase,
      extension: session.connection,
      port: parts.port,
      transport: bridge?.transport.kind ?? 'none',
      accountCheck: session.accountCheck,
    },
    extension: {
      id: bridge?.transport.extensionId ?? null,
      version: extensionVersion ?? null,
      versionAtStartup: session.extensionVersion,
    },
    resync: parts.resync,
    capabilities: parts.capabilities,
    calls: callOutcomes(parts.journal),
    pushes: [...parts.pushes].reverse(),
  };
}

/** Everything now: the session and bridge given, and the journal, capabilities and pushes kept in memory. */
export const collectDiagnostics = (sources: DiagnosticsSources): Diagnostics =>
  buildDiagnostics({
    ...sources,
    port: sources.bridge?.currentPortStatus ?? 'none',
    capabilities: capabilitySnapshot(),
    journal: journalCalls(),
    pushes: pushLogSnapshot(),
    resync: lastResyncSnapshot(),
    takenAt: now(),
  });

export const CONNECTION_WORDS: Record<SessionState['connection'], string> = {
  ok: 'connected',
  failed: 'not reachable',
  'missing-id': 'no extension id in the address',
  'unknown-id': 'the link named an extension this build does not know (not contacted)',
};

export const ACCOUNT_CHECK_WORDS: Record<SessionState['accountCheck'], string> = {
  ok: 'passed',
  failed: 'failed',
  'not-run': 'not run',
};

const iso = (at: number) => new Date(at).toISOString();

/** The last reconnect in words: when, and what was fetched again (`at` shown by the caller's clock format). */
export const resyncWords = (resync: ResyncRecord, time: (at: number) => string = iso): string =>
  `${time(resync.at)}, fetched again: ${resync.roots.join(', ')}`;

/** Plain text for a support e-mail or a snapshot, one fact a line; times in UTC. */
export function diagnosticsText(d: Diagnostics): string {
  const c = d.connection;
  const lines = [
    `Diagnostics taken ${iso(d.takenAt)}`,
    `App: version ${d.app.version} (${d.app.build} build)`,
    `Start-up: ${c.startup}`,
    `Extension connection: ${CONNECTION_WORDS[c.extension]}`,
    `Port: ${c.port} (transport: ${c.transport})`,
    `Last reconnect: ${d.resync ? resyncWords(d.resync) : 'none in this tab'}`,
    `Account check: ${ACCOUNT_CHECK_WORDS[c.accountCheck]}`,
    `Extension id: ${d.extension.id ?? 'none'}`,
    `Extension version: ${d.extension.version ?? 'no answer'} (at start-up: ${d.extension.versionAtStartup ?? 'no answer'})`,
    '',
    'Optional capabilities:',
    ...Object.entries(d.capabilities).map(([name, state]) => `  ${name}: ${state}`),
    '',
    'Last outcome of each extension call (newest first):',
    ...(d.calls.length
      ? d.calls.map(
          (call) =>
            `  ${call.channel} ${call.name}: ${call.outcome}, ${call.ms} ms, ${iso(call.at)}` +
            ` (${call.failures} of ${call.calls} failed)${call.message ? ` — ${call.message}` : ''}`,
        )
      : ['  none yet']),
    '',
    'Last pushes (newest first):',
    ...(d.pushes.length ? d.pushes.map((p) => `  ${iso(p.at)} ${p.name}`) : ['  none yet']),
  ];
  return `${lines.join('\n')}\n`;
}
