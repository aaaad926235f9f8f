import Papa from 'papaparse';
import type { Profile } from '@/lib/extension/contract';

// The Download button: the profiles as CSV. A cell that starts with = + - or @ would run as a
// formula in a spreadsheet; it is prefixed with a quote so it stays text.

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export const CSV_COLUMNS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['occupation', 'Headline'],
  ['companyName', 'Company'],
  ['location', 'Location'],
  ['distance', 'Connection'],
  ['publicIdentifier', 'Profile URL'],
  ['tags', 'Tags'],
  ['notes', 'Notes'],
  ['hidden', 'Hidden'],
] as const;

const cell = (p: Profile, key: (typeof CSV_COLUMNS)[number][0]): unknown => {
  if (key === 'publicIdentifier')
    return p.publicIdentifier ? `https://www.linkedin.com/in/${p.publicIdentifier}/` : '';
  if (key === 'hidden') return p.hidden ? 'yes' : 'no';
  return p[key];
};

export function profilesToCsv(profiles: Profile[]): string {
  return Papa.unparse({
    fields: CSV_COLUMNS.map(([, label]) => label),
    data: profiles.map((p) => CSV_COLUMNS.map(([key]) => neutralise(cell(p, key)))),
  });
}

/** Hands a text file to the browser as a download. */
export function saveTextFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
