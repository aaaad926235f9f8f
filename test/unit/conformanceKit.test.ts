import { describe, expect, it } from 'vitest';
import { OPTIONAL_CALLS } from '@/lib/extension/capabilities';
import { commands, remoteFunctions } from '@/lib/extension/contract';
import { SPEC_COMMANDS, SPEC_REMOTES } from '@/lib/extension/contract/specCalls';
import { ExtensionError } from '@/lib/extension/errors';
import { isFailure, outcomeOfError, summarise, type CallResult } from '../conformance/outcome';
import { formatLine, toHtml, type Report } from '../conformance/report';
import { plannedSteps } from '../conformance/runCalls';

// The conformance kit's own logic (test/conformance); test:conformance runs it on real extensions.

describe('the calls the kit makes', () => {
  it('are every call of the contract: the spec names them, or they are optional capabilities', () => {
    const steps = plannedSteps();
    expect(steps.map((s) => s.name).sort()).toEqual(
      [...Object.keys(commands), ...Object.keys(remoteFunctions)].sort(),
    );
    const added = steps.filter((s) => s.origin === 'added').map((s) => s.name);
    expect(added.sort()).toEqual([...OPTIONAL_CALLS].sort());
    expect(steps.filter((s) => s.channel === 'cmd' && s.origin === 'spec')).toHaveLength(
      SPEC_COMMANDS.length,
    );
    expect(steps.filter((s) => s.channel === 'rpc' && s.origin === 'spec')).toHaveLength(SPEC_REMOTES.length);
  });

  it('run the reads first, the writes next, and sign out and in again last', () => {
    const steps = plannedSteps();
    const firstWrite = steps.findIndex((s) => s.plan.access === 'write');
    expect(steps.slice(0, firstWrite).every((s) => s.plan.access === 'read')).toBe(true);
    expect(steps.slice(firstWrite).every((s) => s.plan.access === 'write')).toBe(true);
    expect(steps.slice(-2).map((s) => s.name)).toEqual(['logout', 'login']);
  });
});

describe('what a call came to', () => {
  const portClosed = new ExtensionError(
    'unreachable',
    'getTasks',
    'The message port closed before a response was received.',
  );

  it('reads errors the way the app does', () => {
    expect(outcomeOfError(portClosed).outcome).toBe('unknown');
    expect(outcomeOfError(new ExtensionError('remote', 'x', 'Unknown message x')).outcome).toBe('unknown');
    expect(outcomeOfError(new ExtensionError('remote', 'x', 'No campaign 5')).outcome).toBe('refused');
    expect(outcomeOfError(new ExtensionError('timeout', 'x', 'late')).outcome).toBe('timeout');
    expect(outcomeOfError(new ExtensionError('invalid-args', 'x', 'bad')).outcome).toBe('kit-error');
    const issues = [{ path: 'count', message: 'Invalid input: expected number, received string' }];
    expect(outcomeOfError(new ExtensionError('malformed', 'x', 'bad reply', undefined, issues))).toEqual({
      outcome: 'invalid',
      issues,
      detail: 'bad reply',
    });
  });

  it('fails the run for a broken reply, and for an unanswered spec call only', () => {
    expect(isFailure({ origin: 'added', outcome: 'invalid' })).toBe(true);
    expect(isFailure({ origin: 'spec', outcome: 'unknown' })).toBe(true);
    expect(isFailure({ origin: 'spec', outcome: 'timeout' })).toBe(true);
    expect(isFailure({ origin: 'added', outcome: 'unknown' })).toBe(false);
    expect(isFailure({ origin: 'spec', outcome: 'refused' })).toBe(false);
    expect(isFailure({ origin: 'spec', outcome: 'skipped' })).toBe(false);
  });
});

describe('the report', () => {
  const invalid: CallResult = {
    channel: 'rpc',
    name: 'getCampaigns',
    origin: 'spec',
    access: 'read',
    outcome: 'invalid',
    ms: 4,
    issues: [{ path: 'count', message: 'Invalid input: expected number, received string' }],
    detail: 'The extension sent an unexpected reply to getCampaigns',
    failed: true,
  };
  const skipped: CallResult = {
    channel: 'cmd',
    name: 'logout',
    origin: 'spec',
    access: 'write',
    outcome: 'skipped',
    ms: null,
    detail: 'a write: runs with --writes',
    failed: false,
  };

  it('prints one line a call with the zod path of each issue', () => {
    expect(formatLine(invalid)).toMatch(
      /^FAIL {2}spec {3}read {3}invalid .* 4 ms {2}rpc getCampaigns: count: Invalid input: expected number/,
    );
    expect(formatLine(skipped)).toMatch(/^SKIP .* cmd logout: a write: runs with --writes$/);
  });

  it('sums up and writes a static HTML table, its text escaped', () => {
    const results = [invalid, skipped, { ...skipped, name: '<script>', detail: 'a & b' }];
    const report: Report = {
      extension: { dir: '/x', id: 'abc', name: 'Test <ext>', version: '1.0' },
      origin: 'http://127.0.0.1:1',
      writes: false,
      startedAt: '2026-12-02T12:00:00.000Z',
      results,
      summary: summarise(results),
    };
    expect(report.summary).toMatchObject({ passed: false, failed: ['rpc getCampaigns'], calls: 3 });
    const html = toHtml(report);
    expect(html).not.toMatch(/<script|<link|src=/);
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('Test &#60;ext&#62;');
    expect(html).toContain('count: Invalid input');
  });
});
