import { describe, expect, it } from 'vitest';
import { CSV_FORMAT_INVALID, parseQueueCsv, readQueueCsv } from '@/features/campaign-detail/csv';

describe('queue CSV import', () => {
  it('reads id and status (and optional names) from a good file', () => {
    const result = parseQueueCsv('id,status,firstName,lastName\r\n12,0,Ada,Lovelace\r\n13, 3 ,,\r\n\r\n');
    expect(result).toEqual({
      ok: true,
      rows: [
        { id: 12, status: 0, firstName: 'Ada', lastName: 'Lovelace' },
        { id: 13, status: 3, firstName: '', lastName: '' },
      ],
    });
  });

  it('accepts the columns in any order, with spaces around the header names', () => {
    expect(parseQueueCsv(' status , id \n1,7\n')).toEqual({ ok: true, rows: [{ id: 7, status: 1 }] });
  });

  it('refuses a file without the id and status columns', () => {
    expect(parseQueueCsv('name,email\nAda,ada@example.com\n')).toEqual({
      ok: false,
      message: CSV_FORMAT_INVALID,
    });
    expect(parseQueueCsv('id,state\n1,0\n')).toEqual({ ok: false, message: CSV_FORMAT_INVALID });
    expect(parseQueueCsv('')).toEqual({ ok: false, message: CSV_FORMAT_INVALID });
  });

  it('says so when the file has a header but no rows', () => {
    expect(parseQueueCsv('id,status\n')).toEqual({
      ok: false,
      message: `${CSV_FORMAT_INVALID}: the file has no rows`,
    });
  });

  it('reports a parse error with papaparse’s message and the row', () => {
    const result = parseQueueCsv('id,status\n1,0\n2\n');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(
      /^Error parsing csv: Too few fields: expected 2 fields but parsed 1 \(row 2\)$/,
    );
    const quote = parseQueueCsv('id,status\n1,"0\n');
    expect(!quote.ok && quote.message).toMatch(/^Error parsing csv: /);
  });

  it('names every bad row and imports nothing', () => {
    const result = parseQueueCsv('id,status\n1,0\n0,1\nabc,2\n4,7\n5,\n6,1\n');
    expect(result).toEqual({
      ok: false,
      message: [
        '4 of 6 rows are invalid; nothing was imported.',
        'Row 2: id must be a whole number of 1 or more',
        'Row 3: id must be a whole number',
        'Row 4: status must be between 0 and 6',
        'Row 5: status is empty',
      ].join('\n'),
    });
  });

  it('lists at most five bad rows', () => {
    const lines = Array.from({ length: 8 }, (_, i) => `${i + 1},9`);
    const result = parseQueueCsv(`id,status\n${lines.join('\n')}\n`);
    expect(!result.ok && result.message.split('\n')).toEqual([
      '8 of 8 rows are invalid; nothing was imported.',
      'Row 1: status must be between 0 and 6',
      'Row 2: status must be between 0 and 6',
      'Row 3: status must be between 0 and 6',
      'Row 4: status must be between 0 and 6',
      'Row 5: status must be between 0 and 6',
      '…and 3 more',
    ]);
  });

  it('refuses what is not a CSV before reading it', async () => {
    const image = new File(['GIF89a'], 'photo.gif', { type: 'image/gif' });
    expect(await readQueueCsv(image)).toEqual({ ok: false, message: CSV_FORMAT_INVALID });
    const csv = new File(['id,status\n3,1\n'], 'queue.csv', { type: 'text/csv' });
    expect(await readQueueCsv(csv)).toEqual({ ok: true, rows: [{ id: 3, status: 1 }] });
  });
});
