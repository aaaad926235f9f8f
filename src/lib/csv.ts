import Papa from 'papaparse';

// CSV downloads. A cell that starts with = + - @ (or a tab / carriage return) would run as a
// formula in a spreadsheet; it is prefixed with a quote so it stays text.

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A header row and data rows as CSV, every cell neutralised. */
export function toCsv(fields: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return Papa.unparse({ fields: fields.map(neutralise), data: rows.map((row) => row.map(neutralise)) });
}

/** Kept under its old name for the screens that import it from here. */
export { downloadFile as saveTextFile } from './download';
