import type { CallResult, Outcome, Summary } from './outcome';

// The kit's three outputs: a line a call and a summary on the console, a JSON report and a
// self-contained HTML report (one static table, inline CSS, no script).

export interface Report {
  extension: { dir: string; id: string; name: string; version: string };
  /** The page the calls were sent from. */
  origin: string;
  writes: boolean;
  startedAt: string;
  results: CallResult[];
  summary: Summary;
}

const verdict = (r: CallResult) => (r.failed ? 'FAIL' : r.outcome === 'skipped' ? 'SKIP' : 'PASS');

/** What went wrong or was noted: each zod issue with its path, else the error or skip reason. */
export const explain = (r: CallResult): string =>
  r.issues?.length ? r.issues.map((i) => `${i.path}: ${i.message}`).join('; ') : (r.detail ?? '');

export function formatLine(r: CallResult): string {
  const ms = r.ms === null ? '' : `${r.ms} ms`;
  const columns = [verdict(r), r.origin.padEnd(5), r.access.padEnd(5), r.outcome.padEnd(11), ms.padStart(7)];
  const why = explain(r);
  return `${columns.join('  ')}  ${r.channel} ${r.name}${why ? `: ${why}` : ''}`;
}

const OUTCOME_WORDS: Record<Outcome, string> = {
  valid: 'valid',
  invalid: 'invalid',
  refused: 'answered with an error',
  unknown: 'unknown call',
  timeout: 'timed out',
  unreachable: 'unreachable',
  skipped: 'skipped',
  'kit-error': "the kit's own error",
};

export function formatSummary(report: Report): string {
  const { summary: s, extension: e } = report;
  const counts = Object.entries(s.byOutcome)
    .map(([outcome, n]) => `${n} ${OUTCOME_WORDS[outcome as Outcome]}`)
    .join(', ');
  const lines = [
    `${e.name} ${e.version} (${e.id}), called from ${report.origin}${report.writes ? ', with writes' : ''}`,
    `${s.calls} calls: ${counts}`,
    `Spec calls answered: ${s.specAnswered} of ${s.specCalls} called`,
  ];
  if (!report.writes) lines.push('Writes were skipped: run with --writes against a throw-away account.');
  lines.push(s.passed ? 'PASSED' : `FAILED: ${s.failed.join(', ')}`);
  return lines.join('\n');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1b1b1b}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f0f0f0}td.ms{text-align:right;white-space:nowrap}code{font-size:13px}
tr.FAIL td:first-child{background:#fdd;color:#900;font-weight:bold}tr.PASS td:first-child{background:#dfd;color:#060}
tr.SKIP td:first-child{color:#666}.passed{color:#060}.failed{color:#900}`;

export function toHtml(report: Report): string {
  const rows = report.results
    .map((r) => {
      const cells = [
        verdict(r),
        r.channel,
        `<code>${escapeHtml(r.name)}</code>`,
        r.origin,
        r.access,
        escapeHtml(OUTCOME_WORDS[r.outcome]),
        r.ms === null ? '' : `${r.ms} ms`,
        escapeHtml(explain(r)),
      ];
      const tds = cells.map((c, i) => `<td${i === 6 ? ' class="ms"' : ''}>${c}</td>`).join('');
      return `<tr class="${verdict(r)}">${tds}</tr>`;
    })
    .join('\n');
  const summary = formatSummary(report)
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  const title = `Conformance of ${report.extension.name} ${report.extension.version}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(report.startedAt)} &middot; ${escapeHtml(report.extension.dir)}</p>
<div class="${report.summary.passed ? 'passed' : 'failed'}">${summary}</div>
<table><thead><tr><th>Result</th><th>Channel</th><th>Call</th><th>Spec or added</th><th>Access</th><th>Outcome</th><th>Time</th><th>Detail</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
}
