import Papa from 'papaparse';
import type { Profile } from '@/lib/extension/contract';
import { neutralise } from '@/lib/csv';

// The Download button: the profiles as CSV, every cell neutralised (see lib/csv).

export { neutralise } from '@/lib/csv';

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
