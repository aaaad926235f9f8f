import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { callOutcomes } from '@/lib/diagnostics/callOutcomes';
import { buildDiagnostics, diagnosticsText, type DiagnosticsParts } from '@/lib/diagnostics/report';
import { OPTIONAL_CALLS } from '@/lib/extension/capabilities';
import { PUSH_LOG_SIZE, pushLogSnapshot, recordPush, clearPushLog } from '@/lib/extension/pushLog';
import { clearJournal, recordCall, type JournalCall } from '@/lib/journal';
import { buildSnapshot, parseSnapshot } from '@/lib/query/snapshot';
import { initialSessionState } from '@/lib/session/startup';

const call = (over: Partial<JournalCall>): JournalCall => ({
  at: 1_000,
  channel: 'rpc',
  name: 'getTasks',
  ms: 4,
  ok: true,
  ...over,
});

const parts = (over: Partial<DiagnosticsParts> = {}): DiagnosticsParts => ({
  session: { ...initialSessionState, phase: 'ready', extensionVersion: '5.4.1', accountCheck: 'ok' },
  bridge: {
    transport: { kind: 'chrome', extensionId: 'abcdefghijklmnopabcdefghijklmnop' },
    currentPortStatus: 'connected',
  },
  port: 'connected',
  capabilities: Object.fromEntries(OPTIONAL_CALLS.map((n) => [n, 'unknown'])),
  journal: [],
  pushes: [],
  resync: null,
  extensionVersion: '5.4.1',
  takenAt: Date.UTC(2026, 11, 2, 12),
  ...over,
});

describe('callOutcomes', () => {
  it("keeps each extension call's last outcome, newest first, with its count of failures", () => {
    const outcomes = callOutcomes([
      call({
        name: 'getTasks',
        ok: false,
        kind: 'timeout',
        error: 'The extension did not answer getTasks in time',
      }),
      call({ name: 'getData', channel: 'cmd', at: 2_000 }),
      call({ channel: 'http', name: 'GET /user/me' }),
      call({ name: 'getTasks', at: 3_000, ms: 9 }),
    ]);
    expect(outcomes).toEqual([
      { channel: 'rpc', name: 'getTasks', outcome: 'ok', ms: 9, at: 3_000, calls: 2, failures: 1 },
      { channel: 'cmd', name: 'getData', outcome: 'ok', ms: 4, at: 2_000, calls: 1, failures: 0 },
    ]);
  });

  it.each([
    ['timeout', 'timeout'],
    ['malformed', 'malformed'],
    ['unsupported', 'unsupported'],
    ['unreachable', 'unreachable'],
    ['remote', 'error'],
    ['invalid-args', 'error'],
    [undefined, 'error'],
  ] as const)('a failure of kind %s reads %s', (kind, outcome) => {
    expect(callOutcomes([call({ ok: false, kind, error: 'x' })])[0]).toMatchObject({ outcome, message: 'x' });
  });

  it('drops e-mail addresses from the words of an error', () => {
    const [outcome] = callOutcomes([
      call({ ok: false, kind: 'remote', error: 'No account for alex.morgan@example.com (try again)' }),
    ]);
    expect(outcome?.message).toBe('No account for [e-mail] (try again)');
  });
});

describe('the push log', () => {
  beforeEach(() => clearPushLog());

  it(`keeps the last ${PUSH_LOG_SIZE} pushes, their names and times only`, () => {
    for (let i = 0; i < PUSH_LOG_SIZE + 5; i++)
      recordPush({ type: 'event', data: { name: `event${i}`, text: 'Call me at 5' } }, i);
    const log = pushLogSnapshot();
    expect(log).toHaveLength(PUSH_LOG_SIZE);
    expect(log[0]).toEqual({ name: 'event5', at: 5 });
    expect(JSON.stringify(log)).not.toContain('Call me');
  });
});

describe('diagnosticsText', () => {
  it('says it all one fact a line, times in UTC', () => {
    const text = diagnosticsText(
      buildDiagnostics(
        parts({
          journal: [
            call({ ok: false, kind: 'timeout', error: 'The extension did not answer getTasks in time' }),
          ],
          pushes: [
            { name: 'eventsUpdated', at: Date.UTC(2026, 11, 2, 11, 59) },
            { name: 'messageReceived', at: Date.UTC(2026, 11, 2, 11, 59, 30) },
          ],
          resync: { at: Date.UTC(2026, 11, 2, 11, 59, 45), roots: ['messenger', 'dashboard'] },
        }),
      ),
    );
    expect(text).toBe(
      [
        'Diagnostics taken 2026-12-02T12:00:00.000Z',
        'App: version test (test build)',
        'Start-up: ready',
        'Extension connection: connected',
        'Port: connected (transport: chrome)',
        'Last reconnect: 2026-12-02T11:59:45.000Z, fetched again: messenger, dashboard',
        'Account check: passed',
        'Extension id: abcdefghijklmnopabcdefghijklmnop',
        'Extension version: 5.4.1 (at start-up: 5.4.1)',
        '',
        'Optional capabilities:',
        ...OPTIONAL_CALLS.map((n) => `  ${n}: unknown`),
        '',
        'Last outcome of each extension call (newest first):',
        '  rpc getTasks: timeout, 4 ms, 1970-01-01T00:00:01.000Z (1 of 1 failed) — The extension did not answer getTasks in time',
        '',
        'Last pushes (newest first):',
        '  2026-12-02T11:59:30.000Z messageReceived',
        '  2026-12-02T11:59:00.000Z eventsUpdated',
        '',
      ].join('\n'),
    );
  });

  it('says what is missing when there is no extension', () => {
    const text = diagnosticsText(
      buildDiagnostics(
        parts({
          session: { ...initialSessionState, phase: 'ready', connection: 'missing-id' },
          bridge: undefined,
          port: 'none',
          extensionVersion: undefined,
        }),
      ),
    );
    expect(text).toContain('Extension connection: no extension id in the address\n');
    expect(text).toContain('Port: none (transport: none)\n');
    expect(text).toContain('Last reconnect: none in this tab\n');
    expect(text).toContain('Extension id: none\n');
    expect(text).toContain('Extension version: no answer (at start-up: no answer)\n');
    expect(text).toContain('  none yet\n');
  });
});

describe('the support snapshot', () => {
  beforeEach(() => clearJournal());

  it("carries the diagnostics text, an extension's own error words masked", () => {
    const failed = [
      call({ ok: false, kind: 'remote', error: 'Alex Morgan has no account' }),
      call({
        name: 'getUserSettings',
        ok: false,
        kind: 'unsupported',
        error: 'This extension does not offer getUserSettings',
      }),
    ];
    failed.forEach((c) => recordCall({ ...c, args: [] }));
    const diagnostics = buildDiagnostics(parts({ journal: failed }));
    const snapshot = (redact: boolean) =>
      buildSnapshot(new QueryClient(), { redact, route: '/', mode: 'chrome', diagnostics });
    const masked = snapshot(true);

    expect(masked.diagnostics).toContain('Extension connection: connected');
    expect(masked.diagnostics).toContain('getUserSettings: unsupported');
    expect(masked.diagnostics).toContain('— This extension does not offer getUserSettings');
    expect(masked.diagnostics).not.toContain('Alex');
    expect(masked.journal.map((e) => e.kind)).toEqual(['remote', 'unsupported']);
    expect(parseSnapshot(JSON.stringify(masked))).toMatchObject({ ok: true });

    expect(snapshot(false).diagnostics).toContain('— Alex Morgan has no account');
  });
});
