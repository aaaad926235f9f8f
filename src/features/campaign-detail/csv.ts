import Papa from 'papaparse';
import { z } from 'zod';

// Spec 001 section 5: a queue CSV needs the columns id and status; papaparse reads it, zod checks
// every row, and a file with a bad row imports nothing (the error names the rows).

export const CSV_FORMAT_INVALID = 'CSV cannot be imported - format invalid';
export const CSV_IMPORTED = 'CSV imported successfully!';
export const csvParseError = (message: string) => `Error parsing csv: ${message}`;
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
const MAX_LISTED_ROWS = 5;

const wholeNumber = (
  column: string,
  min: number,
  max: number,
  range = `${column} must be between ${min} and ${max}`,
) =>
  z
    .string({ error: `${column} is missing` })
    .trim()
    .min(1, { error: `${column} is empty`, abort: true })
    .regex(/^\d+$/, `${column} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, range).max(max, range));

const optionalText = (column: string) =>
  z.string().trim().max(200, `${column} is longer than 200 characters`).optional();

export const CsvRowSchema = z.object({
  id: wholeNumber('id', 1, Number.MAX_SAFE_INTEGER, 'id must be a whole number of 1 or more'),
  status: wholeNumber('status', 0, 6),
  firstName: optionalText('firstName'),
  lastName: optionalText('lastName'),
});
export type CsvRow = z.infer<typeof CsvRowSchema>;

export type CsvResult = { ok: true; rows: CsvRow[] } | { ok: false; message: string };

/** Parses a queue CSV. Rows are numbered from 1 after the header line. */
export function parseQueueCsv(text: string): CsvResult {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  // A file with one column has no delimiter to detect: that is a format question, not a parse error.
  const fatal = parsed.errors.find((e) => e.type !== 'Delimiter');
  if (fatal) {
    const where = typeof fatal.row === 'number' ? ` (row ${fatal.row + 1})` : '';
    return { ok: false, message: csvParseError(`${fatal.message}${where}`) };
  }
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('id') || !fields.includes('status')) return { ok: false, message: CSV_FORMAT_INVALID };
  if (parsed.data.length === 0) return { ok: false, message: `${CSV_FORMAT_INVALID}: the file has no rows` };

  const rows: CsvRow[] = [];
  const problems: string[] = [];
  parsed.data.forEach((raw, index) => {
    const row = CsvRowSchema.safeParse(raw);
    if (row.success) rows.push(row.data);
    else problems.push(`Row ${index + 1}: ${row.error.issues.map((i) => i.message).join('; ')}`);
  });
  if (problems.length) {
    const listed = problems.slice(0, MAX_LISTED_ROWS);
    const more = problems.length > MAX_LISTED_ROWS ? [`…and ${problems.length - MAX_LISTED_ROWS} more`] : [];
    const head = `${problems.length} of ${parsed.data.length} rows are invalid; nothing was imported.`;
    return { ok: false, message: [head, ...listed, ...more].join('\n') };
  }
  return { ok: true, rows };
}

/** Reads a picked file, refusing what is not a CSV or is too large before parsing. */
export async function readQueueCsv(file: File): Promise<CsvResult> {
  if (file.size > CSV_MAX_BYTES)
    return { ok: false, message: `${CSV_FORMAT_INVALID}: the file is larger than 10 MB` };
  if (file.name && !/\.csv$/i.test(file.name) && file.type && !/csv|text\/plain|excel/i.test(file.type)) {
    return { ok: false, message: CSV_FORMAT_INVALID };
  }
  return parseQueueCsv(await file.text());
}
