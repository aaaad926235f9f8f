import Papa from 'papaparse';
import * as z from 'zod/mini';

// Spec 001 section 5: a queue CSV needs the columns id and status; papaparse reads it, zod checks
// every row; the good rows can be imported while the bad ones are listed by line and reason.

export const CSV_FORMAT_INVALID = 'CSV cannot be imported - format invalid';
export const CSV_IMPORTED = 'CSV imported successfully!';
export const csvParseError = (message: string) => `Error parsing csv: ${message}`;
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
/** Rows one file may hold: a bigger file is refused before it ties up the page. */
export const CSV_MAX_ROWS = 100_000;
export const CSV_TOO_MANY_ROWS = `CSV cannot be imported: the file has more than ${CSV_MAX_ROWS.toLocaleString('en-US')} rows. Split it into files of at most ${CSV_MAX_ROWS.toLocaleString('en-US')} rows.`;
/** Bad rows kept with their line and reason; the rest are only counted. */
export const MAX_LISTED_PROBLEMS = 200;
export const csvUnreadable = (message: string) => `The file could not be read: ${message}`;

const wholeNumber = (
  column: string,
  min: number,
  max: number,
  range = `${column} must be between ${min} and ${max}`,
) =>
  z.pipe(
    z.pipe(
      z
        .string({ error: `${column} is missing` })
        .check(
          z.trim(),
          z.minLength(1, { error: `${column} is empty`, abort: true }),
          z.regex(/^\d+$/, `${column} must be a whole number`),
        ),
      z.transform(Number),
    ),
    z.number().check(z.gte(min, range), z.lte(max, range)),
  );

const optionalText = (column: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(200, `${column} is longer than 200 characters`)));

export const CsvRowSchema = z.object({
  id: wholeNumber('id', 1, Number.MAX_SAFE_INTEGER, 'id must be a whole number of 1 or more'),
  status: wholeNumber('status', 0, 6),
  firstName: optionalText('firstName'),
  lastName: optionalText('lastName'),
});
export type CsvRow = z.infer<typeof CsvRowSchema>;

/** A row that cannot be imported: its line in the file (the header is line 1) and why. */
export interface CsvProblem {
  line: number;
  reason: string;
}

/** `problems` lists the first MAX_LISTED_PROBLEMS bad rows; `problemCount` counts them all. */
export type CsvResult =
  | { ok: true; rows: CsvRow[]; problems: CsvProblem[]; problemCount: number; total: number }
  | { ok: false; message: string };

const isBlank = (c: string | undefined) => c === ' ' || c === '\t' || c === '\r' || c === '\n';

/**
 * Parses a queue CSV. Good rows come back to be imported; each bad row is listed with its line
 * (quoted line breaks and skipped blank lines counted) and reason. Only a file papaparse cannot
 * read at all, or one without the id and status columns, is refused whole.
 */
export function parseQueueCsv(text: string): CsvResult {
  const rows: CsvRow[] = [];
  const problems: CsvProblem[] = [];
  let problemCount = 0;
  const addProblem = (problem: CsvProblem) => {
    problemCount += 1;
    if (problems.length < MAX_LISTED_PROBLEMS) problems.push(problem);
  };
  let fatal: string | null = null;
  let fields: string[] = [];
  let total = 0;
  let scanned = 0; // characters whose line breaks are counted in `line`
  let line = 1;
  const advanceTo = (end: number) => {
    for (; scanned < end; scanned += 1) if (text[scanned] === '\n') line += 1;
  };
  let rowEnd = 0;

  Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
    step: (result, parser) => {
      if (total === 0) {
        fields = result.meta.fields ?? [];
        advanceTo(text.indexOf('\n') + 1 || text.length); // past the header line
        rowEnd = scanned;
      }
      // The row starts after the previous row and the blank lines papaparse skipped.
      let start = rowEnd;
      while (start < result.meta.cursor && isBlank(text[start])) start += 1;
      advanceTo(start);
      rowEnd = result.meta.cursor;
      total += 1;
      if (total > CSV_MAX_ROWS) {
        fatal = CSV_TOO_MANY_ROWS;
        parser.abort();
        return;
      }
      // A file with one column has no delimiter to detect: that is a format question, not a parse error.
      const errors = result.errors.filter((e) => e.type !== 'Delimiter');
      const broken = errors.find((e) => e.type !== 'FieldMismatch');
      if (broken) {
        fatal = csvParseError(`${broken.message} (line ${line})`);
        parser.abort();
        return;
      }
      if (errors.length) {
        addProblem({ line, reason: errors.map((e) => e.message).join('; ') });
        return;
      }
      const row = CsvRowSchema.safeParse(result.data);
      if (row.success) rows.push(row.data);
      else addProblem({ line, reason: row.error.issues.map((i) => i.message).join('; ') });
    },
  });
  if (fatal) return { ok: false, message: fatal };
  if (total === 0) {
    const header = Papa.parse<string[]>(text.split('\n', 1)[0] ?? '').data[0] ?? [];
    fields = header.map((h) => h.trim());
  }
  if (!fields.includes('id') || !fields.includes('status')) return { ok: false, message: CSV_FORMAT_INVALID };
  if (total === 0) return { ok: false, message: `${CSV_FORMAT_INVALID}: the file has no rows` };
  return { ok: true, rows, problems, problemCount, total };
}

/** The summary above the list of bad rows. */
export const csvProblemsSummary = (problems: number, total: number) =>
  `${problems} of ${total} rows cannot be imported.`;

/** Reads a picked file, refusing what is not a CSV or is too large before parsing. */
export async function readQueueCsv(file: File): Promise<CsvResult> {
  if (file.size > CSV_MAX_BYTES)
    return { ok: false, message: `${CSV_FORMAT_INVALID}: the file is larger than 10 MB` };
  if (file.name && !/\.csv$/i.test(file.name) && file.type && !/csv|text\/plain|excel/i.test(file.type)) {
    return { ok: false, message: CSV_FORMAT_INVALID };
  }
  let text: string;
  try {
    text = await file.text();
  } catch (e) {
    // The file went away or cannot be read (moved, permissions, a cloud file not downloaded).
    const reason = typeof e === 'object' && e !== null && 'message' in e ? String(e.message) : String(e);
    return { ok: false, message: csvUnreadable(reason) };
  }
  return parseQueueCsv(text);
}
